import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIPS } from '@eval/contracts/centre-enums';
import { openMigratedTestDatabase } from '../test/database';
import { queryRows, type DatabaseHandle } from '../db/client';
import {
  centros,
  claves,
  comunidades,
  contenidos,
  documentos,
  municipios,
  periodos,
  preguntas,
  provincias,
  recursos,
  sentEmails,
  users,
} from '../db/schema/index';
import { seedDatabase, type SeedOptions } from './run';
import { DEMO_CENTRE_USER, DEMO_RESULTS_USER, seedDemoAccounts } from './demo-accounts';
import { consultationResults } from '../modules/consultations/service';
import { overdueActions, readPlan } from '../modules/plans/service';

const options: SeedOptions = {
  adminEmail: 'Admin@Programa.example',
  adminPassword: 'Una-Clave-Segura-1',
  demo: { centres: 60, years: 3, now: new Date('2026-11-20T10:00:00Z') },
};

describe('seeding a new database', () => {
  let handle: DatabaseHandle;
  let close: () => Promise<void> = async () => undefined;
  /** What the first seed told its `progress` (the console of a first start). */
  const steps: string[] = [];

  beforeAll(async () => {
    ({ handle, close } = await openMigratedTestDatabase());
    const demo = options.demo && { ...options.demo, progress: (step: string) => steps.push(step) };
    const report = await seedDatabase(handle.db, { ...options, demo });
    expect(report).toEqual({
      adminCreated: true,
      demoSeeded: true,
      demoCentreAccountCreated: false,
      demoResultsAccountCreated: false,
    });
  });
  afterAll(() => close());

  const total = async (table: PgTable) => {
    const [row] = await handle.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('holds the whole geography of Spain and the questionnaire', async () => {
    expect(await total(comunidades)).toBe(19);
    expect(await total(provincias)).toBe(52);
    expect(await total(municipios)).toBeGreaterThan(8000);
    expect(await total(claves)).toBe(10);
    expect(await total(preguntas)).toBe(50);
  });

  it('creates the administrator with an argon2id hash and a lower-cased e-mail', async () => {
    const [admin] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@programa.example'));
    expect(admin?.perfil).toBe(0);
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('spreads demo centres over every community and ownership, with 3 to 6 people each', async () => {
    const perCommunity = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(distinct comunidades_id)::int as n from centros`,
    );
    expect(perCommunity[0]?.n).toBe(19);
    const owners = await queryRows<{ ownership: string | null }>(
      handle.db,
      sql`select distinct ownership from centros`,
    );
    for (const o of OWNERSHIPS) expect(owners.map((r) => r.ownership)).toContain(o);
    const people = await queryRows<{ min: number; max: number }>(
      handle.db,
      sql`select min(n)::int as min, max(n)::int as max from (select count(*) as n from users where centros_id is not null group by centros_id) t`,
    );
    expect(people[0]?.min).toBeGreaterThanOrEqual(3);
    expect(people[0]?.max).toBeLessThanOrEqual(6);
  });

  it('produces evaluations over three periods in every status, one period active', async () => {
    expect(await total(periodos)).toBe(3);
    const active = await handle.db.select().from(periodos).where(eq(periodos.activo, true));
    expect(active.map((p) => p.periodo)).toEqual(['2026-2027']);
    const statuses = await queryRows<{ status: string; n: number }>(
      handle.db,
      sql`select e.status, count(*)::int as n from evaluations e group by 1`,
    );
    const present = statuses.map((s) => s.status).sort();
    expect(present).toEqual(['FINISHED', 'IN_PROGRESS', 'NOT_FINISHED']);
    const notStarted = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from centros c where not exists (
        select 1 from evaluations e join periodos p on p.id = e.periodos_id where e.centros_id = c.id and p.activo)`,
    );
    expect(notStarted[0]?.n).toBeGreaterThan(0);
  });

  it('leaves every finished evaluation complete and scored', async () => {
    const incomplete = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from evaluations e join evaluation_keys k on k.evaluation_id = e.id
          where e.status = 'FINISHED' and (k.percentage < 100 or e.finished_at is null or e.score is null)`,
    );
    expect(incomplete[0]?.n).toBe(0);
  });

  it('fills every content section in Spanish and Catalan, with a logo and real PDFs', async () => {
    const perLanguage = async (table: string) =>
      queryRows<{ language_id: string; n: number }>(
        handle.db,
        sql`select language_id, count(*)::int as n from ${sql.identifier(table)} group by 1 order by 1`,
      );
    for (const table of ['contenidos', 'feedbacks', 'recursos', 'toolkits']) {
      const counts = await perLanguage(table);
      expect(
        counts.map((c) => c.language_id),
        table,
      ).toEqual(['CA', 'ES']);
      for (const c of counts) expect(c.n, `${table} ${c.language_id}`).toBeGreaterThan(0);
    }
    // Feedback for every key in each language, in bands that cover 0–100.
    const bands = await queryRows<{ keys: number; low: number; high: number }>(
      handle.db,
      sql`select count(distinct claves_id)::int as keys, min(minimo)::int as low,
          max(maximo)::int as high from feedbacks where language_id = 'CA'`,
    );
    expect(bands[0]).toEqual({ keys: 10, low: 0, high: 100 });
    // A resource for every key in each language: the centre app recommends some for any key.
    const guides = await queryRows<{ language_id: string; keys: number }>(
      handle.db,
      sql`select language_id, count(distinct claves_id)::int as keys from recursos
          group by 1 order by 1`,
    );
    expect(guides).toEqual([
      { language_id: 'CA', keys: 10 },
      { language_id: 'ES', keys: 10 },
    ]);
    expect(await total(documentos)).toBeGreaterThan(0);

    const withLogo = await handle.db
      .select()
      .from(recursos)
      .where(sql`${recursos.center_logo} is not null`);
    expect(withLogo.length).toBeGreaterThan(0);
    for (const r of withLogo) {
      expect(r.center_logo).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(r.center_logo?.split(',')[1] ?? '', 'base64');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(r.centros_id).not.toBeNull();
    }
    const stored = await queryRows<{ mime: string; head: string; tail: string }>(
      handle.db,
      sql`select f.mime, encode(substring(f.data from 1 for 5), 'escape') as head,
          encode(substring(f.data from length(f.data) - 6), 'escape') as tail
          from files f where f.id in (select document_file_id from recursos
          union select file_id from toolkits union select file_id from documentos)`,
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) {
      expect(file.mime).toBe('application/pdf');
      expect(file.head).toBe('%PDF-');
      expect(file.tail).toContain('%%EOF');
    }
  });

  it('records the welcome e-mail of every demo person as sent, in their language', async () => {
    const mails = await queryRows<{
      people: number;
      welcomed: number;
      unsent: number;
      catalan: number;
      before_account: number;
    }>(
      handle.db,
      sql`select
        (select count(*)::int from users where centros_id is not null) as people,
        (select count(distinct s.user_id)::int from sent_emails s join users u on u.id = s.user_id
          where u.centros_id is not null and s.subject like 'Bienvenida%'
             or u.centros_id is not null and s.subject like 'Benvinguda%') as welcomed,
        (select count(*)::int from sent_emails where not status or attempts <> 1) as unsent,
        (select count(*)::int from sent_emails s join users u on u.id = s.user_id
          where u.language_id = 'CA' and s.subject like 'Benvinguda%') as catalan,
        (select count(*)::int from sent_emails s join users u on u.id = s.user_id
          where s.sent_at < u.created_at) as before_account`,
    );
    const found = mails[0];
    expect(found?.people).toBeGreaterThan(0);
    expect(found?.welcomed).toBe(found?.people);
    expect(found?.unsent).toBe(0);
    expect(found?.catalan).toBeGreaterThan(0);
    expect(found?.before_account).toBe(0);
    // Stored bodies keep the link marker, never a live link (modules/emails/mail-templates.ts).
    const [sample] = await handle.db.select().from(sentEmails).limit(1);
    expect(sample?.html).toContain('{{SET_PASSWORD_LINK:');
    // Sent in the past of the seed's "now" (2026-11-20), when the programme started.
    expect(sample?.sent_at.getTime()).toBeLessThan(Date.parse('2026-11-19T10:00:00Z'));
  });

  it('says each step of the demo as it starts, and nothing when there is nothing to seed', async () => {
    expect(steps).toEqual([
      'creando 60 centros y su personal (paso 1 de 5)',
      'evaluaciones del curso 2024-2025 (paso 2 de 5)',
      'evaluaciones del curso 2025-2026 (paso 3 de 5)',
      'evaluaciones del curso 2026-2027 (paso 4 de 5)',
      'correos enviados, contenidos y recursos (paso 5 de 5)',
    ]);
    const again: string[] = [];
    const demo = options.demo && { ...options.demo, progress: (step: string) => again.push(step) };
    await seedDatabase(handle.db, { ...options, demo });
    expect(again).toEqual([]);
  });

  it('duplicates nothing when it runs again', async () => {
    const tables = [centros, users, periodos, municipios, sentEmails, contenidos, recursos];
    const before = await Promise.all(tables.map(total));
    const report = await seedDatabase(handle.db, options);
    expect(report).toEqual({
      adminCreated: false,
      demoSeeded: false,
      demoCentreAccountCreated: false,
      demoResultsAccountCreated: false,
    });
    expect(await Promise.all(tables.map(total))).toEqual(before);
  });

  it('gives the centre demo accounts an evaluation in progress and full results', async () => {
    const people = await queryRows<{ id: number; centros_id: number }>(
      handle.db,
      sql`select distinct on (centros_id) id, centros_id from users
          where perfil = 1 and centros_id is not null order by centros_id, id`,
    );
    const report = await seedDemoAccounts(
      handle.db,
      new Map(people.map((p) => [p.centros_id, p.id])),
    );
    expect(report).toEqual({ centreAccount: true, resultsAccount: true });
    const statusOf = (email: string) =>
      queryRows<{ status: string; activo: boolean }>(
        handle.db,
        sql`select e.status::text as status, p.activo from users u
            join evaluations e on e.centros_id = u.centros_id
            join periodos p on p.id = e.periodos_id
            where u.email = ${email} order by p.periodo`,
      );
    const inProgress = await statusOf(DEMO_CENTRE_USER.email);
    expect(inProgress.find((e) => e.activo)?.status).toBe('IN_PROGRESS');
    const results = await statusOf(DEMO_RESULTS_USER.email);
    expect(results.filter((e) => e.status === 'FINISHED').length).toBeGreaterThanOrEqual(2);
  });

  it("gives the results account's centre consultations whose figures show the gap, and the dashboard some", async () => {
    const [staff] = await queryRows<{ centros_id: number; periodos_id: number }>(
      handle.db,
      sql`select centros_id, periodos_id from consultations where grupo = 'profesorado'`,
    );
    if (!staff) throw new Error('no demo consultation of the staff');
    const [evaluation] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from evaluations
          where centros_id = ${staff.centros_id} and periodos_id = ${staff.periodos_id}`,
    );
    const results = await consultationResults(
      handle.db,
      { id: 0, centreId: staff.centros_id },
      evaluation?.id,
      'ES',
    );
    const students = results.grupos.find((g) => g.grupo === 'alumnado');
    expect(students?.suficiente).toBe(true);
    expect(students?.claves.some((k) => k.diferencia !== null && k.diferencia < 0)).toBe(true);
    const [active] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from consultations c join periodos p on p.id = c.periodos_id
          where p.activo and c.grupo = 'alumnado'`,
    );
    expect(active?.n).toBeGreaterThan(5);
  });

  it("gives the demo coordinator's centre a plan in every state, with one action carried on", async () => {
    const [coordinator] = await handle.db
      .select({ id: users.id, centreId: users.centros_id, perfil: users.perfil })
      .from(users)
      .where(eq(users.email, DEMO_CENTRE_USER.email));
    expect(coordinator?.centreId).not.toBeNull();
    const caller = {
      id: coordinator?.id ?? 0,
      centreId: coordinator?.centreId ?? 0,
      perfil: coordinator?.perfil ?? 0,
    };
    const plan = await readPlan(handle.db, caller, undefined, 'ES');
    expect(plan.periodo.periodo).toBe('2026-2027');
    expect(plan.editable).toBe(true);
    expect(new Set(plan.acciones.map((a) => a.estado))).toEqual(
      new Set(['pendiente', 'en_curso', 'hecha']),
    );
    const people = new Set(plan.personas.map((p) => p.id));
    for (const action of plan.acciones) {
      expect(people.has(action.responsable_id ?? -1), action.texto).toBe(true);
      expect(action.fecha_limite, action.texto).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(plan.acciones.map((a) => a.claves_id)).size).toBeGreaterThan(1);
    // "Viene del periodo 2025-2026" in the centres' app.
    const carried = plan.acciones.filter((a) => a.viene_de !== null);
    expect(carried.length).toBeGreaterThanOrEqual(1);
    expect(carried.map((a) => a.viene_de)).toContain('2025-2026');
    // The carry recorded the move, as the opening of a period does.
    const moves = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from plan_action_carries where action_id = ${carried[0]?.id ?? 0}`,
    );
    expect(moves[0]?.n).toBe(1);
    // One is past its due date (before the seed's "now", 2026-11-20): the home lists it.
    const overdue = await overdueActions(handle.db, caller, plan.periodo.id, 'ES');
    expect(overdue.length).toBeGreaterThanOrEqual(1);
    expect(overdue.every((a) => a.fecha_limite < '2026-11-20')).toBe(true);
  });

  it('gives every centre that finished an evaluation a plan in its period', async () => {
    const missing = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from evaluations e where e.status = 'FINISHED'
          and not exists (select 1 from plan_actions a where a.centros_id = e.centros_id
            and (a.periodos_id = e.periodos_id or a.carried_from_periodos_id = e.periodos_id))`,
    );
    expect(missing[0]?.n).toBe(0);
    const states = await queryRows<{ estado: string }>(
      handle.db,
      sql`select distinct estado from plan_actions order by 1`,
    );
    expect(states.map((s) => s.estado)).toEqual(['en_curso', 'hecha', 'pendiente']);
  });
});
