import { allCalls } from '@eval/contracts/calls/index';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, centros, sentEmails, users } from '../../db/schema/index';
import { communityInScope, type AdminScope } from '../../lib/scope';
import { entityOf } from '../../plugins/audit';

/**
 * Which audit lines a scoped administrator reads (docs/security.md "Scope"). A line belongs to
 * the communities of the records it names — all of them, as they are now and as the line
 * recorded them before and after — and is shown only when every one is in the scope, so a line
 * of a person who moved in from another community (its `before` names that one) stays national.
 */

/** Lines about a centre: its id leads entity_id (`12`, or `12/3` for its courses). */
const CENTRE_LINES = ['centros', 'cursoscentros', 'reset-quiz'];
/** Lines about a person: entity_id is the user's id. */
const USER_LINES = [
  'users',
  'user',
  'auth/reset',
  'auth/registeruser',
  'users/personal-data/erase',
];
/** A resend: entity_id is the message's id; the line belongs to its person's community. */
const MAIL_LINES = ['sent-emails/resend'];
/**
 * The improvement plan's writes, made by a centre's own people (routes declared `audited`):
 * the line belongs to its author's centre's community, the centre whose plan it changed.
 */
const PLAN_LINES = new Set(
  allCalls
    .filter((call) => call.access !== 'admin' && call.tags.includes('Plan de mejora'))
    .filter((call) => call.method !== 'GET')
    .map((call) => entityOf(call.path)),
);

const entitiesOf = (scope: 'national' | 'own') =>
  new Set(
    allCalls
      .filter((call) => call.access === 'admin' && call.method !== 'GET' && call.scope === scope)
      .map((call) => entityOf(call.path)),
  );
/**
 * National data (catalogue, courses catalogue, content, geography, mail templates, profiles,
 * cargos, periods): read by every administrator, so its lines are too; taken from the call
 * table so that a new national call's lines follow.
 */
const NATIONAL_LINES = entitiesOf('national');
/** One's own account, views and second factor: the lines of their author only. */
const OWN_LINES = entitiesOf('own');

/** Whether a scoped administrator may read any line of `entity` (the options' lists). */
export function entityReadableInScope(entity: string): boolean {
  return (
    [...CENTRE_LINES, ...USER_LINES, ...MAIL_LINES].includes(entity) ||
    PLAN_LINES.has(entity) ||
    NATIONAL_LINES.has(entity) ||
    OWN_LINES.has(entity)
  );
}

/** Whether `entity` is national data: never reverted by a scoped administrator. */
export const isNationalDataLine = (entity: string): boolean => NATIONAL_LINES.has(entity);

/** A text as an integer when it is one (a recorded id), else null: never a cast error. */
const integerOf = (text: SQL): SQL =>
  sql`(case when ${text} ~ '^[0-9]{1,9}$' then (${text})::int end)`;
const leadingId = integerOf(sql`split_part(${auditLog.entity_id}, '/', 1)`);
/** A field the line recorded in `before` or `after`, as an integer (the names are ours). */
const recorded = (side: 'before' | 'after', field: 'comunidades_id' | 'centros_id' | 'perfil') =>
  integerOf(
    sql`(${side === 'before' ? auditLog.before : auditLog.after} ->> ${sql.raw(`'${field}'`)})`,
  );
const centreCommunity = (centreId: SQL): SQL =>
  sql`(select cc.comunidades_id from ${centros} cc where cc.id = ${centreId})`;
const personColumn = (column: 'centros_id' | 'perfil', userId: SQL): SQL =>
  sql`(select ${sql.raw(`uu.${column}`)} from ${users} uu where uu.id = ${userId})`;

/** True when the communities listed are at least one, and every one is in the scope. */
function allInScope(scope: AdminScope, communities: SQL[]): SQL {
  const inScope = communityInScope(scope, sql`named.id`) ?? sql`true`;
  return sql`(select count(*) > 0 and coalesce(bool_and(${inScope}), false)
    from unnest(array[${sql.join(communities, sql`, `)}]::int[]) named(id) where named.id is not null)`;
}

const inList = (entities: Iterable<string>): SQL => {
  const list = [...entities];
  return list.length === 0 ? sql`false` : sql`${auditLog.entity} in ${list}`;
};

/** The condition on audit_log rows that `scope` reads; undefined when national. */
export function auditLineInScope(scope: AdminScope): SQL | undefined {
  if (scope.national) return undefined;
  const centreLine = allInScope(scope, [
    centreCommunity(leadingId),
    recorded('before', 'comunidades_id'),
    recorded('after', 'comunidades_id'),
  ]);
  // An administrator is national's to read: whether they are one now or were when recorded.
  const aboutAdministrator = sql`${ADMIN_PROFILE} in (${personColumn('perfil', leadingId)},
    ${recorded('before', 'perfil')}, ${recorded('after', 'perfil')})`;
  const userLine = sql`(not coalesce(${aboutAdministrator}, false) and ${allInScope(scope, [
    centreCommunity(personColumn('centros_id', leadingId)),
    centreCommunity(recorded('before', 'centros_id')),
    centreCommunity(recorded('after', 'centros_id')),
  ])})`;
  const recipient = sql`(select m.user_id from ${sentEmails} m where m.id = ${leadingId})`;
  const mailLine = sql`(coalesce(${personColumn('perfil', recipient)} <> ${ADMIN_PROFILE}, false)
    and ${allInScope(scope, [centreCommunity(personColumn('centros_id', recipient))])})`;
  const planLine = allInScope(scope, [
    centreCommunity(personColumn('centros_id', sql`${auditLog.user_id}`)),
  ]);
  return sql`(case
    when ${inList(CENTRE_LINES)} then ${centreLine}
    when ${inList(PLAN_LINES)} then ${planLine}
    when ${inList(USER_LINES)} then ${userLine}
    when ${inList(MAIL_LINES)} then ${mailLine}
    when ${inList(NATIONAL_LINES)} then true
    when ${inList(OWN_LINES)} then ${auditLog.user_id} is not distinct from ${scope.self}
    else false end)`;
}

/**
 * Whether a scoped administrator reads audit line `lineId` (true for a national scope). Called
 * with the line locked, inside the revert's transaction.
 */
export async function auditLineVisible(
  tx: Executor,
  scope: AdminScope,
  lineId: number,
): Promise<boolean> {
  const condition = auditLineInScope(scope);
  if (!condition) return true;
  const [row] = await tx
    .select({ visible: sql<boolean>`${condition}` })
    .from(auditLog)
    .where(eq(auditLog.id, lineId));
  return row?.visible ?? false;
}
