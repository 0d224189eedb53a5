import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centros } from '../../db/schema/index';
import { answerQuestions, firstOption, insertCentre } from '../quiz-helpers';
import { loadCurrentQuestionnaire } from '../../modules/quizzes/questionnaire-repository';
import { createUser, type TestUser } from '../app';
import type { LoadCentre, LoadQuestion } from './load-scheduler';

/** What the load-with-writes runs (one server, several instances, the bench) start from. */
export interface LoadFixture {
  centres: LoadCentre[];
  questions: LoadQuestion[];
  /** Admin list and report calls, rotated over by the scheduler's reads. */
  reads: string[];
  adminToken: string;
}

export interface LoadFixtureOptions {
  /** Centres with a centre user each; few, so each goes round its cycle several times. */
  centres: number;
  /** Questions answered beforehand, so submits and resets come early on a slow machine. */
  preAnswered: number;
  /** Prefix of the centres' names and codes, unique per fixture on one database. */
  label?: string;
}

/**
 * Centres spread over four places, each with most of its questionnaire answered and a centre
 * user, plus an administrator; tokens are issued by `issueToken` (an app on the same database
 * and JWT secret). Needs an active period.
 */
export async function prepareLoadFixture(
  db: Database,
  issueToken: (user: TestUser) => string,
  options: LoadFixtureOptions,
): Promise<LoadFixture> {
  const label = options.label ?? 'Carga';
  const admin = await createUser(db, { perfil: 0 });
  const centres: LoadCentre[] = [];
  for (let i = 0; i < options.centres; i += 1) {
    const place = (['madrid', 'getafe', 'barcelona', 'sevilla'] as const)[i % 4] ?? 'madrid';
    const name = `${label} ${i}`;
    const id = await insertCentre(db, {
      nombre: name,
      codigo: `${label.toUpperCase()}${i}`,
      place,
    });
    await answerQuestions(db, id, new Date(), options.preAnswered);
    const user = await createUser(db, { perfil: 1, centros_id: id });
    const [row] = await db.select().from(centros).where(eq(centros.id, id));
    if (!row) throw new Error('centre not stored');
    centres.push({
      id,
      name,
      token: issueToken(user),
      fields: {
        comunidades_id: row.comunidades_id,
        provincias_id_provincia: row.provincias_id_provincia,
        municipios_id_municipio: row.municipios_id_municipio,
        codigo: row.codigo,
        activo: 1,
      },
    });
  }
  const questionnaire = await loadCurrentQuestionnaire(db);
  const questions = questionnaire.map((q) => ({ id: q.id, optionId: firstOption(q) }));
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const reads = [
    `/v1/users?setup=${q({ page: 0, size: 10 })}`,
    `/v2/centros?setup=${q({ page: 0, size: 10 })}&filter=${q({ search: label.toLowerCase() })}`,
    `/v15/centros/quizes?setup=${q({ page: 0, size: 10 })}`,
    `/v15/centros/quizes?setup=${q({ page: 0, size: 10 })}&filter=${q({ status: 'FINISHED' })}`,
    `/v2/centers/dashboard`,
    `/v2/centros/evaluation-period`,
    `/v3/results-keys-report`,
    `/v15/reports/results?period=0`,
    `/v15/sent-emails?setup=${q({ page: 0, size: 5 })}`,
    `/v15/centros/key-answers?filter=${q({ centerId: centres[0]?.id, keyId: 1 })}`,
  ];
  return { centres, questions, reads, adminToken: issueToken(admin) };
}
