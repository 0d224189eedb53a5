import { useSelector } from 'react-redux';
import type { SessionUser } from '@eval/contracts/auth';
import { selectSessionUser, type SessionState } from './session-slice';

/**
 * What the signed-in administrator may see and change, as the sign-in told it (`ambito`,
 * `solo_lectura`; docs/security.md "Scope"). The server decides every call on its own; the
 * screens read this only to say the scope and to offer no button the server would refuse.
 */
export interface SessionScope {
  /** `ambito` is empty: every community. */
  national: boolean;
  /** `solo_lectura` is 1: every write is refused. */
  readOnly: boolean;
  /** The communities (`comunidades.id`) of a regional scope; none when national. */
  comunidades: readonly number[];
}

/** The scope of a session user; no session reads as national and writable (nothing to hide). */
export function scopeOfSession(user: Pick<SessionUser, 'ambito' | 'solo_lectura'> | null) {
  const comunidades = user?.ambito ?? [];
  return {
    national: comunidades.length === 0,
    readOnly: user?.solo_lectura === 1,
    comunidades,
  } satisfies SessionScope;
}

/** The signed-in administrator's scope. */
export function useSessionScope(): SessionScope {
  return scopeOfSession(useSelector((s: { session: SessionState }) => selectSessionUser(s)));
}

/**
 * Whether the signed-in administrator may write at all: false for a read-only one, whose
 * every create, edit, delete, import, bulk action, sending and reverting the server refuses.
 */
export function useCanWrite(): boolean {
  return !useSessionScope().readOnly;
}

/**
 * Whether they may write the programme's national data (catalogue, content, periods, profiles,
 * cargos, geography, mail templates, the courses catalogue, the second-factor rule, the scopes
 * of administrators): a national administrator who writes.
 */
export function useCanWriteNational(): boolean {
  const scope = useSessionScope();
  return scope.national && !scope.readOnly;
}

/**
 * The top bar's words for a scope: "Ámbito: nacional", or the communities' names joined with
 * ", "; "Ámbito: regional" until every name is known (the names come from the geography call).
 */
export function scopeLabel(scope: SessionScope, names: ReadonlyMap<number, string>): string {
  if (scope.national) return 'Ámbito: nacional';
  const known = scope.comunidades.flatMap((id) => names.get(id) ?? []);
  return known.length === scope.comunidades.length
    ? `Ámbito: ${known.join(', ')}`
    : 'Ámbito: regional';
}

/** Said beside the scope for an administrator who only reads. */
export const READ_ONLY_LABEL = 'Solo consulta';
