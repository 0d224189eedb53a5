import { sql, type SQL } from 'drizzle-orm';
import type { Setup } from '@eval/contracts/common';
import type { Ownership } from '@eval/contracts/centre-enums';
import type { EvaluationStatus } from '@eval/contracts/evaluation-enums';
import {
  isQuizOrderField,
  type QuizFilter,
  type QuizKey,
  type QuizOrderField,
  type QuizRow,
} from '@eval/contracts/quizzes';
import { queryRows, type Database } from '../../db/client';
import { inlineLimit, queryNamedRows } from '../../db/prepared';
import { containsText, searchableContains } from '../../db/schema/search';
import { rowsInIdOrder } from '../../lib/id-order';
import { communityInScope, scopeKey, type AdminScope } from '../../lib/scope';
import { keysetBatches } from '../../lib/keyset-batches';
import {
  filterKey,
  type ChannelName,
  type ReadBeside,
  type VersionedCache,
} from '../../lib/versioned-cache';
import { spanishToday } from '../../lib/dates';
import type { Period } from '../periods/repository';
import { planScopes } from './quiz-channels';
import { planCondition, planOf, planSummaries, planVersion } from './quiz-plan-repository';
import {
  centros,
  claves,
  comunidades,
  evaluationKeys,
  evaluations,
  municipios,
} from '../../db/schema/index';

/** The row as the query returns it, before the keys are attached. */
interface RawQuizRow {
  id: number;
  nombre: string;
  codigo: string;
  ccaa: string;
  municipality: string;
  groupby: string | null;
  ownership: Ownership | null;
  evaluation_id: number | null;
  status: EvaluationStatus;
  send: Date | string | null;
  last_answer: Date | string | null;
}

/** A row of a page: also its version as it was read (`rowVersion`). */
interface RawPageRow extends RawQuizRow {
  row_version: string;
}

/** Sort expressions of the list; every one is followed by the centre id so pages are stable. */
const ORDER_EXPRESSIONS: Record<QuizOrderField, SQL> = {
  nombre: sql`c.nombre`,
  codigo: sql`c.codigo`,
  ccaa: sql`co.nombre`,
  municipality: sql`m.nombre`,
  groupby: sql`c.groupby`,
  ownership: sql`c.ownership`,
  send: sql`e.finished_at`,
  status: sql`coalesce(e.status, 'NOT_STARTED')`,
  lastAnswer: sql`e.last_answer_at`,
};

/** Sort fields whose expression can be null (no evaluation yet, optional centre fields). */
const NULLABLE_ORDER_FIELDS = new Set<QuizOrderField>([
  'send',
  'lastAnswer',
  'groupby',
  'ownership',
]);

/**
 * The WHERE clause of the list, the count and the download, so all three always agree. One row
 * per active centre (docs/quizzes.md).
 */
export function quizWhere(
  filter: QuizFilter,
  periodId: number,
  scope: AdminScope,
  today: string = spanishToday(),
): SQL {
  const conditions: SQL[] = [sql`c.activo = 1`];
  // The caller's communities only (lib/scope.ts); nothing more for a national scope.
  const inScope = communityInScope(scope, sql`c.comunidades_id`);
  if (inScope) conditions.push(inScope);
  if (filter.nombre) {
    conditions.push(searchableContains(sql`c.nombre_search`, filter.nombre));
  }
  if (filter.codigo) {
    conditions.push(containsText(sql`c.codigo`, filter.codigo));
  }
  if (filter.ownership) conditions.push(sql`c.ownership = ${filter.ownership}`);
  if (filter.groupby && filter.groupby.length > 0) {
    conditions.push(sql`c.groupby in ${filter.groupby}`);
  }
  if (filter.comunidades && filter.comunidades.length > 0) {
    conditions.push(sql`c.comunidades_id in ${filter.comunidades}`);
  }
  if (filter.municipio) conditions.push(sql`c.municipios_id_municipio = ${filter.municipio}`);
  if (filter.status === 'NOT_STARTED') {
    // An anti-join rather than `e.id is null or e.status = …`: the OR over the outer join forced
    // a hash join of every evaluation of the period; this probes the unique index per centre.
    conditions.push(sql`not exists (select 1 from ${evaluations} started
      where started.centros_id = c.id and started.periodos_id = ${periodId}
        and started.status <> 'NOT_STARTED')`);
  } else if (filter.status) {
    conditions.push(sql`e.status = ${filter.status}`);
  }
  if (filter.sendFrom) conditions.push(sql`e.finished_at >= ${filter.sendFrom}::timestamptz`);
  if (filter.sendTo) conditions.push(sql`e.finished_at <= ${filter.sendTo}::timestamptz`);
  const plan = planCondition(filter.plan, periodId, today);
  if (plan) conditions.push(plan);
  return sql.join(conditions, sql` and `);
}

/** Whether the filter's result depends on evaluation statuses (the cache channels of the count). */
const readsEvaluations = (filter: QuizFilter): boolean =>
  Boolean(filter.status || filter.sendFrom || filter.sendTo);

