/**
 * The work of the load-with-writes test: which request each autocannon client sends
 * next, and the ledger of every write the server acknowledged, to compare with the database
 * afterwards. Centres are leased while one of their writes is in flight, because the
 * answering cycle of a centre is ordered (answer every question → submit → reset) and two
 * clients working on one centre would make the server refuse correctly (409), not fail.
 */

export interface LoadQuestion {
  id: number;
  optionId: number;
}

export interface LoadCentre {
  id: number;
  /** The centre's name before the load, which edits replace. */
  name: string;
  token: string;
  /** Fields of the centre as PATCH /v2/centros wants them, without `nombre`. */
  fields: Record<string, unknown>;
}

export type OperationKind = 'read' | 'answer' | 'submit' | 'reset' | 'edit';

export interface Operation {
  kind: OperationKind;
  method: 'GET' | 'PUT' | 'POST' | 'PATCH';
  path: string;
  body?: string;
  token: string;
  centreId?: number;
  questionId?: number;
  marker?: string;
}

/** Where a centre is in its cycle, as far as acknowledged writes tell. */
interface CentreState {
  centre: LoadCentre;
  answered: number;
  finished: boolean;
  busy: boolean;
  /** Answers acknowledged in the current cycle (since the last reset). */
  cycleAnswers: Set<number>;
  resets: number;
  submits: number;
  /** Each acknowledged edit's unique name, in acknowledgement order. */
  edits: string[];
}

export interface LoadLedger {
  requests: number;
  byKind: Record<OperationKind, number>;
  failures: { status: number; kind: OperationKind; path: string; body: string }[];
  centres: Map<number, CentreState>;
}

/**
 * Hands out operations: `readShare` of them reads (rotating over `reads`), the rest the next
 * write of a free centre; every `editEvery`-th write an edit of the centre's name instead.
 */
export class LoadScheduler {
  readonly ledger: LoadLedger;
  private turn = 0;
  private readIndex = 0;
  private editSerial = 0;

  constructor(
    centres: readonly LoadCentre[],
    private readonly questions: readonly LoadQuestion[],
    private readonly reads: readonly string[],
    private readonly adminToken: string,
    private readonly readShare = 0.4,
    private readonly editEvery = 6,
    /** Questions each centre had answered before the load (their first N). */
    preAnswered = 0,
  ) {
    this.ledger = {
      requests: 0,
      byKind: { read: 0, answer: 0, submit: 0, reset: 0, edit: 0 },
      failures: [],
      centres: new Map(
        centres.map((centre) => [
          centre.id,
          {
            centre,
            answered: preAnswered,
            finished: false,
            busy: false,
            cycleAnswers: new Set(questions.slice(0, preAnswered).map((q) => q.id)),
            resets: 0,
            submits: 0,
            edits: [],
          },
        ]),
      ),
    };
  }

  next(): Operation {
    this.turn += 1;
    const free = this.turn % 10 >= this.readShare * 10 ? this.freeCentre() : undefined;
    if (!free) return this.read();
    free.busy = true;
    if (this.turn % this.editEvery === 0) return this.edit(free);
    if (free.finished) {
      return {
        kind: 'reset',
        method: 'POST',
        path: '/v7/reset-quiz',
        body: JSON.stringify({ centerId: free.centre.id }),
        token: this.adminToken,
        centreId: free.centre.id,
      };
    }
    const question = this.questions[free.answered];
    if (!question) {
      return {
        kind: 'submit',
        method: 'POST',
        path: `/v15/centros/${free.centre.id}/enviar`,
        body: '{}',
        token: free.centre.token,
        centreId: free.centre.id,
      };
    }
    return {
      kind: 'answer',
      method: 'PUT',
      path: `/v15/centros/${free.centre.id}/respuestas/${question.id}`,
      body: JSON.stringify({ respuestasIds: [question.optionId] }),
      token: free.centre.token,
      centreId: free.centre.id,
      questionId: question.id,
    };
  }

  /** Records the server's answer to `op`; only a 2xx moves the centre's cycle on. */
  settle(op: Operation, status: number, body: string): void {
    this.ledger.requests += 1;
    this.ledger.byKind[op.kind] += 1;
    const state = op.centreId === undefined ? undefined : this.ledger.centres.get(op.centreId);
    if (state) state.busy = false;
    if (status < 200 || status >= 300) {
      this.ledger.failures.push({ status, kind: op.kind, path: op.path, body: body.slice(0, 300) });
      return;
    }
    if (!state) return;
    if (op.kind === 'answer' && op.questionId !== undefined) {
      state.answered += 1;
      state.cycleAnswers.add(op.questionId);
    } else if (op.kind === 'submit') {
      state.finished = true;
      state.submits += 1;
    } else if (op.kind === 'reset') {
      state.finished = false;
      state.answered = 0;
      state.cycleAnswers.clear();
      state.resets += 1;
    } else if (op.kind === 'edit' && op.marker) {
      state.edits.push(op.marker);
    }
  }

  private freeCentre(): CentreState | undefined {
    // Rotate the starting point so every centre keeps moving.
    const states = [...this.ledger.centres.values()];
    for (let i = 0; i < states.length; i += 1) {
      const state = states[(this.turn + i) % states.length];
      if (state && !state.busy) return state;
    }
    return undefined;
  }

  private read(): Operation {
    const path = this.reads[this.readIndex % this.reads.length] ?? '/health';
    this.readIndex += 1;
    return { kind: 'read', method: 'GET', path, token: this.adminToken };
  }

  private edit(state: CentreState): Operation {
    this.editSerial += 1;
    const marker = `Centro carga ${state.centre.id}-${this.editSerial}`;
    return {
      kind: 'edit',
      method: 'PATCH',
      path: '/v2/centros',
      body: JSON.stringify({ id: state.centre.id, ...state.centre.fields, nombre: marker }),
      token: this.adminToken,
      centreId: state.centre.id,
      marker,
    };
  }
}
