import type { Readable } from 'node:stream';
import {
  CONSULTATION_GROUP_LABELS,
  type ConsultationParticipation,
  type ConsultationReport,
} from '@eval/contracts/consultations';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import type { Database } from '../../db/client';
import { validateFilter } from '../../lib/centre-filter';
import type { AdminScope } from '../../lib/scope';
import { tableStream } from '../../lib/table-download';
import { findActivePeriod } from '../periods/repository';
import { consultationReport, participationRows } from './report-repository';

/** GET /v15/centros/quizes/consultas: Seguimiento's column for the centres of its page. */
export async function participation(
  db: Database,
  ids: number[],
  scope: AdminScope,
): Promise<ConsultationParticipation[]> {
  const period = await findActivePeriod(db);
  if (!period) return [];
  return participationRows(db, ids, period.id, scope);
}

/** GET /v3/consultations-report: the dashboard's card under its filter and the scope. */
export async function report(
  db: Database,
  filter: DashboardFilter,
  scope: AdminScope,
): Promise<ConsultationReport> {
  await validateFilter(db, filter);
  return consultationReport(db, filter, scope, await findActivePeriod(db));
}

const GROUP = CONSULTATION_GROUP_LABELS.ES;
const KEY_COLUMNS = [
  { key: 'fila', header: 'Fila', width: 34 },
  { key: 'autoevaluacion', header: 'Autoevaluación', width: 16, type: 'number' },
  { key: 'alumnado', header: GROUP.alumnado, width: 12, type: 'number' },
  { key: 'familias', header: GROUP.familias, width: 12, type: 'number' },
  { key: 'profesorado', header: GROUP.profesorado, width: 13, type: 'number' },
  { key: 'diferencia', header: 'Diferencia alumnado − autoevaluación', width: 22, type: 'number' },
] as const;
type KeyColumn = (typeof KEY_COLUMNS)[number]['key'];

/**
 * GET /v3/consultations-report/download: the card as one table — first its participation
 * (responses per group, then consultations with at least the minimum), then a row per key.
 */
export async function reportDownload(
  db: Database,
  filter: DashboardFilter,
  format: 'csv' | 'xlsx',
  scope: AdminScope,
): Promise<Readable> {
  const card = await report(db, filter, scope);
  const byGroup = (pick: (g: ConsultationReport['grupos'][number]) => number) =>
    Object.fromEntries(card.grupos.map((g) => [g.grupo, pick(g)]));
  const rows: Record<KeyColumn, unknown>[] = [
    { fila: 'Respuestas', ...blankFigures(), ...byGroup((g) => g.respuestas) },
    { fila: 'Consultas', ...blankFigures(), ...byGroup((g) => g.consultas) },
    {
      fila: 'Consultas con al menos 10 respuestas',
      ...blankFigures(),
      ...byGroup((g) => g.suficientes),
    },
    ...card.claves.map((k) => ({
      fila: k.titulo,
      autoevaluacion: k.autoevaluacion,
      alumnado: k.alumnado,
      familias: k.familias,
      profesorado: k.profesorado,
      diferencia: k.diferencia,
    })),
  ];
  return tableStream(format, 'Consultas', KEY_COLUMNS, oneBatch(rows), (row) => row);
}

function blankFigures() {
  return {
    autoevaluacion: null,
    alumnado: null,
    familias: null,
    profesorado: null,
    diferencia: null,
  };
}

async function* oneBatch<T>(rows: readonly T[]): AsyncIterable<readonly T[]> {
  yield rows;
}
