import type { AuditEntry } from '@eval/contracts/audit';
import type { HistoryEntity } from '@eval/contracts/history';

/** The screen that lists each kind of record, for the lines whose record has no screen of its own. */
const RECORD_SCREENS: Partial<Record<HistoryEntity, string>> = {
  course: '/admin/centros',
  key: '/admin/claves',
  type: '/admin/claves',
  question: '/admin/claves',
  option: '/admin/claves',
  content: '/admin/contenidos',
  feedback: '/admin/feedback',
  resource: '/admin/recursos',
  toolkit: '/admin/toolkits',
  document: '/admin/documentos',
  period: '/admin/periodos',
  'plan-suggestion': '/admin/sugerencias-plan',
};

/** The e-mail a user line kept, after the change or, for a deletion, before it. */
function emailOf(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  for (const side of [entry.after, entry.before]) {
    if (typeof side === 'object' && side !== null && 'email' in side) {
      const { email } = side as { email: unknown };
      if (typeof email === 'string' && email !== '') return email;
    }
  }
  return null;
}

/**
 * Where an Auditoría line leads: a user to Gestión de usuarios searched by their
 * e-mail (`?correo=…&id=…`), a centre to BBDD Centros with it selected (`?centro=id`), any other
 * record to the screen that lists its kind; null when the line names no record.
 */
export function recordLink(entry: Pick<AuditEntry, 'record' | 'entity_id' | 'before' | 'after'>) {
  const id = entry.entity_id !== null && /^\d+$/.test(entry.entity_id) ? entry.entity_id : null;
  if (entry.record === 'user') {
    const email = emailOf(entry);
    return email
      ? `/admin/usermngmt?${new URLSearchParams({ correo: email, id: id ?? '' })}`
      : null;
  }
  if (entry.record === 'centre') return id ? `/admin/centros?centro=${id}` : null;
  return entry.record === null ? null : (RECORD_SCREENS[entry.record] ?? null);
}
