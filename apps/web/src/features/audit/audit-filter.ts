import { auditFilterSchema, type AuditFilter, type AuditMethod } from '@eval/contracts/audit';
import { readRememberedFilter } from '../../lib/state/table-setup';
import { dayRangeFilter, dayRangeOf, type DayRange } from '../../lib/dates';
import type { JsonObject } from '../../lib/json';

/** What the filter form holds: who, entity, method and a range of days. */
export interface AuditFilterForm extends DayRange {
  user: string;
  entity: string;
  method: AuditMethod | '';
  /** 'reads': the access log (previews, downloads) instead of the changes. */
  log: '' | 'reads';
}

export const EMPTY_AUDIT_FILTER: AuditFilterForm = {
  user: '',
  entity: '',
  method: '',
  log: '',
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
  if (form.log === 'reads') filter.reads = true;
  return Object.assign(filter, dayRangeFilter(form));
}

/** The remembered filter read back (spec §7); what the server would refuse is dropped. */
export function readAuditFilter(saved: JsonObject): AuditFilter {
  return readRememberedFilter(auditFilterSchema, saved);
}

/** The form showing an applied filter. */
export function formOfAuditFilter(filter: AuditFilter): AuditFilterForm {
  return {
    user: filter.user ?? '',
    entity: filter.entity ?? '',
    method: filter.method ?? '',
    log: filter.reads ? 'reads' : '',
    ...dayRangeOf(filter),
  };
}

/** A before/after value as indented JSON, or a dash when there is none. */
export function jsonText(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}
