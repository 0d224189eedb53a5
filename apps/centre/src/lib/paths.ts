import { CENTRE_APP_BASE } from '@eval/contracts/centre-app-constants';

/**
 * A path of CENTRE_APP_PATHS as the router sees it: the router's basename is CENTRE_APP_BASE,
 * so `/centro/entrar` is `/entrar` inside the app and `/centro/` is `/`.
 */
export function appPath(fullPath: string): string {
  const inside = fullPath.startsWith(CENTRE_APP_BASE)
    ? fullPath.slice(CENTRE_APP_BASE.length)
    : fullPath;
  return inside === '' ? '/' : inside;
}

/**
 * The consultations' screen (anonymous consultations of the centre's groups). Not yet among
 * CENTRE_APP_PATHS of the contracts, so written here; paths.test.ts keeps it beside them.
 */
export const CONSULTATIONS_PATH = `${CENTRE_APP_BASE}/consultas`;
