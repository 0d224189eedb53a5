import type { Socket } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { listenOnLoopback, LOOPBACK_SMTP_OPTIONS } from '../lib/mail-receiver';

/** A message the test SMTP peer received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The Message-ID header as sent, angle brackets included; null when absent. */
  messageId: string | null;
  raw: string;
}

/**
 * How the peer treats a connection. `refuse` answers with an SMTP error (4xx by default, so a
 * client retries) at the given stage; `timeout` goes silent: no greeting, or no reply after the
 * whole message arrived; `drop` destroys the socket at the given stage (`data`: after the whole
 * message arrived, before the final 250 — the ambiguous case for the client).
 */
export type SmtpFault =
  | { mode: 'ok' }
  | { mode: 'refuse'; at: 'connect' | 'mail' | 'rcpt' | 'data'; code?: number; reply?: string }
  | { mode: 'timeout'; at: 'greeting' | 'data' }
  | { mode: 'drop'; at: 'mail' | 'rcpt' | 'data' };

export interface FaultOptions {
  /** The fault hits the 1st, (1+every)th, (1+2·every)th … connection from now; default 1 (all). */
  every?: number;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Messages accepted with a final 250: what a well-behaved MTA takes responsibility for. */
  received: ReceivedMail[];
  /**
   * Messages whose whole DATA arrived but that the peer never acknowledged (drop or timeout at
   * `data`). RFC 5321 lets the server discard them; a real MTA might already have queued one,
   * which is why the client's retry carries the same Message-ID.
   */
  unacknowledged: ReceivedMail[];
  /** Connections accepted so far. */
  connections(): number;
  /** Switches the behaviour for connections opened from now on. */
  setFault(fault: SmtpFault, options?: FaultOptions): void;
  close(): Promise<void>;
}

const DEFAULT_REPLY: Record<number, string> = {
  421: '4.3.2 Service not available, closing transmission channel',
  450: '4.2.0 Mailbox unavailable, try again later',
  451: '4.3.0 Local error in processing, try again later',
  452: '4.3.1 Insufficient system storage',
  550: '5.1.1 Mailbox unavailable',
  554: '5.3.0 Transaction failed',
};

function smtpError(code: number, reply: string | undefined): Error & { responseCode: number } {
  return Object.assign(new Error(reply ?? DEFAULT_REPLY[code] ?? 'Error'), { responseCode: code });
}

function headerMessageId(raw: string): string | null {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? null;
}

/**
 * A real SMTP peer on localhost for tests (the app's own is mail-receiver.ts): plain SMTP without
 * authentication or STARTTLS, keeping every message it accepts, with faults that can be
 * switched at run time (setFault). `port` 0 picks a free port.
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const unacknowledged: ReceivedMail[] = [];
  const sockets = new Map<number, Socket>();
  const faults = new Map<string, SmtpFault>();
  let fault: SmtpFault = { mode: 'ok' };
  let every = 1;
  let sinceSwitch = 0;
  let accepted = 0;

  const faultOf = (session: SMTPServerSession): SmtpFault => faults.get(session.id) ?? fault;
  const is = (session: SMTPServerSession, mode: SmtpFault['mode'], at: string) => {
    const f = faultOf(session);
    return f.mode === mode && 'at' in f && f.at === at;
  };
  const drop = (session: SMTPServerSession) => sockets.get(session.remotePort)?.destroy();
  const refusal = (session: SMTPServerSession, at: string) => {
    const f = faultOf(session);
    return f.mode === 'refuse' && f.at === at ? smtpError(f.code ?? 451, f.reply) : null;
  };
  /** Applies the connection's fault at MAIL FROM or RCPT TO, or lets the command through. */
  const stage = (session: SMTPServerSession, at: 'mail' | 'rcpt', done: (e?: Error) => void) => {
    const refused = refusal(session, at);
    if (refused) return done(refused);
    if (is(session, 'drop', at)) return drop(session);
    done();
  };

  const server = new SMTPServer({
    ...LOOPBACK_SMTP_OPTIONS,
    onConnect(session, callback) {
      accepted += 1;
      sinceSwitch += 1;
      const current = (sinceSwitch - 1) % every === 0 ? fault : ({ mode: 'ok' } as const);
      faults.set(session.id, current);
      // No callback: the greeting is never sent and the connection just hangs.
      if (is(session, 'timeout', 'greeting')) return;
      callback(refusal(session, 'connect'));
    },
    onMailFrom(_address, session, callback) {
      stage(session, 'mail', callback);
    },
    onRcptTo(_address, session, callback) {
      stage(session, 'rcpt', callback);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: headerMessageId(raw),
          raw,
        };
        const refused = refusal(session, 'data');
        if (refused) return callback(refused);
        if (is(session, 'drop', 'data') || is(session, 'timeout', 'data')) {
          unacknowledged.push(mail);
          // Timeout: keep the connection open and silent until the client gives up.
          if (is(session, 'drop', 'data')) drop(session);
          return;
        }
        received.push(mail);
        callback();
      });
    },
    onClose(session) {
      faults.delete(session.id);
    },
  });
  server.server.on('connection', (socket: Socket) => {
    const key = socket.remotePort ?? 0;
    sockets.set(key, socket);
    socket.once('close', () => {
      if (sockets.get(key) === socket) sockets.delete(key);
    });
  });
  const actual = await listenOnLoopback(server, port);
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    unacknowledged,
    connections: () => accepted,
    setFault(next, options = {}) {
      fault = next;
      every = Math.max(1, options.every ?? 1);
      sinceSwitch = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Stalled connections would otherwise keep the server open until they time out.
        for (const socket of sockets.values()) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Decodes the quoted-printable body parts of a raw message enough to find links and names. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
