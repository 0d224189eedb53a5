import { useSelector } from 'react-redux';
import type { SessionUser } from '@eval/contracts/auth';
import type { SessionState } from './session-slice';

/** The signed-in centre user (the guard renders signed-in screens only when there is one). */
export function useSessionUser(): SessionUser | null {
  return useSelector((state: { session: SessionState }) => state.session.user);
}

/** Whether the server ended the last session. */
export function useSessionExpired(): boolean {
  return useSelector((state: { session: SessionState }) => state.session.expired);
}
