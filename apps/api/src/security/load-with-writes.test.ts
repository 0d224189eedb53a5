import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, answers, centros, evaluationResets, evaluations } from '../db/schema/index';
import { queryRows } from '../db/client';
import { answerQuestions, firstOption, insertCentre } from '../modules/quizzes/quiz-test-helpers';
import { loadCurrentQuestionnaire } from '../modules/quizzes/questionnaire-repository';
import { createPeriod } from '../modules/periods/service';
import { createTestApp, createUser, tokenFor, type TestApp } from '../test/app';
import { LoadScheduler, type LoadCentre, type Operation } from './load-scheduler';

/**
 * Issue 9, "load with writes": 50 concurrent clients for 60 s (LOAD_SECONDS to shorten it
 * while developing) on a mix of reads and writes — answers, submits, resets and centre edits —
 * against the real server on its real database; then every acknowledged write is looked up in
 * the database, which must hold it exactly once.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
// Few enough that each centre goes round answer → submit → reset several times in a run.
const CENTRES = 12;
const PRE_ANSWERED = 40;

let t: TestApp;
let baseUrl = '';
let scheduler: LoadScheduler;
const questionIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const admin = await createUser(t.db, { perfil: 0 });
  await createPeriod(t.db, '2025-2026');
  const centres: LoadCentre[] = [];
  for (let i = 0; i < CENTRES; i += 1) {
    const place = (['madrid', 'getafe', 'barcelona', 'sevilla'] as const)[i % 4] ?? 'madrid';
    const id = await insertCentre(t.db, { nombre: `Carga ${i}`, codigo: `LOAD${i}`, place });
    // Most of the questionnaire answered beforehand, so submits and resets come early even on
    // a slow machine; the later cycles are answered in full under load.
    await answerQuestions(t.db, id, new Date(), PRE_ANSWERED);
    const user = await createUser(t.db, { perfil: 1, centros_id: id });
    const [row] = await t.db.select().from(centros).where(eq(centros.id, id));
    if (!row) throw new Error('centre not stored');
    centres.push({
      id,
      token: tokenFor(t.app, user),
      fields: {
        comunidades_id: row.comunidades_id,
        provincias_id_provincia: row.provincias_id_provincia,
        municipios_id_municipio: row.municipios_id_municipio,
        codigo: row.codigo,
        activo: 1,
      },
    });
  }
  const questionnaire = await loadCurrentQuestionnaire(t.db);
  const questions = questionnaire.map((q) => ({ id: q.id, optionId: firstOption(q) }));
  questionIds.push(...questions.map((q) => q.id));
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const reads = [
    `/v1/users?setup=${q({ page: 0, size: 10 })}`,
    `/v2/centros?setup=${q({ page: 0, size: 10 })}&filter=${q({ search: 'carga' })}`,
    `/v15/centros/quizes?setup=${q({ page: 0, size: 10 })}`,
    `/v15/centros/quizes?setup=${q({ page: 0, size: 10 })}&filter=${q({ status: 'FINISHED' })}`,
    `/v2/centers/dashboard`,
    `/v2/centros/evaluation-period`,
    `/v3/results-keys-report`,
    `/v15/reports/results?period=0`,
    `/v15/sent-emails?setup=${q({ page: 0, size: 5 })}`,
    `/v15/centros/key-answers?filter=${q({ centerId: centres[0]?.id, keyId: 1 })}`,
  ];
  scheduler = new LoadScheduler(
    centres,
    questions,
    reads,
    tokenFor(t.app, admin),
    0.4,
    6,
    PRE_ANSWERED,
  );
}, 300_000);

afterAll(async () => {
  await t?.close();
});

interface Context {
  op?: Operation;
}

function runLoad(): Promise<autocannon.Result> {
  const pending = new Set<Operation>();
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: SECONDS,
        // Generous: under 50 clients on 2 cores a slow answer is not an error, a lost one is.
        timeout: 30,
        requests: [
          {
            setupRequest: (request, context: Context) => {
              const op = scheduler.next();
              pending.add(op);
              context.op = op;
              return {
                ...request,
                method: op.method,
                path: op.path,
                body: op.body ?? '',
                headers: {
                  authorization: `Bearer ${op.token}`,
                  ...(op.body ? { 'content-type': 'application/json' } : {}),
                },
              };
            },
            onResponse: (status, body, context: Context) => {
              if (!context.op) return;
              pending.delete(context.op);
              scheduler.settle(context.op, status, body);
            },
          },
        ],
      },
      (error, result) => {
        if (error) reject(error);
        else {
          // Writes in flight when the clock stopped: their outcome is unknown to the client.
          for (const op of pending) unsettled.push(op);
          resolve(result);
        }
      },
    );
  });
}

const unsettled: Operation[] = [];

describe('load with writes', () => {
  it(
    `serves ${CONNECTIONS} clients for ${SECONDS} s without an error, and keeps every write exactly once`,
    async () => {
      const result = await runLoad();
      // Let the last writes the clients stopped waiting for reach the database.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const ledger = scheduler.ledger;
      console.log(
        `load with writes: ${ledger.requests} requests in ${SECONDS} s, ` +
          `${JSON.stringify(ledger.byKind)}, non-2xx ${result.non2xx}, errors ${result.errors}, ` +
          `timeouts ${result.timeouts}, p99 ${result.latency.p99} ms, in flight at the end ${unsettled.length}`,
      );
      expect(ledger.failures).toEqual([]);
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
      for (const kind of ['read', 'answer', 'submit', 'reset', 'edit'] as const) {
        expect(ledger.byKind[kind], kind).toBeGreaterThan(0);
      }

      const lost: string[] = [];
      for (const [centreId, state] of ledger.centres) {
        const open = unsettled.find((op) => op.centreId === centreId);
        const found = await stateInDatabase(centreId);

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
          if (archive.answered !== questionIds.length || archive.distinct !== questionIds.length)
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
        if (!statusOk)
          lost.push(`centre ${centreId}: status ${found.status}, finished ${finished}`);

        const lastEdit = state.edits.at(-1);
        const openMarker = open?.kind === 'edit' ? open.marker : undefined;
        const nameOk =
          found.name === openMarker ||
          (lastEdit === undefined ? found.name.startsWith('Carga ') : found.name === lastEdit);
        if (!nameOk) lost.push(`centre ${centreId}: name ${found.name}, last edit ${lastEdit}`);
        for (const marker of state.edits) {
          const lines = found.editAudits.get(marker) ?? 0;
          if (lines !== 1) lost.push(`centre ${centreId}: edit "${marker}" audited ${lines} times`);
        }
      }
      expect(lost).toEqual([]);
    },
    (SECONDS + 240) * 1000,
  );
});

interface StoredState {
  name: string;
  status: string | null;
  answers: number[];
  archives: { answered: number; distinct: number }[];
  resetAudits: number;
  editAudits: Map<string, number>;
}

async function stateInDatabase(centreId: number): Promise<StoredState> {
  const [centre] = await t.db
    .select({ nombre: centros.nombre })
    .from(centros)
    .where(eq(centros.id, centreId));
  const [evaluation] = await t.db
    .select({ id: evaluations.id, status: evaluations.status })
    .from(evaluations)
    .where(eq(evaluations.centros_id, centreId));
  const current = evaluation
    ? await t.db
        .select({ id: answers.preguntas_id })
        .from(answers)
        .where(eq(answers.evaluation_id, evaluation.id))
    : [];
  const archives = await queryRows<{ answered: number; distinct: number }>(
    t.db,
    sql`select jsonb_array_length(r.answers)::int as answered,
          (select count(distinct x->>'preguntas_id') from jsonb_array_elements(r.answers) x)::int as distinct
        from ${evaluationResets} r where r.centros_id = ${centreId}`,
  );
  const [resetAudits] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'POST /v7/reset-quiz'), eq(auditLog.entity_id, String(centreId))),
    );
  const edits = await queryRows<{ nombre: string; n: number }>(
    t.db,
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
