import type { CrashFixture } from './crash-fixture';
import { PERIOD_CENTRE_PREFIX } from './crash-fixture';

/** SQL on the database under test (a client of its own, or the server's PGlite over IPC). */
export type SqlRunner = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** What the database holds of one operation after the restart. */
export type Outcome =
  { state: 'applied' } | { state: 'absent' } | { state: 'partial'; detail: string };

export interface PreparedOperation {
  path: string;
  /** JSON unless `contentType` is given: then the raw text sent as is (a CSV file). */
  body: unknown;
  contentType?: string;
  check(sql: SqlRunner): Promise<Outcome>;
}

export interface CrashOperation {
  name: string;
  /** The audit log's action for it: written after the commit, outside its transaction. */
  auditAction: string;
  /** Its answer when it succeeds: 201 for a call that creates (docs/decisions.md), else 200. */
  successStatus: 200 | 201;
  /** Readies run `run` (0 is the uninterrupted calibration run) on the running server. */
  prepare(sql: SqlRunner, run: number): Promise<PreparedOperation>;
}

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('check query returned no row');
  return row;
}

const partial = (detail: object): Outcome => ({ state: 'partial', detail: JSON.stringify(detail) });

/**
 * An operation that POSTs to `path`, audited as `POST <path>`: `prepare` readies the body and
 * the check of run `run`.
 */
function postOperation(
  name: string,
  path: string,
  successStatus: 200 | 201,
  prepare: (sql: SqlRunner, run: number) => Promise<Omit<PreparedOperation, 'path'>>,
): CrashOperation {
  return {
    name,
    auditAction: `POST ${path}`,
    successStatus,
    async prepare(sql, run) {
      return { path, ...(await prepare(sql, run)) };
    },
  };
}

/**
 * POST /v1/auth/massive of `rows` valid rows: every user and their welcome e-mail (recorded in
 * sent_emails by the same transaction, the outbox) exist, or none of them.
 */
export function massUploadOperation(fixture: CrashFixture, rows: number): CrashOperation {
  return postOperation(`mass upload (${rows} rows)`, '/v1/auth/massive', 201, async (_sql, run) => {
    // 'upload7x' is no prefix of 'upload17x': one LIKE finds exactly this run's rows.
    const stem = `upload${run}x`;
    const pattern = `${stem}%@crash.example`;
    return {
      body: Array.from({ length: rows }, (_, i) => ({
        line: i + 2,
        nombre: `Persona ${i}`,
        apellidos: `Carga ${run}`,
        email: `${stem}${i}@crash.example`,
        tipo: i % 2 === 0 ? '1' : '2',
        codigocentro: fixture.uploadCentre,
      })),
      async check(sql) {
        const found = await one(
          sql<{
            users: number;
            mails: number;
            usersWithoutMail: number;
            mailsWithoutUser: number;
          }>(
            `select
                (select count(*)::int from users where email like $1) as "users",
                (select count(*)::int from sent_emails where receiver like $1) as "mails",
                (select count(*)::int from users u where u.email like $1 and not exists
                  (select 1 from sent_emails s where s.user_id = u.id and s.receiver = u.email))
                  as "usersWithoutMail",
                (select count(*)::int from sent_emails s where s.receiver like $1 and not exists
                  (select 1 from users u where u.id = s.user_id)) as "mailsWithoutUser"`,
            [pattern],
          ),
        );
        const orphans = found.usersWithoutMail + found.mailsWithoutUser;
        if (found.users === rows && found.mails === rows && orphans === 0)
          return { state: 'applied' };
        if (found.users === 0 && found.mails === 0) return { state: 'absent' };
        return partial(found);
      },
    };
  });
}

/**
 * POST /v2/centros/import of a CSV of `rows` new centres: after a kill every centre of
 * the run and its in-transaction audit line are there, or none of them.
 */
export function centreImportOperation(rows: number): CrashOperation {
  return postOperation(
    `centre import (${rows} rows)`,
    '/v2/centros/import',
    201,
    async (_sql, run) => {
      // 'CI7x' is no prefix of 'CI17x': one LIKE finds exactly this run's centres.
      const stem = `CI${run}x`;
      const lines = Array.from(
        { length: rows },
        (_, i) => `${stem}${i};Centro importado ${i};Calle ${i};28001;13;28;28079;PUBLIC;;;MEDIO;1`,
      );
      return {
        contentType: 'text/csv',
        body: `codigo;nombre;direccion;cp;comunidad;provincia;municipio;ownership;kind;groupby;nivel_socioeconomico;activo\n${lines.join('\n')}\n`,
        async check(sql) {
          const found = await one(
            sql<{ centres: number; audited: number }>(
              `select
                (select count(*)::int from centros where codigo like $1) as "centres",
                (select count(*)::int from audit_log a join centros c
                  on a.entity = 'centros' and a.entity_id = c.id::text
                  where c.codigo like $1 and a.action = 'IMPORT /v2/centros/import') as "audited"`,
              [`${stem}%`],
            ),
          );
          if (found.centres === rows && found.audited === rows) return { state: 'applied' };
          if (found.centres === 0) return { state: 'absent' };
          return partial(found);
        },
      };
    },
  );
}

