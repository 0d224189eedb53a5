import { sql } from 'drizzle-orm';
import { OWNERSHIPS } from '@eval/contracts/centre-enums';
import { EVALUATION_STATUSES } from '@eval/contracts/evaluation-enums';
import type { QuizFilterOptions, QuizKeyColumn } from '@eval/contracts/quizzes';
import { queryRows, type Database } from '../../db/client';
import type { AdminScope } from '../../lib/scope';
import { communityInScopeOrAll } from '../../lib/scope-condition';
import { findActivePeriod, listPeriods } from '../periods/repository';
import { centros, claves, colores, comunidades, municipios } from '../../db/schema/index';

/**
 * The options of every filter of /admin/datos. Municipalities are those that have centres, in
 * the chosen communities when some are chosen (spec §5: communities narrow municipalities). A
 * scoped administrator is offered only their communities, their municipalities and their
 * centres' groups; periods, ownerships, statuses and keys are the programme's.
 */
export async function quizFilterOptions(
  db: Database,
  communityIds: readonly number[],
  scope: AdminScope,
): Promise<QuizFilterOptions> {
  const narrow = communityIds.length > 0 ? sql`and m.comunidad_id in ${communityIds}` : sql``;
  const [periods, active, groups, communities, municipalities, keys] = await Promise.all([
    listPeriods(db),
    findActivePeriod(db),
    queryRows<{ groupby: string }>(
      db,
      sql`select distinct c.groupby from ${centros} c where c.groupby is not null and c.groupby <> ''
          and ${communityInScopeOrAll(scope, sql`c.comunidades_id`)} order by c.groupby`,
    ),
    queryRows<{ id: number; nombre: string }>(
      db,
      sql`select co.id, co.nombre from ${comunidades} co
          where ${communityInScopeOrAll(scope, sql`co.id`)} order by co.nombre`,
    ),
    queryRows<{ id: number; nombre: string; comunidad_id: number }>(
      db,
      sql`select m.id_municipio as id, m.nombre, m.comunidad_id from ${municipios} m
          where exists (select 1 from ${centros} c where c.municipios_id_municipio = m.id_municipio)
          ${narrow} and ${communityInScopeOrAll(scope, sql`m.comunidad_id`)} order by m.nombre`,
    ),
    listKeyColumns(db),
  ]);
  return {
    periods,
    activePeriodId: active?.id ?? null,
    ownerships: [...OWNERSHIPS],
    statuses: [...EVALUATION_STATUSES],
    groups: groups.map((g) => g.groupby),
    comunidades: communities,
    municipios: municipalities.map((m) => ({
      id: m.id,
      nombre: m.nombre,
      comunidadId: m.comunidad_id,
    })),
    keys,
  };
}

/** The questionnaire's active keys in order, with their colour: the key columns of the table. */
export async function listKeyColumns(db: Database): Promise<QuizKeyColumn[]> {
  const rows = await queryRows<{
    id: number;
    orden: number;
    titulo: string;
    color: string | null;
    texto: string | null;
  }>(
    db,
    sql`select cl.id, cl.orden, cl.titulo, co.hex as color, co.texto from ${claves} cl
        left join ${colores} co on co.id = cl.colores_id where cl.activo order by cl.orden, cl.id`,
  );
  return rows.map((k) => ({
    id: k.id,
    orden: Number(k.orden),
    titulo: k.titulo,
    color: k.color ?? '#9e9e9e',
    texto: k.texto ?? '#000000',
  }));
}
