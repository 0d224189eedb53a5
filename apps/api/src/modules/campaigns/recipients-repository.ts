import { sql, type SQL } from 'drizzle-orm';
import {
  campaignStatuses,
  type CampaignAudience,
  type CampaignFilter,
} from '@eval/contracts/campaigns';
import type { EvaluationStatus } from '@eval/contracts/evaluation-enums';
import { spanishToday } from '../../lib/dates';
import type { AdminScope } from '../../lib/scope';
import { quizWhere } from '../quizzes/quiz-list-repository';
import type { MailLanguage, RenderedMail } from '../emails/mail-templates';
import { queryRows, type Executor } from '../../db/client';
import { centros, evaluations, planActions, sentEmails, users } from '../../db/schema/index';

/** The coordinator profile (domain.md): "each centre's coordinators". */
const COORDINATOR_PROFILE = 1;

/** {{progreso}}: the centre's evaluation status in the recipient's language. */
export const PROGRESS_LABELS: Record<MailLanguage, Record<EvaluationStatus, string>> = {
  ES: {
    NOT_STARTED: 'Sin comenzar',
    IN_PROGRESS: 'En proceso',
    NOT_FINISHED: 'No terminada',
    FINISHED: 'Completada',
  },
  CA: {
    NOT_STARTED: 'Sense començar',
    IN_PROGRESS: 'En procés',
    NOT_FINISHED: 'No acabada',
    FINISHED: 'Completada',
  },
};

/**
 * {{plan}}: the state of the centre's improvement plan for the campaign's period, as
 * "3 acciones · 1 hecha · 1 vencida" (the overdue part only when there are some; "vencida": a
 * due date before today in Spain and not done, as Seguimiento counts it), or "Sin plan"; [one, many] of each word.
 */
export const PLAN_WORDS: Record<
  MailLanguage,
  { none: string; actions: [string, string]; done: [string, string]; overdue: [string, string] }
> = {
  ES: {
    none: 'Sin plan',
    actions: ['acción', 'acciones'],
    done: ['hecha', 'hechas'],
    overdue: ['vencida', 'vencidas'],
  },
  CA: {
    none: 'Sense pla',
    actions: ['acció', 'accions'],
    done: ['feta', 'fetes'],
    overdue: ['vençuda', 'vençudes'],
  },
};

export interface Target {
  filter: CampaignFilter;
  periodId: number;
  audience: CampaignAudience;
  /** Recurring runs: only centres that have not finished. */
  unfinishedOnly: boolean;
  intervalDays: number;
  /**
   * The caller's scope (lib/scope.ts): the recipients are of its communities only. A stored
   * campaign's run is national, its filter having been narrowed to its creator's communities
   * when it was created (campaign-scope.ts).
   */
  scope: AdminScope;
}

/**
 * FROM … WHERE of a campaign's recipients: the active centres the Seguimiento centros filter
 * selects (the same quizWhere as the list), their active coordinators or active users, less
 * whoever received a reminder within the minimum interval (`recent` false) or only those
 * (`recent` true, to count them).
 */
export function recipientsFrom(target: Target, recent = false): SQL {
  // One status (or none) is the list's own filter; several are matched here, on the status
  // the centre shows (no evaluation row = "Sin comenzar"), which the join below already reads.
  const statuses = campaignStatuses(target.filter);
  const several = statuses.length > 1;
  const listFilter = { ...target.filter, status: several ? null : statuses[0] };
  const conditions = [quizWhere(listFilter, target.periodId, target.scope)];
  if (several) conditions.push(sql`coalesce(e.status::text, 'NOT_STARTED') in ${statuses}`);
  if (target.unfinishedOnly) conditions.push(sql`coalesce(e.status, 'NOT_STARTED') <> 'FINISHED'`);
  if (target.audience === 'coordinators') conditions.push(sql`u.perfil = ${COORDINATOR_PROFILE}`);
  const reminded = sql`exists (select 1 from ${sentEmails} r where r.user_id = u.id
      and r.campaign_id is not null
      and r.created_at > now() - make_interval(secs => ${target.intervalDays * 86_400}))`;
  conditions.push(recent ? reminded : sql`not ${reminded}`);
  return sql`from ${centros} c
    left join ${evaluations} e on e.centros_id = c.id and e.periodos_id = ${target.periodId}
    join ${users} u on u.centros_id = c.id and u.activo = 1
    where ${sql.join(conditions, sql` and `)}`;
}

