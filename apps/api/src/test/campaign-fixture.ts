import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { createPeriod } from '../modules/periods/service';
import { createUser, type TestUser } from './app';
import { createCentre } from './user-helpers';

/** Centres and people for campaign tests: who should, and should not, get a reminder. */
export interface CampaignFixture {
  periodId: number;
  /** Not started; its name needs escaping. Coordinator (ES), a teacher (CA), an inactive one. */
  started: { id: number; coordinator: TestUser; teacher: TestUser };
  /** In progress, with a Catalan coordinator. */
  inProgress: { id: number; coordinator: TestUser };
  /** Finished: left out of recurring runs. */
  finished: { id: number; coordinator: TestUser };
  groupby: string;
}

/** Builds the fixture under a group of its own, so the filter `{ groupby: [group] }` picks it. */
export async function campaignFixture(db: Database, group: string): Promise<CampaignFixture> {
  const periodId = (await createPeriod(db, `2030-${group}`)).id;
  const a = await createCentre(db, { nombre: `Escola <b>${group}</b> & Co`, groupby: group });
  const b = await createCentre(db, { nombre: `Institut ${group}`, groupby: group });
  const c = await createCentre(db, { nombre: `Colegio acabado ${group}`, groupby: group });
  const person = (perfil: number, centre: number, lang: string, activo = 1) =>
    createUser(db, {
      perfil,
      centros_id: centre,
      activo,
      email: `${group}.${lang}.${perfil}.${centre}.${activo}@camp.example`,
    });
  const started = {
    id: a.id,
    coordinator: await person(1, a.id, 'es'),
    teacher: await person(2, a.id, 'ca'),
  };
  await person(1, a.id, 'off', 0);
  const inProgress = { id: b.id, coordinator: await person(1, b.id, 'ca') };
  const finished = { id: c.id, coordinator: await person(1, c.id, 'es') };
  await db.execute(sql`update users set language_id = 'CA'
      where id in (${started.teacher.id}, ${inProgress.coordinator.id})`);
  await db.execute(sql`insert into evaluations (centros_id, periodos_id, status, finished_at) values
      (${b.id}, ${periodId}, 'IN_PROGRESS', null), (${c.id}, ${periodId}, 'FINISHED', now())`);
  return { periodId, started, inProgress, finished, groupby: group };
}

/** The id of the seeded reminder template, the one campaigns send. */
export async function reminderTemplateId(db: Database): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from mail_templates where kind = 'reminder'`,
  );
  return row?.id ?? 0;
}