/** Whether the WHERE names `e` ('not started' is an anti-join of its own, see quizWhere). */
const joinsEvaluation = (filter: QuizFilter): boolean =>
  Boolean((filter.status && filter.status !== 'NOT_STARTED') || filter.sendFrom || filter.sendTo);

/** Sort fields read from the evaluation, and from the place names. */
const EVALUATION_ORDER_FIELDS = new Set<string>(['send', 'status', 'lastAnswer']);
const NAME_ORDER_FIELDS = new Set<string>(['ccaa', 'municipality']);

/** FROM clause: every centre with its evaluation of the period, if any. */
const quizFrom = (
  periodId: number,
  withNames: boolean,
  withEvaluation = true,
  afterCentre?: number,
): SQL => sql`
  ${centros} c
  ${withNames ? sql`join ${comunidades} co on co.id = c.comunidades_id join ${municipios} m on m.id_municipio = c.municipios_id_municipio` : sql``}
  ${withEvaluation ? sql`left join ${evaluations} e on e.centros_id = c.id and e.periodos_id = ${periodId}` : sql``}
  ${
    // Repeated on the join so a download's batch starts the evaluations index at its first
    // centre instead of walking it from the beginning for every batch.
    withEvaluation && afterCentre !== undefined ? sql`and e.centros_id > ${afterCentre}` : sql``
  }`;

const quizColumns = sql`c.id, c.nombre, c.codigo, co.nombre as ccaa, m.nombre as municipality,
  c.groupby, c.ownership, e.id as evaluation_id, coalesce(e.status, 'NOT_STARTED') as status,
  e.finished_at as send, e.last_answer_at as last_answer`;

/**
 * The version of a row of the list as it stands (`c` the centre, `e` its evaluation of the period,
 * if any): the evaluation's id and tuple version, its keys' tuple versions, and its plan's actions
 * in `period` (the "Plan de mejora" column). PostgreSQL gives every committed change of a row a
 * new `xmin`, so the text changes with any answer, submission or reset of the row, a key added
 * or removed included, any action added, changed or deleted, and never returns to an older
 * value. The centre's own fields and the names are the channels' (quiz-channels.ts). The same
 * expression is read with a page and to check it, so the two always agree.
 */
const rowVersion = (period: SQL): SQL => sql`concat_ws(':', c.id, e.id, e.xmin::text, (
  select string_agg(k.claves_id || '.' || k.xmin::text, ' ' order by k.claves_id)
  from ${evaluationKeys} k where k.evaluation_id = e.id), ${planVersion(period)})`;

/** A page's row versions in page order, as one text. */
const joinVersions = (rows: readonly { row_version: string }[]): string =>
  rows.map((row) => row.row_version).join(',');

/**
 * What selects the versions of the rows of the centres `ids` (a page, in its order) for
 * `periodId` as they stand: equal to those read with the page while none of its rows has
 * changed. Read in the data versions' own statement on each request for a stored page
 * (ResponseBytesCache.sendCheckingRows); its values are placeholders, so the text is
 * the same for every page.
 */
export function quizRowVersionsCheck(ids: readonly number[], periodId: number): ReadBeside {
  return {
    shape: 'quiz-row-versions',
    build: () =>
      sql`select coalesce(string_agg(${rowVersion(sql`${sql.placeholder('rowPeriod')}::int`)}, ',' order by c.position), '')
          from unnest(${sql.placeholder('rowIds')}::int[]) with ordinality as c(id, position)
          left join ${evaluations} e
            on e.centros_id = c.id and e.periodos_id = ${sql.placeholder('rowPeriod')}`,
    values: { rowIds: `{${ids.map((id) => Math.trunc(id)).join(',')}}`, rowPeriod: periodId },
  };
}

function orderBy(setup: Setup): SQL {
  const order = setup.order;
  // The route refuses any other field (400) before asking; the default order is the name's.
  if (!order || !isQuizOrderField(order.field)) return sql`c.nombre asc, c.id asc`;
  // Nulls placement only where a column can be null: on a NOT NULL column it changes nothing in
  // the result but stops PostgreSQL from reading the page in index order (centros_nombre_idx),
  // making it sort every matching centre instead.
  const nullable = NULLABLE_ORDER_FIELDS.has(order.field);
  const direction =
    order.direction === 'desc'
      ? nullable
        ? sql`desc nulls last`
        : sql`desc`
      : nullable
        ? sql`asc nulls first`
        : sql`asc`;
  return sql`${ORDER_EXPRESSIONS[order.field]} ${direction}, c.id ${order.direction === 'desc' ? sql`desc` : sql`asc`}`;
}

