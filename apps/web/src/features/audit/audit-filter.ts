import dayjs, { type Dayjs } from 'dayjs';
import type { AuditFilter, AuditMethod } from '@eval/contracts/audit';

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

/** A before/after value as indented JSON, or a dash when there is none. */
export function jsonText(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}
