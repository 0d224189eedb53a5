import { vi } from 'vitest';

export type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces global fetch with a table of `METHOD /path` handlers; unknown calls answer 404.
 * Returns the list of requests sent, in order.
 */
export function fakeApi(handlers: Record<string, Handler>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
      return handler ? handler(request) : json({ error: { code: 'NOT_FOUND', message: '' } }, 404);
    }),
  );
  return requests;
}
