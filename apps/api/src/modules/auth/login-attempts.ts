/**
 * Failed logins per e-mail address, in this process's memory. Together with the per-IP limit of
 * the route, it stops password guessing against one account from many addresses. With several
 * instances each counts on its own (the bound is then per instance); a restart forgets it.
 */
export class FailedLoginAttempts {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly maxFailures = 10,
    readonly windowMs = 15 * 60_000,
    private readonly maxTracked = 50_000,
  ) {}

  /** Whether `email` has used up its failed attempts in the current window. */
  isBlocked(email: string, now = Date.now()): boolean {
    const entry = this.failures.get(email);
    if (!entry) return false;
    if (entry.resetAt <= now) {
      this.failures.delete(email);
      return false;
    }
    return entry.count >= this.maxFailures;
  }

  recordFailure(email: string, now = Date.now()): void {
    const entry = this.failures.get(email);
    if (entry && entry.resetAt > now) {
      entry.count += 1;
      return;
    }
    if (this.failures.size >= this.maxTracked) this.prune(now);
    this.failures.set(email, { count: 1, resetAt: now + this.windowMs });
  }

  /** A successful login forgets earlier failures of that address. */
  reset(email: string): void {
    this.failures.delete(email);
  }

  private prune(now: number): void {
    for (const [email, entry] of this.failures) {
      if (entry.resetAt <= now) this.failures.delete(email);
    }
    // Still full (a flood of distinct addresses): start over rather than grow without bound.
    if (this.failures.size >= this.maxTracked) this.failures.clear();
  }
}