/**
 * POST /v7/reset-quiz of a finished evaluation: intact (answers, key progress, finish date, no
 * archive row), or wholly reset (no answers, progress 0, not started, one archive row holding
 * every answer). Each run resets another centre's evaluation.
 */
export function resetOperation(fixture: CrashFixture): CrashOperation {
  return postOperation('evaluation reset', '/v7/reset-quiz', 200, async (_sql, run) => {
    const target = fixture.resets[run];
    if (!target) throw new Error(`fixture has no evaluation for reset run ${run}`);
    return {
      body: { centerId: target.centreId },
      async check(sql) {
        const found = await one(
          sql<{
            status: string;
            finished: boolean;
            scored: boolean;
            answers: number;
            progress: number;
            scoredKeys: number;
            resets: number;
            archived: number;
          }>(
            `select e.status::text as "status", e.finished_at is not null as "finished",
                e.score is not null as "scored",
                (select count(*)::int from answers a where a.evaluation_id = e.id) as "answers",
                (select coalesce(sum(k.num), 0)::int from evaluation_keys k
                  where k.evaluation_id = e.id) as "progress",
                (select count(*)::int from evaluation_keys k
                  where k.evaluation_id = e.id and k.score is not null) as "scoredKeys",
                (select count(*)::int from evaluation_resets r
                  where r.evaluation_id = e.id) as "resets",
                (select coalesce(sum(jsonb_array_length(r.answers)), 0)::int
                  from evaluation_resets r where r.evaluation_id = e.id) as "archived"
              from evaluations e where e.id = $1`,
            [target.evaluationId],
          ),
        );
        if (
          found.status === 'FINISHED' &&
          found.finished &&
          found.answers === target.answers &&
          found.progress === target.keyProgress &&
          found.resets === 0
        )
          return { state: 'absent' };
        if (
          found.status === 'NOT_STARTED' &&
          !found.finished &&
          !found.scored &&
          found.answers === 0 &&
          found.progress === 0 &&
          found.scoredKeys === 0 &&
          found.resets === 1 &&
          found.archived === target.answers
        )
          return { state: 'applied' };
        return partial(found);
      },
    };
  });
}

/**
 * POST /v7/nuevoperiodo: the new period exists, is the only active one, settings point to it
 * and the evaluations in progress of the old one are closed; or the old state is intact. Before
 * each run the fixture's centres get an evaluation in progress in the active period, so every
 * change has rows to close.
 */
export function periodChangeOperation(fixture: CrashFixture): CrashOperation {
  const centres = `${PERIOD_CENTRE_PREFIX}%`;
  return postOperation(
    `period change (${fixture.periodCentres} evaluations to close)`,
    '/v7/nuevoperiodo',
    201,
    async (sql, run) => {
      const old = await one(
        sql<{ id: number }>(
          `select (value->>'id')::int as "id" from settings where key = 'active_period'`,
        ),
      );
      await sql(
        `insert into evaluations (centros_id, periodos_id, status)
         select id, $1, 'IN_PROGRESS' from centros where codigo like $2
         on conflict do nothing`,
        [old.id, centres],
      );
      const periodo = `${3000 + run}-${3001 + run}`;
      return {
        body: { periodo },
        async check(sql) {
          const found = await one(
            sql<{
              newId: number | null;
              newActive: boolean | null;
              setting: number | null;
              actives: number;
              oldActive: boolean;
              inProgress: number;
              closed: number;
            }>(
              `select
                (select id from periodos where periodo = $1) as "newId",
                (select activo from periodos where periodo = $1) as "newActive",
                (select (value->>'id')::int from settings where key = 'active_period')
                  as "setting",
                (select count(*)::int from periodos where activo) as "actives",
                (select activo from periodos where id = $2) as "oldActive",
                (select count(*)::int from evaluations e join centros c on c.id = e.centros_id
                  where e.periodos_id = $2 and c.codigo like $3 and e.status = 'IN_PROGRESS')
                  as "inProgress",
                (select count(*)::int from evaluations e join centros c on c.id = e.centros_id
                  where e.periodos_id = $2 and c.codigo like $3 and e.status = 'NOT_FINISHED')
                  as "closed"`,
              [periodo, old.id, centres],
            ),
          );
          const k = fixture.periodCentres;
          if (
            found.newId !== null &&
            found.newActive === true &&
            found.setting === found.newId &&
            found.actives === 1 &&
            !found.oldActive &&
            found.inProgress === 0 &&
            found.closed === k
          )
            return { state: 'applied' };
          if (
            found.newId === null &&
            found.setting === old.id &&
            found.actives === 1 &&
            found.oldActive &&
            found.inProgress === k &&
            found.closed === 0
          )
            return { state: 'absent' };
          return partial(found);
        },
      };
    },
  );
}
