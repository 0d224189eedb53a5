import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from './admin-screens';
import { nextRedirect, resolveRedirect } from './route-guard';

const SIGNED_IN = true;
const SIGNED_OUT = false;

/** A rule of spec §2: each of `paths` ends at `target` (null: shown as it is). */
interface Rule {
  title: string;
  paths: string[];
  target: string | null;
}

/** One test per rule, for a visitor who is signed in or not. */
function itFollows(signedIn: boolean, rules: Rule[]) {
  for (const { title, paths, target } of rules) {
    it(title, () => {
      for (const path of paths) expect(resolveRedirect(path, signedIn)).toBe(target);
    });
  }
}

describe('root routing (spec §2)', () => {
  describe('paths starting with /auth lead to the authentication area', () => {
    itFollows(SIGNED_OUT, [
      {
        title: 'shows /auth/login and /auth/forgot-password to a visitor',
        paths: ['/auth/login', '/auth/forgot-password'],
        target: null,
      },
      {
        title: 'sends /auth itself and unknown /auth paths to /auth/login',
        paths: ['/auth', '/auth/', '/auth/nope', '/auth/login/extra'],
        target: '/auth/login',
      },
    ]);
    itFollows(SIGNED_IN, [
      {
        title: 'sends a stored administrator visiting /auth to /admin/dashboard',
        paths: ['/auth', '/auth/login', '/auth/forgot-password'],
        target: '/admin/dashboard',
      },
    ]);
  });

  describe('/admin is the protected administration area', () => {
    itFollows(SIGNED_OUT, [
      {
        title: 'sends a visitor without an admin session to /auth/login',
        paths: ['/admin', '/admin/dashboard', '/admin/centros', '/admin/unknown'],
        target: '/auth/login',
      },
    ]);
    itFollows(SIGNED_IN, [
      {
        title: 'sends /admin itself and unknown /admin paths to /admin/dashboard',
        paths: ['/admin', '/admin/', '/admin/x', '/admin/centros/12/extra'],
        target: '/admin/dashboard',
      },
    ]);

    it('shows every admin screen to an administrator', () => {
      for (const { segment } of ADMIN_SCREENS) {
        expect(resolveRedirect(`/admin/${segment}`, SIGNED_IN)).toBeNull();
      }
      expect(ADMIN_SCREENS.map((screen) => screen.segment)).toEqual([
        'dashboard',
        'datos',
        'usermngmt',
        'email-tracker',
        'campanas',
        'plantillas-correo',
        'centros',
        'download-results',
        'periodos',
        'claves',
        'contenidos',
        'feedback',
        'sugerencias-plan',
        'preguntas-consultas',
        'recursos',
        'toolkits',
        'documentos',
        'auditoria',
        // "Mi cuenta": an /admin screen like the others, reached from the top bar.
        'mi-cuenta',
      ]);
    });
  });

  describe('any other root path', () => {
    itFollows(SIGNED_OUT, [
      {
        title: 'redirects a visitor to /auth/login',
        paths: ['/', '/foo', '/administrator', '/authx'],
        target: '/auth/login',
      },
    ]);

    it('redirects a logged-in user to / first, which ends at the dashboard', () => {
      expect(nextRedirect('/foo', SIGNED_IN)).toBe('/');
      expect(nextRedirect('/', SIGNED_IN)).toBe('/auth/login');
      expect(nextRedirect('/auth/login', SIGNED_IN)).toBe('/admin/dashboard');
      expect(resolveRedirect('/foo', SIGNED_IN)).toBe('/admin/dashboard');
      expect(resolveRedirect('/', SIGNED_IN)).toBe('/admin/dashboard');
    });
  });

  it('gives a final path every step of which needs no further redirect', () => {
    const paths = ['/', '/x', '/auth', '/auth/x', '/admin', '/admin/x', '/admin/datos'];
    for (const signedIn of [SIGNED_IN, SIGNED_OUT]) {
      for (const path of paths) {
        const target = resolveRedirect(path, signedIn) ?? path;
        expect(nextRedirect(target, signedIn)).toBeNull();
      }
    }
  });
});
