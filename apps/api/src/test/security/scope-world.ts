import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  answers,
  auditLog,
  campaigns,
  centros,
  cursos,
  cursosCentros,
  evaluationResets,
  evaluations,
  sentEmails,
  users,
} from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { answerQuestions, finishEvaluation } from '../quiz-helpers';
import { MADRID, MALAGA, type Place } from '../scope-fixture';
import { must } from '../user-helpers';

/**
 * One community's records for the scope matrix, each carrying a marker that appears nowhere
 * else in the database: the centres' names and codes, the people's names and e-mails, the
 * sent e-mails' subjects. A reply to the other community's administrator holding the marker,
 * or one of these ids in an id field, is a leak. The ids are explicit and far above any
 * serial's value, so an id field holding one can only mean this record.
 */
export interface ScopeSide {
  /** `FUERA-AND` or `DENTRO-MAD`: in every name, code and e-mail of the side. */
  marker: string;
  place: Place;
  /** Two active centres: the first with a finished evaluation, the second with one started. */
  centres: readonly [number, number];
  codigos: readonly [string, string];
  /** The first centre's coordinator and the second's teacher. */
  coordinator: number;
  teacher: number;
  teacherEmail: string;
  /**
   * A sent e-mail to the coordinator, an audit line about the first centre, and a campaign to
   * the community created by its regional administrator (who sees only the campaigns they
   * created for their communities).
   */
  sentEmail: number;
  auditLine: number;
  campaign: number;
  /** Every explicit id of the side: the values an id field must never show the other side. */
  ids: ReadonlySet<number>;
}

export interface ScopeWorldOfSides {
  /** Comunidad de Madrid: inside the regional administrator A's scope. */
  madrid: ScopeSide;
  /** Andalucía: inside B's, outside A's. */
  andalucia: ScopeSide;
  /** A course of the catalogue, for the centre-course routes. */
  courseId: number;
  /** The first key of the questionnaire, for the key answers of a centre. */
  keyId: number;
  /** The reminder template, for the campaign routes. */
  templateId: number;
  /** A campaign of the national administrator's, to every community: no regional one's. */
  nationalCampaign: number;
}

/** Lower-case e-mail domain of a side: its marker, so e-mails carry it too. */
const domainOf = (marker: string) => `${marker.toLowerCase()}.example`;

async function seedSide(
  db: Database,
  input: {
    marker: string;
    place: Place;
    base: number;
    periodId: number;
    /** The national administrator: the author of the audit line. */
    actor: number;
    /** The community's regional administrator: the author of its campaign. */
    regional: number;
  },
  shared: { templateId: number; courseId: number; passwordHash: string },
): Promise<ScopeSide> {
  const { marker, place, base } = input;
  const domain = domainOf(marker);
  const codigos = [`${marker}-C1`, `${marker}-C2`] as const;
  const centres = [base + 1, base + 2] as const;
  await db.insert(centros).values(
    centres.map((id, index) => ({
      id,
      nombre: `${marker} Centro ${index + 1}`,
      codigo: codigos[index] ?? '',
      direccion: `${marker} Calle ${index + 1}`,
      activo: 1,
      groupby: `${marker}-GRUPO`,
      ...place,
    })),
  );
  const coordinator = base + 101;
  const teacher = base + 102;
  const teacherEmail = `docente@${domain}`;
  await db.insert(users).values([
    {
      id: coordinator,
      nombre: `${marker} Coordinadora`,
      apellidos: `${marker} Apellido`,
      email: `coordinadora@${domain}`,
      perfil: 1,
      activo: 1,
      centros_id: centres[0],
      password_hash: shared.passwordHash,
    },
    {
      id: teacher,
      nombre: `${marker} Docente`,
      apellidos: `${marker} Apellido`,
      email: teacherEmail,
      perfil: 2,
      activo: 1,
      centros_id: centres[1],
      password_hash: shared.passwordHash,
    },
  ]);
  await db.insert(cursosCentros).values({ centros_id: centres[0], cursos_id: shared.courseId });
  await finishEvaluation(db, centres[0], new Date());
  await answerQuestions(db, centres[1], new Date(), 1);
  const sentEmail = base + 201;
  await db.insert(sentEmails).values({
    id: sentEmail,
    receiver: `coordinadora@${domain}`,
    subject: `${marker} Asunto`,
    html: `<p>${marker} Mensaje</p>`,
    text: `${marker} Mensaje`,
    user_id: coordinator,
    status: true,
    attempts: 1,
  });
  const auditLine = base + 301;
  await db.insert(auditLog).values({
    id: auditLine,
    user_id: input.actor,
    action: 'update',
    entity: 'centros',
    entity_id: String(centres[0]),
    before: { nombre: `${marker} Centro antiguo` },
    after: { nombre: `${marker} Centro 1` },
    actor_ambito: [],
  });
  const campaign = base + 401;
  await db.insert(campaigns).values({
    id: campaign,
    template_id: shared.templateId,
    audience: 'coordinators',
    filter: { comunidades: [place.comunidades_id] },
    period_id: input.periodId,
    status: 'scheduled',
    next_run_at: new Date(Date.now() + 30 * 86_400_000),
    created_by: input.regional,
  });
  return {
    marker,
    place,
    centres,
    codigos,
    coordinator,
    teacher,
    teacherEmail,
    sentEmail,
    auditLine,
    campaign,
    ids: new Set([...centres, coordinator, teacher, sentEmail, auditLine, campaign]),
  };
}

