import { chmod, mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import type { SMTPServer, SMTPServerOptions } from 'smtp-server';

/**
 * Options shared by every SMTP peer this project runs on loopback (the embedded receiver and
 * the tests' peer): plain SMTP, no authentication or STARTTLS, no logging, and no reverse DNS
 * lookup of each client (it can wait 1.5 s without a resolver, and the client is this host).
 */
export const LOOPBACK_SMTP_OPTIONS = {
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  disableReverseLookup: true,
  closeTimeout: 100,
} satisfies SMTPServerOptions;

/** Starts `server` on 127.0.0.1 (`port` 0 picks a free one) and answers the port it got. */
export async function listenOnLoopback(server: SMTPServer, port = 0): Promise<number> {
  // Replies are small writes; without this each waits for the client's delayed ACK.
  server.server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.server.address() as AddressInfo).port;
}

/** Largest message the receiver takes; the set-password messages are a few kilobytes. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * Domains a real relay could never route (RFC 2606/6761 reserve `.invalid` for exactly that):
 * the receiver refuses them as a relay would, so the "not sent, retried later" path can be
 * seen in the demo and in browser tests without stopping the receiver.
 */
const UNROUTABLE = /\.invalid$/i;

/** The bare address of a sender (`Name <a@b.example>` or `a@b.example`), lower-cased. */
export function senderAddress(from: string): string {
  const match = /<([^<>\s]+)>\s*$/.exec(from.trim());
  return (match?.[1] ?? from.trim()).toLowerCase();
}

export interface MailReceiver {
  /** What SMTP_URL would say to reach it. */
  url: string;
  port: number;
  /** Folder where every accepted message is kept as an .eml file. */
  dir: string;
  close(): Promise<void>;
}

/** A file name that says when and to whom, safe on every file system. */
function fileNameOf(to: readonly string[], sequence: number): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const receiver = (to[0] ?? 'sin-destinatario').replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 80);
  return `${stamp}-${String(sequence).padStart(4, '0')}-${receiver}.eml`;
}

function smtpReply(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * The in-process SMTP receiver of the embedded default (no DATABASE_URL, no SMTP_URL): a real
 * SMTP peer on loopback that accepts every message the server sends and keeps it in `dir` as an
 * .eml file (any mail client opens one; the set-password link in it works). The outbox talks to
 * it over SMTP like to any relay, so a message is recorded as sent only once this peer answered
 * 250 after storing it; a failed write answers 451 and the outbox retries.
 *
 * The files hold live set-password links, so the folder is the owner's alone (0700, its files
 * 0600), and the receiver takes mail only from `sender` (the server's MAIL_FROM): another local
 * process cannot use it to drop files there.
 */
export async function startMailReceiver(
  dir: string,
  options: { sender: string; port?: number },
): Promise<MailReceiver> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // mkdir leaves an existing folder as it was: a folder from an older start is narrowed too.
  await chmod(dir, 0o700);
  const sender = senderAddress(options.sender);
  // Loaded only when the receiver runs: a server with SMTP_URL never needs smtp-server.
  const { SMTPServer } = await import('smtp-server');
  let sequence = 0;
  const server = new SMTPServer({
    ...LOOPBACK_SMTP_OPTIONS,
    name: 'receptor-integrado.localhost',
    size: MAX_MESSAGE_BYTES,
    onMailFrom(address, _session, callback) {
      if (address.address.toLowerCase() !== sender)
        return callback(smtpReply(550, '5.7.1 Este receptor solo acepta correo del servidor'));
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (UNROUTABLE.test(address.address.split('@').pop() ?? ''))
        return callback(smtpReply(550, '5.1.2 Dominio de destino que no existe'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded)
          return callback(smtpReply(552, '5.3.4 El mensaje supera el tamaño máximo'));
        sequence += 1;
        const to = session.envelope.rcptTo.map((r) => r.address);
        writeFile(join(dir, fileNameOf(to, sequence)), Buffer.concat(chunks), {
          mode: 0o600,
        }).then(
          () => callback(),
          () => callback(smtpReply(451, '4.3.0 No se pudo guardar el mensaje')),
        );
      });
    },
  });
  const actual = await listenOnLoopback(server, options.port ?? 0);
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The start-up banner's line about e-mail: where messages go. Never the SMTP credentials,
 * only the relay's host and port.
 */
export function mailBannerLine(receiver: MailReceiver | null, smtpUrl: string | undefined): string {
  if (receiver)
    return (
      `  Correo: receptor SMTP integrado en 127.0.0.1:${receiver.port}; los correos se entregan ` +
      `de verdad, figuran como enviados en Correos enviados y se guardan en ${receiver.dir}\n` +
      `  Esa carpeta es para probar el producto, no para producción: sus correos llevan enlaces ` +
      `válidos para fijar contraseñas. En producción, configure SMTP_URL con su servidor de correo.`
    );
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    return `  Correo: servidor SMTP ${url.hostname}${url.port ? `:${url.port}` : ''}`;
  }
  return '  Correo: sin servidor SMTP (SMTP_URL); los correos quedan registrados como no enviados';
}
