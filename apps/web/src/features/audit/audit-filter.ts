import dayjs, { type Dayjs } from 'dayjs';
import { auditFilterSchema, type AuditFilter, type AuditMethod } from '@eval/contracts/audit';
import type { JsonObject } from '../../lib/json';

/** What the filter form holds: who, entity, method and a range of days. */
export interface AuditFilterForm {
  user: string;
  entity: string;
  method: AuditMethod | '';
  from: Dayjs | null;
  to: Dayjs | null;
}

export const EMPTY_AUDIT_FILTER: AuditFilterForm = {
  user: '',
  entity: '',
  method: '',
  from: null,
  to: null,
};

/**
 * The `filter` sent to the server: empty fields left out, the "from" day expanded to its start
 * and the "to" day to its end.
 */
export function toAuditFilter(form: AuditFilterForm): AuditFilter {
  const filter: AuditFilter = {};
  if (form.user.trim()) filter.user = form.user.trim();
  if (form.entity) filter.entity = form.entity;
  if (form.method) filter.method = form.method;
  if (form.from?.isValid()) filter.from = dayjs(form.from).startOf('day').toISOString();
  if (form.to?.isValid()) filter.to = dayjs(form.to).endOf('day').toISOString();
  return filter;
}

/**
 * The remembered filter read back (spec §7): what the server would refuse, e.g. a state written
 * by an older version, is dropped rather than sent.
 */
export function readAuditFilter(saved: JsonObject): AuditFilter {
  const parsed = auditFilterSchema.safeParse(saved);
  return parsed.success ? parsed.data : {};
}

/** The form showing an applied filter. */
export function formOfAuditFilter(filter: AuditFilter): AuditFilterForm {
  return {
    user: filter.user ?? '',
    entity: filter.entity ?? '',
    method: filter.method ?? '',
    from: filter.from ? dayjs(filter.from) : null,
    to: filter.to ? dayjs(filter.to) : null,
  };
}

/** A before/after value as indented JSON, or a dash when there is none. */
export function jsonText(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}
