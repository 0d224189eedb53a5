/**
 * What the crash test and its probe (crash-probe.ts, preloaded into the server it kills) say to
 * each other: transaction marks on stdout, and SQL over the IPC channel.
 */

/** Start of a stdout line the probe writes when a transaction begins or has committed. */
export const PROBE_MARK = '@@crash-probe ';

export type ProbeMark = 'begin' | 'commit';

/** SQL to run on the server's own embedded database (its data directory has a single owner). */
export interface ProbeQuery {
  type: 'crash-probe-query';
  id: number;
  text: string;
  params: unknown[];
}

export type ProbeReply =
  | { type: 'crash-probe-rows'; id: number; rows: Record<string, unknown>[] }
  | { type: 'crash-probe-error'; id: number; message: string };

export function isProbeQuery(message: unknown): message is ProbeQuery {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'crash-probe-query'
  );
}

export function isProbeReply(message: unknown): message is ProbeReply {
  const type = (message as { type?: unknown } | null)?.type;
  return type === 'crash-probe-rows' || type === 'crash-probe-error';
}
