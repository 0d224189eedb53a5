/**
 * The floor of an HTTP call: Fastify answering a constant JSON body, nothing else. Started by
 * measure.ts as a child process; it tells the parent over IPC when it listens.
 */
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const app = Fastify({ logger: false });
const constant = { data: { ok: true } };
app.get('/constant', async () => constant);
await app.listen({ port, host: '127.0.0.1' });
process.send?.('listening');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
