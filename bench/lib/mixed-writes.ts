import type { LoadSource } from '../../apps/api/src/test/security/load-run';
import type { LoadScheduler, Operation } from '../../apps/api/src/test/security/load-scheduler';

/** A resend of an unsent message: with no SMTP configured, two status updates of the row. */
interface EmailOperation {
  kind: 'email';
  method: 'POST';
  path: string;
  body: string;
  token: string;
  mailId: number;
}

export type WriteOperation = Operation | EmailOperation;
export type WriteKind = 'answer' | 'submit' | 'reset' | 'edit' | 'email';

/**
 * The writes of the scale-out bench: the load-with-writes cycle of answers, submits, resets
 * and centre edits (LoadScheduler with no reads), and every `emailEvery`-th request an e-mail
 * status update (POST /v15/sent-emails/:id/resend of a message not sent). Each message has one
 * resend in flight at most, as two at once would rightly answer 409.
 */
export class MixedWrites implements LoadSource<WriteOperation> {
  /** Writes the server acknowledged (2xx), by kind. */
  readonly acknowledged: Record<WriteKind, number> = {
    answer: 0,
    submit: 0,
    reset: 0,
    edit: 0,
    email: 0,
  };
  /** Requests that were not writes (no centre was free) and answers that were not 2xx. */
  reads = 0;
  readonly failures: string[] = [];
  private turn = 0;
  private nextMail = 0;
  private readonly busyMails = new Set<number>();

  constructor(
    private readonly scheduler: LoadScheduler,
    private readonly mailIds: readonly number[],
    private readonly adminToken: string,
    private readonly emailEvery = 5,
  ) {}

  next(): WriteOperation {
    this.turn += 1;
    if (this.turn % this.emailEvery === 0) {
      for (let i = 0; i < this.mailIds.length; i += 1) {
        const mailId = this.mailIds[(this.nextMail + i) % this.mailIds.length];
        if (mailId === undefined || this.busyMails.has(mailId)) continue;
        this.nextMail = (this.nextMail + i + 1) % this.mailIds.length;
        this.busyMails.add(mailId);
        return {
          kind: 'email',
          method: 'POST',
          path: `/v15/sent-emails/${mailId}/resend`,
          body: '{}',
          token: this.adminToken,
          mailId,
        };
      }
    }
    return this.scheduler.next();
  }

  settle(op: WriteOperation, status: number, body: string): void {
    const ok = status >= 200 && status < 300;
    if (op.kind === 'email') {
      this.busyMails.delete(op.mailId);
    } else {
      this.scheduler.settle(op, status, body);
    }
    if (!ok) {
      if (this.failures.length < 20)
        this.failures.push(`${status} ${op.path} ${body.slice(0, 200)}`);
      return;
    }
    if (op.kind === 'read') this.reads += 1;
    else this.acknowledged[op.kind] += 1;
  }

  /** Every acknowledged write. */
  total(): number {
    return Object.values(this.acknowledged).reduce((sum, n) => sum + n, 0);
  }
}
