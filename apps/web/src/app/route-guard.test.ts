import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from './admin-screens';
import { nextRedirect, resolveRedirect } from './route-guard';

const SIGNED_IN = true;
const SIGNED_OUT = false;

describe('root routing (spec §2)', () => {
  describe('paths starting with /auth lead to the authentication area', () => {
    it('shows /auth/login and /auth/forgot-password to a visitor', () => {
      expect(resolveRedirect('/auth/login', SIGNED_OUT)).toBeNull();
      expect(resolveRedirect('/auth/forgot-password', SIGNED_OUT)).toBeNull();
    });

    it('sends /auth itself and unknown /auth paths to /auth/login', () => {
      expect(resolveRedirect('/auth', SIGNED_OUT)).toBe('/auth/login');
      expect(resolveRedirect('/auth/', SIGNED_OUT)).toBe('/auth/login');
      expect(resolveRedirect('/auth/nope', SIGNED_OUT)).toBe('/auth/login');
      expect(resolveRedirect('/auth/login/extra', SIGNED_OUT)).toBe('/auth/login');
    });

    it('sends a stored administrator visiting /auth to /admin/dashboard', () => {
      expect(resolveRedirect('/auth', SIGNED_IN)).toBe('/admin/dashboard');
      expect(resolveRedirect('/auth/login', SIGNED_IN)).toBe('/admin/dashboard');
      expect(resolveRedirect('/auth/forgot-password', SIGNED_IN)).toBe('/admin/dashboard');
    });
  });

  describe('/admin is the protected administration area', () => {
    it('sends a visitor without an admin session to /auth/login', () => {
      expect(resolveRedirect('/admin', SIGNED_OUT)).toBe('/auth/login');
      expect(resolveRedirect('/admin/dashboard', SIGNED_OUT)).toBe('/auth/login');
      expect(resolveRedirect('/admin/centros', SIGNED_OUT)).toBe('/auth/login');
      expect(resolveRedirect('/admin/unknown', SIGNED_OUT)).toBe('/auth/login');
    });

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
        'recursos',
        'toolkits',
        'documentos',
        'auditoria',
      ]);
    });

    it('sends /admin itself and unknown /admin paths to /admin/dashboard', () => {
      expect(resolveRedirect('/admin', SIGNED_IN)).toBe('/admin/dashboard');
      expect(resolveRedirect('/admin/', SIGNED_IN)).toBe('/admin/dashboard');
      expect(resolveRedirect('/admin/x', SIGNED_IN)).toBe('/admin/dashboard');
      expect(resolveRedirect('/admin/centros/12/extra', SIGNED_IN)).toBe('/admin/dashboard');
    });
  });

  describe('any other root path', () => {
    it('redirects a visitor to /auth/login', () => {
      expect(resolveRedirect('/', SIGNED_OUT)).toBe('/auth/login');
      expect(resolveRedirect('/foo', SIGNED_OUT)).toBe('/auth/login');
      expect(resolveRedirect('/administrator', SIGNED_OUT)).toBe('/auth/login');
      expect(resolveRedirect('/authx', SIGNED_OUT)).toBe('/auth/login');
    });

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
