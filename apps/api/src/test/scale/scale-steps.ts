import { request } from 'node:http';
import { portAnswers } from './helper-process';
import { call, type Answer } from './http';
import type { ApiInstance } from './instance';

/** The same calls on every instance at once; their answers, instance by instance. */
export async function onEvery(
  instances: readonly ApiInstance[],
  path: string,
  token: string,
): Promise<Answer[]> {
  return Promise.all(instances.map((instance) => call(instance.url, path, { token })));
}

/**
 * Wrong-password logins for `email` from one client address (as a balancer reports it in
 * X-Forwarded-For), sent to `targets` in turn, until one answers 429. Returns how many were
 * sent including that one, or null if none did within `max`.
 */
export async function attemptsUntilRefused(
  targets: readonly ApiInstance[],
  email: string,
  clientAddress: string,
  max = 80,
): Promise<number | null> {
  for (let attempt = 1; attempt <= max; attempt += 1) {
    const target = targets[(attempt - 1) % targets.length];
    if (!target) throw new Error('no target');
    const answer = await call(target.url, '/v1/auth/login', {
      method: 'POST',
      body: { email, password: `Incorrecta-${attempt}-xyz` },
      forwardedFor: clientAddress,
    });
    if (answer.status === 429) return attempt;
    if (answer.status !== 401)
      throw new Error(`login attempt ${attempt}: HTTP ${answer.status} ${answer.text}`);
  }
  return null;
}

/** Polls until `check` holds or `timeoutMs` passes; returns whether it held. */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolveWait) => setTimeout(resolveWait, 20));
  }
}

/** What an orderly stop of one instance looked like from outside. */
export interface StopObservation {
  /** /health/ready answered 503 `draining` after SIGTERM, before the process ended. */
  sawDraining: boolean;
  /** The port refused new connections while the request below was still in flight. */
  stoppedListening: boolean;
  /** The request that was in flight at SIGTERM: its status once its body was complete. */
  inFlightStatus: number;
  inFlightBody: string;
  exit: { code: number | null; signal: NodeJS.Signals | null };
}

/**
 * SIGTERM while a request is in flight: a PATCH whose body is sent in two halves, the second
 * only once the instance has reported itself draining and stopped listening. The instance must
 * serve it to the end and then exit 0 (main.ts exits 0 only after closing its pool).
 */
export async function stopWithRequestInFlight(
  instance: ApiInstance,
  path: string,
  token: string,
  body: unknown,
): Promise<StopObservation> {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  let finished: (value: { status: number; body: string }) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const pending = request(
    {
      host: '127.0.0.1',
      port: instance.port,
      method: 'PATCH',
      path,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': payload.length,
      },
    },
    (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => finished({ status: response.statusCode ?? 0, body: text }));
    },
  );
  pending.on('error', failed);
  pending.write(payload.subarray(0, half));
  // Let the server read the headers, so the request is in its hands before the signal.
  await new Promise((resolveWait) => setTimeout(resolveWait, 200));

  instance.signal('SIGTERM');
  const sawDraining = await waitUntil(async () => {
    const ready = await call(instance.url, '/health/ready').catch(() => null);
    return ready?.status === 503 && ready.text.includes('draining');
  }, 10_000);
  const stoppedListening = await waitUntil(async () => !(await portAnswers(instance.port)), 30_000);

  pending.end(payload.subarray(half));
  const reply = await answered;
  const exit = await instance.stopped();
  return {
    sawDraining,
    stoppedListening,
    inFlightStatus: reply.status,
    inFlightBody: reply.body,
    exit,
  };
}
