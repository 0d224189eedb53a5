import { sql } from 'drizzle-orm';
import { CONSULTATION_GROUPS, type ConsultationGroup } from '@eval/contracts/consultations';
import { queryRows, type Database } from '../db/client';
import {
  consultationQuestions,
  consultationResponses,
  consultations,
  evaluationKeys,
  evaluations,
  periodos,
} from '../db/schema/index';
import type { createRandom } from './demo-random';

type Random = ReturnType<typeof createRandom>;

/** How many centres of the active period get consultations beside the results account's. */
const CONSULTING_CENTRES = 40;
/** Responses per group: students by class, families fewer, staff a school's teachers. */
const RESPONSES: Record<ConsultationGroup, readonly [number, number]> = {
  alumnado: [12, 48],
  familias: [3, 24],
  profesorado: [6, 22],
};
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const UUID_HEX = '0123456789abcdef';
const DAY = 86_400_000;

const code = (random: Random) =>
  Array.from({ length: 16 }, () => CODE_ALPHABET[random.int(0, 63)]).join('');
/** A version-4 UUID from the demo's own random stream, so the demo is the same everywhere. */
const uuid = (random: Random) => {
  const hex = Array.from({ length: 32 }, () => UUID_HEX[random.int(0, 15)]).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
};

/**
 * Consultations as a centre's groups would answer them: each key's answers spread around the
 * centre's own self-evaluation score minus a gap (students and families tend to see less than
 * the staff believe, more so in some keys), so that the results show gaps worth reading.
 * The results account's centre gets all three groups in the period of its latest finished
 * evaluation (families sometimes below the minimum); CONSULTING_CENTRES centres that finished
 * the active period's evaluation get students' and families' consultations, for the dashboard.
 */
export async function seedDemoConsultations(
  db: Database,
  random: Random,
  resultsCentre: number | undefined,
  now: Date,
): Promise<void> {
  const questions = await queryRows<{ id: number; grupo: ConsultationGroup; claves_id: number }>(
    db,
    sql`select id, grupo, claves_id from ${consultationQuestions} where retired_at is null
        order by id`,
  );
  const targets = await queryRows<{
    evaluation: number;
    centre: number;
    period: number;
    active: boolean;
  }>(
    db,
    sql`(select e.id as evaluation, e.centros_id as centre, e.periodos_id as period, p.activo as active
         from ${evaluations} e join ${periodos} p on p.id = e.periodos_id
         where e.centros_id = ${resultsCentre ?? 0} and e.status = 'FINISHED'
         order by e.finished_at desc limit 1)
        union all
        (select e.id, e.centros_id, e.periodos_id, true
         from ${evaluations} e join ${periodos} p on p.id = e.periodos_id and p.activo
         where e.status = 'FINISHED' and e.centros_id <> ${resultsCentre ?? 0}
         order by e.centros_id limit ${CONSULTING_CENTRES})`,
  );
  const closing = new Date(now.getTime() + 21 * DAY).toISOString().slice(0, 10);
  for (const [index, target] of targets.entries()) {
    const selfScores = new Map(
      (
        await queryRows<{ claves_id: number; score: number | null }>(
          db,
          sql`select claves_id, score from ${evaluationKeys} where evaluation_id = ${target.evaluation}`,
        )
      ).map((row) => [row.claves_id, row.score ?? 50]),
    );
    const groups: readonly ConsultationGroup[] =
      index === 0 ? CONSULTATION_GROUPS : ['alumnado', 'familias'];
    for (const grupo of groups) {
      const [created] = await db
        .insert(consultations)
        .values({
          centros_id: target.centre,
          periodos_id: target.period,
          grupo,
          codigo: code(random),
          cierra: target.active ? closing : now.toISOString().slice(0, 10),
          cerrada: !target.active,
        })
        .returning({ id: consultations.id });
      if (!created) throw new Error('demo consultation insert returned nothing');
      const asked = questions.filter((q) => q.grupo === grupo);
      const gaps = new Map(
        asked.map((q) => [
          q.claves_id,
          grupo === 'profesorado' ? random.int(-8, 8) : random.int(-5, 30),
        ]),
      );
      const [least, most] = RESPONSES[grupo];
      const rows = Array.from({ length: random.int(least, most) }, () => ({
        id: uuid(random),
        consultations_id: created.id,
        preguntas_ids: asked.map((q) => q.id),
        valores: asked.map((q) => {
          if (random.next() < 0.05) return 0;
          const target = (selfScores.get(q.claves_id) ?? 50) - (gaps.get(q.claves_id) ?? 0);
          const value = Math.round(1 + (3 * target) / 100 + (random.next() - 0.5) * 2);
          return Math.min(4, Math.max(1, value));
        }),
      }));
      if (rows.length > 0) await db.insert(consultationResponses).values(rows);
    }
  }
}
