import { sql } from 'drizzle-orm';
import type { PlanActionState } from '@eval/contracts/plans';
import type { Executor } from '../../db/client';
import { queryNamedRows } from '../../db/prepared';
import {
  claves,
  evaluations,
  periodos,
  planActions,
  planEvidences,
  users,
} from '../../db/schema/index';
import { keyTitle, type ActionRow, type EvidenceRow } from './repository';

/** What the plan page shows of a centre's plan in one period, read in one statement. */
export interface PlanPageRows {
  acciones: ActionRow[];
  evidencias: EvidenceRow[];
  evaluacion_id: number | null;
  personas: { id: number; nombre: string }[];
  claves: { id: number; titulo: string }[];
}

/**
 * GET /v15/centro/plan's reads of period `periodId`: its actions (as `actionRows` gives them,
 * in the questionnaire's order), their evidences, the centre's evaluation of the period, the
 * people who may be responsable and the keys, as one named statement of five sub-selects. As
 * five queries side by side the page was bound by its round trips: under 200 answers a second,
 * each request spent most of its server time writing to its connections and building the
 * queries. Timestamps are written as `toISOString` writes them, as the other calls answer.
 */
export async function planPageRows(
  db: Executor,
  centreId: number,
  periodId: number,
  catalan: boolean,
): Promise<PlanPageRows> {
  const [row] = await queryNamedRows<PlanPageRows>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object(
                'id', ${planActions.id}, 'periodos_id', ${planActions.periodos_id},
                'texto', ${planActions.texto}, 'claves_id', ${planActions.claves_id},
                'clave', ${keyTitle(catalan)}, 'responsable_id', ${planActions.responsable_id},
                'responsable', nullif(trim(${users.nombre} || ' ' || coalesce(${users.apellidos}, '')), ''),
                'fecha_limite', ${planActions.fecha_limite}, 'estado', ${planActions.estado},
                'viene_de', carried.periodo)
              order by ${claves.orden}, ${planActions.id}), '[]'::json)
         from ${planActions}
         join ${claves} on ${claves.id} = ${planActions.claves_id}
         left join ${users} on ${users.id} = ${planActions.responsable_id}
         left join ${periodos} carried on carried.id = ${planActions.carried_from_periodos_id}
         where ${planActions.centros_id} = ${centreId} and ${planActions.periodos_id} = ${periodId}
      ) as acciones,
      (select coalesce(json_agg(json_build_object(
                'id', ${planEvidences.id}, 'action_id', ${planEvidences.action_id},
                'nombre', ${planEvidences.filename}, 'tipo', ${planEvidences.mime},
                'tamano', ${planEvidences.size},
                'creada', to_char(${planEvidences.created_at} at time zone 'UTC',
                                  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
              order by ${planEvidences.id}), '[]'::json)
         from ${planEvidences}
         join ${planActions} on ${planActions.id} = ${planEvidences.action_id}
         where ${planActions.centros_id} = ${centreId} and ${planActions.periodos_id} = ${periodId}
      ) as evidencias,
      (select ${evaluations.id} from ${evaluations}
         where ${evaluations.centros_id} = ${centreId} and ${evaluations.periodos_id} = ${periodId}
      ) as evaluacion_id,
      (select coalesce(json_agg(json_build_object('id', person.id, 'nombre', person.nombre)
                                order by person.sort_name, person.id), '[]'::json)
         from (select ${users.id} as id, ${users.nombre} as sort_name,
                      trim(${users.nombre} || ' ' || coalesce(${users.apellidos}, '')) as nombre
                 from ${users}
                where ${users.centros_id} = ${centreId} and ${users.perfil} <> 0
                  and ${users.activo} = 1) person
      ) as personas,
      (select coalesce(json_agg(json_build_object('id', ${claves.id}, 'titulo', ${keyTitle(catalan)})
                                order by ${claves.orden}, ${claves.id}), '[]'::json)
         from ${claves} where ${claves.activo}
      ) as claves`,
  );
  if (!row) return { acciones: [], evidencias: [], evaluacion_id: null, personas: [], claves: [] };
  return {
    ...row,
    acciones: row.acciones.map((action) => ({
      ...action,
      estado: action.estado as PlanActionState,
    })),
  };
}
