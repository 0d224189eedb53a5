import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP pass-through to a local port that can hold new connections: accepted, but connected
 * to the target only on release. In front of an SMTP peer it makes every client that has
 * claimed work wait for the greeting until all of them have, so a test can show several
 * instances sharing an outbox whatever the speed of one instance's sending.
 */
export interface TcpGate {
  port: number;
  /** Connections held now. */
  held(): number;
  /** From now on, hold new connections. */
  hold(): void;
  /** Forward the held connections, and let new ones through. */
  release(): void;
  close(): Promise<void>;
}

export async function startTcpGate(targetPort: number): Promise<TcpGate> {
  let holding = false;
  const waiting: Socket[] = [];
  const open = new Set<Socket>();
  const forward = (client: Socket) => {
    const upstream = connect({ port: targetPort, host: '127.0.0.1' });
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once('error', end).once('close', end);
    upstream.once('error', end).once('close', end);
  };
  const server = createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    if (holding) {
      client.pause();
      waiting.push(client);
    } else forward(client);
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  return {
    port: (server.address() as AddressInfo).port,
    held: () => waiting.filter((socket) => !socket.destroyed).length,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const client of waiting.splice(0)) {
        if (client.destroyed) continue;
        forward(client);
        client.resume();
      }
    },
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolveClose());
      }),
  };
}