/**
 * Madrid's and Andalucía's marked records, on a database with an active period (the
 * evaluations are produced by the evaluation service, as centres produce them).
 */
export async function seedScopeSides(
  db: Database,
  periodId: number,
  actors: { national: number; ofMadrid: number; ofAndalucia: number },
): Promise<ScopeWorldOfSides> {
  const actor = actors.national;
  const [course] = await db.select({ id: cursos.id }).from(cursos).limit(1);
  const [template] = await queryRows<{ id: number }>(
    db,
    sql`select id from mail_templates where kind = 'reminder'`,
  );
  const [key] = await queryRows<{ id: number }>(db, sql`select id from claves order by id limit 1`);
  const shared = {
    courseId: must(course).id,
    templateId: must(template).id,
    passwordHash: await hashPassword('Secreta-123'),
  };
  const madrid = await seedSide(
    db,
    {
      marker: 'DENTRO-MAD',
      place: MADRID,
      base: 770_000,
      periodId,
      actor,
      regional: actors.ofMadrid,
    },
    shared,
  );
  const andalucia = await seedSide(
    db,
    {
      marker: 'FUERA-AND',
      place: MALAGA,
      base: 880_000,
      periodId,
      actor,
      regional: actors.ofAndalucia,
    },
    shared,
  );
  // Every community's campaign, the national administrator's: neither regional one sees it.
  const nationalCampaign = 990_401;
  await db.insert(campaigns).values({
    id: nationalCampaign,
    template_id: shared.templateId,
    audience: 'coordinators',
    filter: {},
    period_id: periodId,
    status: 'scheduled',
    next_run_at: new Date(Date.now() + 30 * 86_400_000),
    created_by: actor,
  });
  return { madrid, andalucia, ...shared, keyId: must(key).id, nationalCampaign };
}

/** Every id-like key of a JSON reply: `id`, `…_id`, `…Id`, `…_ids`, `…Ids`, `ids`. */
const ID_KEY = /^(?:ids?|.*(?:_id|Id|_ids|Ids))$/u;

/** The id fields of a JSON value holding one of `ids` (numbers, or numeric text). */
export function idLeaks(value: unknown, ids: ReadonlySet<number>, key = '', found: string[] = []) {
  if (Array.isArray(value)) {
    for (const item of value) idLeaks(item, ids, key, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) idLeaks(inner, ids, name, found);
  } else if (ID_KEY.test(key) && (typeof value === 'number' || typeof value === 'string')) {
    if (ids.has(Number(value))) found.push(`${key}=${String(value)}`);
  }
  return found;
}

/**
 * What of `side` a reply's text shows: its marker (names, codes, e-mails, subjects), and when
 * the text is JSON, its ids in id fields. Empty when nothing of the side is there.
 */
export function leaksOf(text: string, side: ScopeSide, json?: unknown): string[] {
  const found: string[] = [];
  const at = text.toLowerCase().indexOf(side.marker.toLowerCase());
  if (at >= 0) found.push(`«${text.slice(Math.max(0, at - 40), at + 60)}»`);
  if (json !== undefined) found.push(...idLeaks(json, side.ids));
  return found;
}

/**
 * The rows of a side, whole, in a fixed order: its centres, their courses, people,
 * evaluations, answers and resets, the e-mails to its people, its audit line and campaign.
 * Equal before and after a write means the write changed nothing of the side.
 */
export async function sideRows(db: Database, side: ScopeSide): Promise<string> {
  const centreIds = [...side.centres];
  const people = await db
    .select()
    .from(users)
    .where(or(inArray(users.centros_id, centreIds), inArray(users.id, [...side.ids])))
    .orderBy(users.id);
  const evaluationRows = await db
    .select()
    .from(evaluations)
    .where(inArray(evaluations.centros_id, centreIds))
    .orderBy(evaluations.id);
  const evaluationIds = evaluationRows.map((row) => row.id);
  const parts = {
    centres: await db
      .select()
      .from(centros)
      .where(inArray(centros.id, centreIds))
      .orderBy(centros.id),
    courses: await db
      .select()
      .from(cursosCentros)
      .where(inArray(cursosCentros.centros_id, centreIds))
      .orderBy(cursosCentros.cursos_id),
    people,
    evaluations: evaluationRows,
    answers:
      evaluationIds.length === 0
        ? []
        : await db
            .select()
            .from(answers)
            .where(inArray(answers.evaluation_id, evaluationIds))
            .orderBy(answers.evaluation_id, answers.preguntas_id),
    resets: await db
      .select()
      .from(evaluationResets)
      .where(inArray(evaluationResets.centros_id, centreIds))
      .orderBy(evaluationResets.id),
    emails: await db
      .select()
      .from(sentEmails)
      .where(
        or(
          inArray(
            sentEmails.user_id,
            people.map((person) => person.id),
          ),
          sql`${sentEmails.receiver} like ${`%@${domainOf(side.marker)}`}`,
        ),
      )
      .orderBy(sentEmails.id),
    audit: await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.id, [side.auditLine]))
      .orderBy(auditLog.id),
    campaign: await db
      .select()
      .from(campaigns)
      .where(inArray(campaigns.id, [side.campaign])),
  };
  return JSON.stringify(parts);
}
