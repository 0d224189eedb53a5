import dayjs from 'dayjs';
import { OWNERSHIPS, type Ownership } from '@eval/contracts/centre-enums';
import { EVALUATION_STATUSES, type EvaluationStatus } from '@eval/contracts/evaluation-enums';
import { QUIZ_PLAN_FILTERS, type QuizFilter, type QuizPlanFilter } from '@eval/contracts/quizzes';
import type { JsonObject, JsonValue } from '../../lib/json';

/**
 * The filter form of /admin/datos as it is kept in the `tables` slice (plain JSON). Empty text,
 * '' and [] mean "any". Dates are calendar days (YYYY-MM-DD).
 */
export type QuizFilterValues = {
  nombre: string;
  codigo: string;
  ownership: Ownership | '';
  periodId: number | '';
  groupby: string[];
  status: EvaluationStatus | '';
  comunidades: number[];
  municipio: number | '';
  sendFrom: string | null;
  sendTo: string | null;
  /** "Plan de mejora": without plan, or with overdue actions. */
  plan: QuizPlanFilter | '';
};

export const emptyQuizFilter: QuizFilterValues = {
  nombre: '',
  codigo: '',
  ownership: '',
  periodId: '',
  groupby: [],
  status: '',
  comunidades: [],
  municipio: '',
  sendFrom: null,
  sendTo: null,
  plan: '',
};

const text = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const positive = (v: JsonValue | undefined): number | '' =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : '';
const day = (v: JsonValue | undefined): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
const oneOf = <T extends string>(values: readonly T[], v: JsonValue | undefined): T | '' =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : '';

/** Reads the stored filter back, dropping anything a former version left that is not valid. */
export function readQuizFilter(stored: JsonObject): QuizFilterValues {
  const list = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);
  return {
    nombre: text(stored.nombre),
    codigo: text(stored.codigo),
    ownership: oneOf(OWNERSHIPS, stored.ownership),
    periodId: positive(stored.periodId),
    groupby: list(stored.groupby).filter((g): g is string => typeof g === 'string'),
    status: oneOf(EVALUATION_STATUSES, stored.status),
    comunidades: list(stored.comunidades)
      .map((c) => positive(c))
      .filter((c): c is number => c !== ''),
    municipio: positive(stored.municipio),
    sendFrom: day(stored.sendFrom),
    sendTo: day(stored.sendTo),
    plan: oneOf(QUIZ_PLAN_FILTERS, stored.plan),
  };
}

/**
 * The API filter: empty fields left out, "from" expanded to the start and "to" to the end of
 * its day in the administrator's time zone (spec §5).
 */
export function toApiFilter(values: QuizFilterValues): QuizFilter {
  const filter: QuizFilter = {};
  if (values.nombre.trim()) filter.nombre = values.nombre.trim();
  if (values.codigo.trim()) filter.codigo = values.codigo.trim();
  if (values.ownership) filter.ownership = values.ownership;
  if (values.periodId) filter.periodId = values.periodId;
  if (values.groupby.length > 0) filter.groupby = values.groupby;
  if (values.status) filter.status = values.status;
  if (values.comunidades.length > 0) filter.comunidades = values.comunidades;
  if (values.municipio) filter.municipio = values.municipio;
  if (values.sendFrom) filter.sendFrom = dayjs(values.sendFrom).startOf('day').toISOString();
  if (values.sendTo) filter.sendTo = dayjs(values.sendTo).endOf('day').toISOString();
  if (values.plan) filter.plan = values.plan;
  return filter;
}
