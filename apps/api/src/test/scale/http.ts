/** One answer of the API as the scale-out checks need it. */
export interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  /** Sent as X-Forwarded-For: the client address a balancer would report. */
  forwardedFor?: string;
}

/** A call to `base` (an instance or the balancer), read in full. */
export async function call(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const response = await fetch(base + path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The JSON of a 2xx answer; throws with the body otherwise. */
export async function json<T>(answer: Promise<Answer>): Promise<T> {
  const { status, text } = await answer;
  if (status < 200 || status >= 300) throw new Error(`HTTP ${status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** `?setup=…&filter=…` with each value as JSON, as the client sends list queries. */
export function listQuery(setup: unknown, filter?: unknown): string {
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  return `?setup=${q(setup)}${filter === undefined ? '' : `&filter=${q(filter)}`}`;
}