const toIso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Keys of the given evaluations, in one query (no N+1), grouped by evaluation. */
export async function keysOfEvaluations(
  db: Database,
  evaluationIds: readonly number[],
  period: Period,
): Promise<Map<number, QuizKey[]>> {
  const byEvaluation = new Map<number, QuizKey[]>();
  if (evaluationIds.length === 0) return byEvaluation;
  const rows = await queryNamedRows<{
    evaluation_id: number;
    claves_id: number;
    num: number;
    total: number;
    percentage: number;
  }>(
    db,
    sql`select k.evaluation_id, k.claves_id, k.num, k.total, k.percentage
        from ${evaluationKeys} k join ${claves} cl on cl.id = k.claves_id
        where k.evaluation_id in ${evaluationIds}
        order by k.evaluation_id, cl.orden, k.claves_id`,
  );
  for (const row of rows) {
    const list = byEvaluation.get(row.evaluation_id) ?? [];
    list.push({
      keyId: row.claves_id,
      num: Number(row.num),
      total: Number(row.total),
      percentage: Number(row.percentage),
      periodo: period.periodo,
      periodId: period.id,
    });
    byEvaluation.set(row.evaluation_id, list);
  }
  return byEvaluation;
}

async function withKeys(
  db: Database,
  raw: RawQuizRow[],
  period: Period,
  today: string,
): Promise<QuizRow[]> {
  const ids = raw.map((r) => r.evaluation_id).filter((v): v is number => v !== null);
  const keys = await keysOfEvaluations(db, ids, period);
  const plans = await planSummaries(
    db,
    raw.map((r) => r.id),
    period.id,
    today,
  );
  return raw.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    codigo: r.codigo,
    ccaa: r.ccaa,
    municipality: r.municipality,
    groupby: r.groupby,
    ownership: r.ownership,
    quiz: period.periodo,
    periodId: period.id,
    send: toIso(r.send),
    status: r.status,
    lastAnswer: toIso(r.last_answer),
    keys: r.evaluation_id === null ? [] : (keys.get(r.evaluation_id) ?? []),
    plan: planOf(plans, r.id),
  }));
}

/**
 * One page of the list and the count under the same filter: three queries whatever the size.
 * The page's centres are found first, joining only what the filter and the order name, so a
 * page in name order is read from the covering name index without visiting the table (0.7 ms
 * instead of 2.2 ms for "san" + ownership + not started at national scale); then the rows of
 * those centres are read whole, with their versions (`rowVersion`, read before their keys, so a
 * key changed in between makes the versions older than the data and the next check recomputes).
 */
export async function listQuizzes(
  db: Database,
  cache: VersionedCache,
  filter: QuizFilter,
  setup: Setup,
  period: Period,
  scope: AdminScope,
  today: string = spanishToday(),
): Promise<{ data: QuizRow[]; count: number; rowVersions: string }> {
  const where = quizWhere(filter, period.id, scope, today);
  const field = setup.order?.field ?? '';
  const pageIds = await queryNamedRows<{ id: number }>(
    db,
    sql`select c.id from ${quizFrom(
      period.id,
      NAME_ORDER_FIELDS.has(field),
      joinsEvaluation(filter) || EVALUATION_ORDER_FIELDS.has(field),
    )}
        where ${where} order by ${orderBy(setup)}
        ${inlineLimit(setup.size)} offset ${setup.page * setup.size}`,
  );
  const rows = await rowsInIdOrder(pageIds, (ids) =>
    queryNamedRows<RawPageRow>(
      db,
      sql`select ${quizColumns}, ${rowVersion(sql`${period.id}::int`)} as row_version
          from ${quizFrom(period.id, true)} where c.id in ${ids}`,
    ),
  );
  // The total changes only with the centres, with evaluation statuses when the filter looks at
  // them, and with the plans when it is filtered by plan: answering does not move it. Overdue
  // actions also depend on the day, so that total is kept per day.
  const count = await cache.get(
    [
      ...(readsEvaluations(filter) ? (['centros', 'evaluation_status'] as const) : ['centros']),
      ...(filter.plan ? planScopes(filter, period.id) : []),
    ] as ChannelName[],
    filterKey(
      `quizzes.count:${period.id}:${scopeKey(scope)}${filter.plan === 'vencidas' ? `:${today}` : ''}`,
      filter,
    ),
    async () => {
      const [counted] = await queryRows<{ count: string | number }>(
        db,
        sql`select count(*) as count from ${quizFrom(period.id, false, joinsEvaluation(filter))} where ${where}`,
      );
      return Number(counted?.count ?? 0);
    },
  );
  return {
    data: await withKeys(db, rows, period, today),
    count,
    rowVersions: joinVersions(rows),
  };
}

/**
 * Every matching row, in batches read by keyset pagination on the centre id, so the download
 * never holds more than one batch in memory whatever the number of rows. The first batch is
 * read before this resolves (lib/keyset-batches.ts).
 */
export async function quizBatches(
  db: Database,
  filter: QuizFilter,
  period: Period,
  scope: AdminScope,
  batchSize = 1000,
): Promise<AsyncGenerator<QuizRow[]>> {
  const today = spanishToday();
  const where = quizWhere(filter, period.id, scope, today);
  const batches = await keysetBatches(
    (after) =>
      queryRows<RawQuizRow>(
        db,
        sql`select ${quizColumns} from ${quizFrom(period.id, true, true, after)}
            where ${where} and c.id > ${after} order by c.id limit ${batchSize}`,
      ),
    batchSize,
  );
  return (async function* withKeyColumns() {
    for await (const raw of batches) yield await withKeys(db, raw, period, today);
  })();
}
