import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { createPeriod } from '../../modules/periods/service';
import { insertCentre } from '../quiz-helpers';

/**
 * `n` open students' consultations (one centre each) in the active period, opened as the
 * coordinator's call would (a period is made when there is none), and the group's questions.
 */
export async function openScaleConsultations(db: Database, n: number) {
  const [active] = await queryRows<{ id: number }>(db, sql`select id from periodos where activo`);
  const period = active?.id ?? (await createPeriod(db, '2030-2031')).id;
  const codes: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const centre = await insertCentre(db, {
      nombre: `Consulta escala ${i}`,
      codigo: `CONS-ESC-${i}-${Date.now()}`,
      place: 'madrid',
    });
    const codigo = randomUUID().replace(/-/g, '').slice(0, 16);
    await db.execute(
      sql`insert into consultations (centros_id, periodos_id, grupo, codigo, cierra)
          values (${centre}, ${period}, 'alumnado', ${codigo}, current_date + 7)`,
    );
    codes.push(codigo);
  }
  const questions = await queryRows<{ id: number }>(
    db,
    sql`select id from consultation_questions where grupo = 'alumnado' and retired_at is null`,
  );
  return { codes, questions: questions.map((q) => q.id) };
}

/** The ids of the responses stored for the consultations of `codes`. */
export async function storedResponseIds(db: Database, codes: readonly string[]) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select r.id from consultation_responses r join consultations c on c.id = r.consultations_id
        where c.codigo = any(${sql.param([...codes])}::text[])`,
  );
  return rows.map((row) => row.id);
}

/**
 * Respondents as the public page behaves: each response keeps its id until acknowledged (201,
 * or 200 `repetida` when an earlier send was stored but its reply lost) and is sent again on a
 * transport error, a 502/503/504 or a timeout; any other answer is a refusal the test reports.
 */
export class ResponseLoad {
  readonly sent = new Set<string>();
  readonly acknowledged = new Set<string>();
  readonly refused: string[] = [];
  retried = 0;
  private stopped = false;

  constructor(
    private readonly base: string,
    private readonly codes: readonly string[],
    private readonly questions: readonly number[],
  ) {}

  stop(): void {
    this.stopped = true;
  }

  async run(clients: number): Promise<void> {
    await Promise.all(Array.from({ length: clients }, (_, i) => this.client(i)));
  }

  private async client(index: number): Promise<void> {
    let n = 0;
    while (!this.stopped) {
      n += 1;
      const codigo = this.codes[(index + n) % this.codes.length] ?? '';
      const id = randomUUID();
      this.sent.add(id);
      const body = JSON.stringify({
        id,
        respuestas: this.questions.map((pregunta) => ({ pregunta, valor: 1 + (n % 4) })),
      });
      for (let attempt = 0; attempt < 20; attempt += 1) {
        if (attempt > 0) this.retried += 1;
        const status = await this.send(codigo, body, `198.51.100.${index + 1}`);
        if (status === 201 || status === 200) {
          this.acknowledged.add(id);
          break;
        }
        if (status !== 0 && status < 502) {
          this.refused.push(`${id}: HTTP ${status}`);
          break;
        }
        await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      }
      // A class answers at a person's pace, well under the per-consultation limit.
      await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    }
  }

  /**
   * The status of one send from `address` (each respondent its own phone, as the balancer
   * passes it on); 0 for a transport error or a timeout.
   */
  private async send(codigo: string, body: string, address: string): Promise<number> {
    try {
      const response = await fetch(`${this.base}/v15/consultas/${codigo}/respuestas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }
}
