import type { ConsultationGroup, ConsultationQuestion } from '@eval/contracts/consultations';
import type { ConsultationQuestionBody } from '@eval/contracts/consultations';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import {
  claves,
  consultationQuestions,
  consultationResponses,
  consultations,
} from '../../db/schema/index';

/**
 * A question "has been answered" when a response of its group arrived on or after the day it
 * was written: cheap (the first such response ends the search) and never wrong the dangerous
 * way — at worst a question nobody answered is retired instead of deleted.
 */
const answeredColumn = sql`exists (
  select 1 from ${consultations} co
  join ${consultationResponses} r on r.consultations_id = co.id
  where co.grupo = q.grupo and r.recibida >= (q.created_at at time zone 'Europe/Madrid')::date)`;

const rowSelect = sql`select q.id, q.grupo, q.claves_id, k.titulo as clave, q.texto, q.texto_ca,
    q.orden, ${answeredColumn} as respondida
  from ${consultationQuestions} q join ${claves} k on k.id = q.claves_id`;

/** The current questions (of one group), by group, key order and their own order. */
export function questionRows(
  db: Executor,
  where: { grupo?: ConsultationGroup | undefined; id?: number },
): Promise<ConsultationQuestion[]> {
  return queryRows<ConsultationQuestion>(
    db,
    sql`${rowSelect}
        where q.retired_at is null
          and (${where.grupo ?? null}::text is null or q.grupo = ${where.grupo ?? null})
          and (${where.id ?? null}::int is null or q.id = ${where.id ?? null})
        order by array_position(array['alumnado', 'familias', 'profesorado'], q.grupo),
                 k.orden, q.orden, q.id`,
  );
}

/** Key `keyId`, share-locked until the transaction ends; none when there is no such key. */
export function lockKey(tx: Executor, keyId: number): Promise<{ id: number }[]> {
  return queryRows(tx, sql`select id from ${claves} where id = ${keyId} for share`);
}

export function insertQuestion(tx: Executor, values: ConsultationQuestionBody) {
  return queryRows<{ id: number }>(
    tx,
    sql`insert into ${consultationQuestions} (grupo, claves_id, texto, texto_ca, orden)
        values (${values.grupo}, ${values.claves_id}, ${values.texto}, ${values.texto_ca},
                ${values.orden})
        returning id`,
  );
}

/** Current question `id` as stored, locked for its change; none when absent or retired. */
export function lockQuestion(tx: Executor, id: number) {
  return queryRows<Record<string, unknown>>(
    tx,
    sql`select * from ${consultationQuestions} where id = ${id} and retired_at is null
        for update`,
  );
}

export function updateQuestion(tx: Executor, id: number, values: ConsultationQuestionBody) {
  return queryRows<Record<string, unknown>>(
    tx,
    sql`update ${consultationQuestions}
        set grupo = ${values.grupo}, claves_id = ${values.claves_id}, texto = ${values.texto},
            texto_ca = ${values.texto_ca}, orden = ${values.orden}, updated_at = now()
        where id = ${id} and retired_at is null
        returning *`,
  );
}

/** Whether question `id` may have been answered (see answeredColumn). */
export async function questionAnswered(tx: Executor, id: number): Promise<boolean> {
  const [row] = await queryRows<{ respondida: boolean }>(
    tx,
    sql`select ${answeredColumn} as respondida from ${consultationQuestions} q where q.id = ${id}`,
  );
  return row?.respondida ?? false;
}

export function retireQuestion(tx: Executor, id: number) {
  return queryRows<Record<string, unknown>>(
    tx,
    sql`update ${consultationQuestions} set retired_at = now(), updated_at = now()
        where id = ${id} and retired_at is null returning *`,
  );
}

export function deleteQuestion(tx: Executor, id: number) {
  return queryRows<Record<string, unknown>>(
    tx,
    sql`delete from ${consultationQuestions} where id = ${id} and retired_at is null returning *`,
  );
}
