import { createHmac, randomBytes } from 'node:crypto';

const WINDOW_MS = 60_000;

/**
 * The answer call's limits, per consultation and per client address, in this process's memory
 * only: nothing about a respondent reaches the database (docs/privacy.md "Consultations"),
 * and even here an address is kept as a keyed hash whose key is made at start and never
 * stored, so the counts cannot be turned back into addresses. Fixed one-minute windows: at a
 * window's end every count is dropped at once, so memory is bounded by one minute's traffic.
 * Each instance counts its own share; behind a balancer the limits are per instance.
 */
export class AnswerLimit {
  private readonly key = randomBytes(32);
  private counts = new Map<string, number>();
  private windowEnds = 0;

  /**
   * `perConsultation` and `perAddress` per minute (CONSULTATION_RESPONSES_PER_MINUTE and
   * CONSULTATION_ADDRESS_RESPONSES_PER_MINUTE: a whole school's classes at once pass).
   */
  constructor(
    private readonly perConsultation: number,
    private readonly perAddress: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one response; false when either limit is already reached (nothing is counted). */
  take(codigo: string, address: string): boolean {
    const now = this.now();
    if (now >= this.windowEnds) {
      this.counts = new Map();
      this.windowEnds = now + WINDOW_MS;
    }
    const consultation = `c:${codigo}`;
    const client = `a:${createHmac('sha256', this.key).update(address).digest('base64url')}`;
    const byConsultation = this.counts.get(consultation) ?? 0;
    const byClient = this.counts.get(client) ?? 0;
    if (byConsultation >= this.perConsultation || byClient >= this.perAddress) return false;
    this.counts.set(consultation, byConsultation + 1);
    this.counts.set(client, byClient + 1);
    return true;
  }

  /** Milliseconds until the counts start again (the reply's Retry-After). */
  retryAfterMs(): number {
    return Math.max(0, this.windowEnds - this.now());
  }
}