/** SQL that escapes a text for HTML, as escapeHtml does. */
const escaped = (value: SQL): SQL =>
  sql`replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

const progressOf = (language: MailLanguage): SQL => {
  const labels = PROGRESS_LABELS[language];
  return sql`(case coalesce(e.status::text, 'NOT_STARTED')
    ${sql.join(
      Object.entries(labels).map(([status, label]) => sql`when ${status} then ${label}`),
      sql` `,
    )} end)`;
};

/** `n` and its word: "1 acción", "3 acciones". */
const counted = (n: SQL, [one, many]: [string, string]): SQL =>
  sql`(${n})::text || case when ${n} = 1 then ${` ${one}`}::text else ${` ${many}`}::text end`;

/** {{plan}} of centre `c` in period `periodId`, in `language`, from one look-up of its actions. */
const planOf = (language: MailLanguage, periodId: number): SQL => {
  const words = PLAN_WORDS[language];
  const all = sql`count(*)`;
  const done = sql`count(*) filter (where pa.estado = 'hecha')`;
  const overdue = sql`count(*) filter (where pa.estado <> 'hecha' and pa.fecha_limite < ${spanishToday()}::date)`;
  return sql`(select case when ${all} = 0 then ${words.none}::text
      else ${counted(all, words.actions)} || ' · ' || ${counted(done, words.done)}
        || case when ${overdue} > 0 then ' · ' || ${counted(overdue, words.overdue)} else '' end
      end
    from ${planActions} pa where pa.centros_id = c.id and pa.periodos_id = ${periodId}::integer)`;
};

/**
 * The template filled per recipient inside the INSERT … SELECT: the text picked by the
 * recipient's language (Spanish unless CA), every value escaped in the HTML, as fillMail does
 * in code. One statement for thousands of recipients is what keeps a national campaign fast.
 */
function filled(
  mails: Record<MailLanguage, RenderedMail>,
  part: keyof RenderedMail,
  values: { periodo: string; enlace: string; periodId: number },
): SQL {
  const html = part === 'html';
  const wrap = (value: SQL) => (html ? escaped(value) : value);
  const valueOf = (language: MailLanguage, name: string): SQL => {
    switch (name) {
      case 'nombre':
        return sql`u.nombre`;
      case 'centro':
        return sql`c.nombre`;
      case 'periodo':
        return sql`${values.periodo}::text`;
      case 'progreso':
        return progressOf(language);
      case 'plan':
        return planOf(language, values.periodId);
      case 'enlace':
        return sql`${values.enlace}::text`;
      default:
        return sql`''`;
    }
  };
  // The template cut at its placeholders and joined with the values (a || b || …): no scan of
  // the whole message per placeholder and per recipient, as replace() would do.
  const perLanguage = (language: MailLanguage) => {
    const pieces = mails[language][part].split(/\{\{(\w+)\}\}/);
    return sql.join(
      pieces.map((piece, i) =>
        i % 2 === 0 ? sql`${piece}::text` : sql`coalesce(${wrap(valueOf(language, piece))}, '')`,
      ),
      sql` || `,
    );
  };
  return sql`(case when u.language_id = 'CA' then ${perLanguage('CA')} else ${perLanguage('ES')} end)`;
}

/** Columns of sent_emails for each recipient of `campaignId`. */
export function recipientMails(
  mails: Record<MailLanguage, RenderedMail>,
  values: { periodo: string; enlace: string; periodId: number },
  campaignId: number,
): SQL {
  return sql`u.email, ${filled(mails, 'subject', values)}, ${filled(mails, 'html', values)},
    ${filled(mails, 'text', values)}, u.id, ${campaignId}::integer, now()`;
}

/** How many people and centres the target reaches now. */
export async function countRecipients(
  db: Executor,
  target: Target,
): Promise<{ recipients: number; centres: number } | undefined> {
  const [counts] = await queryRows<{ recipients: number; centres: number }>(
    db,
    sql`select count(*)::int as recipients, count(distinct c.id)::int as centres ${recipientsFrom(target)}`,
  );
  return counts;
}

/** How many of the target's people were left out for a reminder within the interval. */
export async function countRecentlyReminded(
  db: Executor,
  target: Target,
): Promise<number | undefined> {
  const [recent] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n ${recipientsFrom(target, true)}`,
  );
  return recent?.n;
}

/** The target's first recipient (by centre name), for the preview's sample message. */
export async function firstRecipient(
  db: Executor,
  target: Target,
): Promise<
  | { nombre: string; centro: string; status: EvaluationStatus; plan: Record<MailLanguage, string> }
  | undefined
> {
  const [first] = await queryRows<{
    nombre: string;
    centro: string;
    status: EvaluationStatus;
    plan_es: string;
    plan_ca: string;
  }>(
    db,
    sql`select u.nombre, c.nombre as centro, coalesce(e.status::text, 'NOT_STARTED') as status,
          ${planOf('ES', target.periodId)} as plan_es, ${planOf('CA', target.periodId)} as plan_ca
        ${recipientsFrom(target)} order by c.nombre, c.id, u.id limit 1`,
  );
  if (!first) return undefined;
  const { plan_es, plan_ca, ...person } = first;
  return { ...person, plan: { ES: plan_es, CA: plan_ca } };
}

/**
 * Inserts one due message per recipient of the target into the outbox (INSERT … SELECT), each
 * filled from `mails`; returns how many.
 */
export async function insertRecipientMails(
  tx: Executor,
  mails: Record<MailLanguage, RenderedMail>,
  values: { periodo: string; enlace: string },
  campaignId: number,
  target: Target,
): Promise<number> {
  const filledValues = { ...values, periodId: target.periodId };
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with queued as (
          insert into ${sentEmails} (receiver, subject, html, text, user_id, campaign_id, next_attempt_at)
          select ${recipientMails(mails, filledValues, campaignId)} ${recipientsFrom(target)}
          returning 1)
        select count(*)::int as n from queued`,
  );
  return rows[0]?.n ?? 0;
}
