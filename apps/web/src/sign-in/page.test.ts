import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@eval/contracts/auth';
import { sessionUser } from '../test/session-user';
import { startSignIn } from './page';
import { CENTRE_APP_LINE, LOGIN_FORM_TEXT, SECOND_FACTOR_STEP_TEXT } from './texts';

type Reply = { status: number; body?: unknown } | 'network';

const CHALLENGE = {
  perfil: 0,
  secondFactor: 'totp',
  challenge: 'reto',
  challengeExpiresAt: 2_000_000_000,
};

function harness(replies: Reply[] = []) {
  document.body.innerHTML = '<main id="root"></main>';
  const root = document.getElementById('root') as HTMLElement;
  const sent: { url: string; body: unknown }[] = [];
  const kept: SessionUser[] = [];
  const went: string[] = [];
  startSignIn({
    root,
    fetch: (url, init) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      const reply = replies.shift() ?? 'network';
      if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify(reply.body ?? {}), {
          status: reply.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    },
    keepSession: (user) => void kept.push(user),
    go: (path) => void went.push(path),
  });
  const input = (label: string) =>
    [...root.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))
      ?.control as HTMLInputElement;
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
  const settle = async () => {
    for (let i = 0; i < 3; i += 1) await new Promise((done) => setTimeout(done, 0));
  };
  const submit = async () => {
    root.querySelector('form')?.requestSubmit();
    await settle();
  };
  const fill = async (email: string, password: string) => {
    input(LOGIN_FORM_TEXT.email).value = email;
    input(LOGIN_FORM_TEXT.password).value = password;
    await submit();
  };
  return { root, sent, kept, went, input, button, submit, fill };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the back-office sign-in', () => {
  it('keeps the session under `user` and opens the dashboard (spec §4)', async () => {
    const user = sessionUser();
    const page = harness([{ status: 200, body: { data: user } }]);
    expect(document.activeElement).toBe(page.input(LOGIN_FORM_TEXT.email));
    await page.fill(' admin@programa.example ', 'clave');
    expect(page.sent).toEqual([
      { url: '/v1/auth/login', body: { email: 'admin@programa.example', password: 'clave' } },
    ]);
    expect(page.kept).toEqual([user]);
    expect(page.went).toEqual(['/admin/dashboard']);
  });

  it('opens "Mi cuenta" for an administrator who must set up the second factor', async () => {
    const user = sessionUser({ secondFactorSetupRequired: true });
    const page = harness([{ status: 200, body: { data: user } }]);
    await page.fill('admin@programa.example', 'clave');
    expect(page.went).toEqual(['/admin/mi-cuenta']);
  });

  it('sends nothing until both fields have a value, and says which is missing', async () => {
    const page = harness();
    await page.submit();
    expect(page.sent).toEqual([]);
    expect(page.root.textContent).toContain(LOGIN_FORM_TEXT.emailRequired);
    page.input(LOGIN_FORM_TEXT.email).value = 'admin@programa.example';
    await page.submit();
    expect(page.sent).toEqual([]);
    expect(document.activeElement).toBe(page.input(LOGIN_FORM_TEXT.password));
    expect(page.root.textContent).toContain(LOGIN_FORM_TEXT.passwordRequired);
    expect(page.root.textContent).not.toContain(LOGIN_FORM_TEXT.emailRequired);
  });

  it('shows nothing and keeps nothing when the sign-in is refused (spec §8)', async () => {
    const page = harness([
      {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'Credenciales no válidas' } },
      },
      { status: 200, body: { data: sessionUser({ perfil: 1 }) } },
      'network',
    ]);
    for (let i = 0; i < 3; i += 1) await page.fill('a@b.example', 'x');
    expect(page.sent).toHaveLength(3);
    expect(page.kept).toEqual([]);
    expect(page.went).toEqual([]);
    // The form as it was: no alert, no message under a field, the same heading.
    expect(page.root.querySelectorAll('[role="alert"]')).toHaveLength(0);
    expect([...page.root.querySelectorAll('.helper')].map((h) => h.textContent)).toEqual(['', '']);
    expect(page.root.querySelector('h1')?.textContent).toBe(LOGIN_FORM_TEXT.title);
    expect(page.root.textContent).not.toContain('Credenciales no válidas');
  });

  it('offers the forgot-password page and the centres’ app before any attempt', () => {
    const page = harness();
    const links = [...page.root.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      [LOGIN_FORM_TEXT.forgotPassword, '/auth/forgot-password'],
      [CENTRE_APP_LINE.link, '/centro/'],
    ]);
    expect(page.root.textContent).toContain(CENTRE_APP_LINE.question);
  });

  it('asks an administrator with a second factor for a code, and explains its refusal', async () => {
    const user = sessionUser();
    const page = harness([
      { status: 200, body: { data: CHALLENGE } },
      {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'El código no es válido.' } },
      },
      { status: 200, body: { data: user } },
    ]);
    await page.fill('admin@programa.example', 'clave');
    expect(page.root.querySelector('h2')?.textContent).toBe(SECOND_FACTOR_STEP_TEXT.title);
    expect(page.kept).toEqual([]);
    await page.submit();
    expect(page.root.textContent).toContain(SECOND_FACTOR_STEP_TEXT.required);
    page.input(SECOND_FACTOR_STEP_TEXT.code).value = '000000';
    await page.submit();
    expect(page.root.querySelector('[role="alert"]')?.textContent).toBe('El código no es válido.');
    expect(page.input(SECOND_FACTOR_STEP_TEXT.code).value).toBe('');
    page.button(SECOND_FACTOR_STEP_TEXT.useRecovery).click();
    page.input(SECOND_FACTOR_STEP_TEXT.recoveryCode).value = 'abcd-efgh';
    await page.submit();
    expect(page.sent.slice(1)).toEqual([
      { url: '/v1/auth/login/totp', body: { challenge: 'reto', code: '000000' } },
      { url: '/v1/auth/login/totp', body: { challenge: 'reto', recoveryCode: 'abcd-efgh' } },
    ]);
    expect(page.kept).toEqual([user]);
    expect(page.went).toEqual(['/admin/dashboard']);
  });

  it('goes back to e-mail and password from the second step', async () => {
    const page = harness([{ status: 200, body: { data: CHALLENGE } }]);
    await page.fill('admin@programa.example', 'clave');
    page.button(SECOND_FACTOR_STEP_TEXT.back).click();
    expect(page.input(LOGIN_FORM_TEXT.email)).toBeTruthy();
    expect(page.root.querySelector('h2')).toBeNull();
  });
});
