import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { auditLog, answers, centros, evaluationResets, evaluations } from '../../db/schema/index';
import type { LoadLedger, Operation } from './load-scheduler';

interface StoredState {
  name: string;
  status: string | null;
  answers: number[];
  archives: { answered: number; distinct: number }[];
  resetAudits: number;
  editAudits: Map<string, number>;
}

async function stateInDatabase(db: Database, centreId: number): Promise<StoredState> {
  const [centre] = await db
    .select({ nombre: centros.nombre })
    .from(centros)
    .where(eq(centros.id, centreId));
  const [evaluation] = await db
    .select({ id: evaluations.id, status: evaluations.status })
    .from(evaluations)
    .where(eq(evaluations.centros_id, centreId));
  const current = evaluation
    ? await db
        .select({ id: answers.preguntas_id })
        .from(answers)
        .where(eq(answers.evaluation_id, evaluation.id))
    : [];
  const archives = await queryRows<{ answered: number; distinct: number }>(
    db,
    sql`select jsonb_array_length(r.answers)::int as answered,
          (select count(distinct x->>'preguntas_id') from jsonb_array_elements(r.answers) x)::int as distinct
        from ${evaluationResets} r where r.centros_id = ${centreId}`,
  );
  const [resetAudits] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'POST /v7/reset-quiz'), eq(auditLog.entity_id, String(centreId))),
    );
  const edits = await queryRows<{ nombre: string; n: number }>(
    db,
    sql`select ${auditLog.after}->>'nombre' as nombre, count(*)::int as n from ${auditLog}
        where ${auditLog.action} = 'PATCH /v2/centros' and ${auditLog.entity_id} = ${String(centreId)}
        group by 1`,
  );
  return {
    name: centre?.nombre ?? '',
    status: evaluation?.status ?? null,
    answers: current.map((row) => row.id),
    archives,
    resetAudits: resetAudits?.n ?? 0,
    editAudits: new Map(edits.map((row) => [row.nombre, row.n])),
  };
}

/**
 * Every acknowledged write of the load looked up in the database, which must hold it exactly
 * once: answers of the current cycle, submits, resets (archived with every answer, audited
 * once) and centre edits (the last one's name, each audited once). A write still in flight when
 * the load stopped may or may not have landed. Returns one line per discrepancy.
 */
export async function findLostWrites(
  db: Database,
  ledger: LoadLedger,
  unsettled: readonly Operation[],
  questionCount: number,
): Promise<string[]> {
  const lost: string[] = [];
  for (const [centreId, state] of ledger.centres) {
    const open = unsettled.find((op) => op.centreId === centreId);
    const found = await stateInDatabase(db, centreId);

    const resets = open?.kind === 'reset' ? [state.resets, state.resets + 1] : [state.resets];
    if (!resets.includes(found.archives.length))
      lost.push(
        `centre ${centreId}: ${found.archives.length} resets stored, ${state.resets} acknowledged`,
      );
    if (found.resetAudits !== found.archives.length)
      lost.push(
        `centre ${centreId}: ${found.resetAudits} reset audit lines for ${found.archives.length} resets`,
      );
    for (const archive of found.archives) {
      // Each archived cycle holds every question exactly once.
      if (archive.answered !== questionCount || archive.distinct !== questionCount)
        lost.push(`centre ${centreId}: an archived cycle holds ${archive.answered} answers`);
    }

    const landedReset = found.archives.length > state.resets;
    const expected = landedReset ? new Set<number>() : new Set(state.cycleAnswers);
    const current = new Set(found.answers);
    const extra = [...current].filter((id) => !expected.has(id));
    const missing = [...expected].filter((id) => !current.has(id));
    const openAnswer = open?.kind === 'answer' ? open.questionId : undefined;
    if (missing.length > 0 || extra.some((id) => id !== openAnswer))
      lost.push(`centre ${centreId}: answers differ (missing ${missing}, extra ${extra})`);

    const finished = landedReset ? false : state.finished;
    const maybeSubmitted = open?.kind === 'submit' && !landedReset;
    const statusOk = finished
      ? found.status === 'FINISHED'
      : found.status !== 'FINISHED' || maybeSubmitted;
    if (!statusOk) lost.push(`centre ${centreId}: status ${found.status}, finished ${finished}`);

    const lastEdit = state.edits.at(-1);
    const openMarker = open?.kind === 'edit' ? open.marker : undefined;
    const nameOk =
      found.name === openMarker ||
      (lastEdit === undefined ? found.name === state.centre.name : found.name === lastEdit);
    if (!nameOk) lost.push(`centre ${centreId}: name ${found.name}, last edit ${lastEdit}`);
    for (const marker of state.edits) {
      const lines = found.editAudits.get(marker) ?? 0;
      if (lines !== 1) lost.push(`centre ${centreId}: edit "${marker}" audited ${lines} times`);
    }
  }
  return lost;
}
