import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@eval/contracts/auth';
import { FIRST_PAGE_TEXTS } from '../i18n/first-page-texts';
import type { AppLanguage } from '../i18n/languages';
import type { SignInHandoff } from '../lib/sign-in-handoff';
import { problemOf, startSignIn } from './page';

const USER: SessionUser = {
  token: 't',
  perfil: 1,
  id: 7,
  nombre: 'Ana',
  apellidos: 'Pérez',
  email: 'ana@centro.example',
  language_id: 'CA',
  centros_id: 3,
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
  ambito: [],
  solo_lectura: 0,
};

type Reply = { status: number; body?: unknown } | 'network';

function harness(options: { replies?: Reply[]; handoff?: SignInHandoff; language?: AppLanguage }) {
  document.body.innerHTML = '<main id="contenido"></main>';
  const root = document.getElementById('contenido') as HTMLElement;
  const replies = [...(options.replies ?? [])];
  const sent: { url: string; body: unknown }[] = [];
  const kept: SessionUser[] = [];
  const went: string[] = [];
  const chosen: AppLanguage[] = [];
  startSignIn({
    root,
    language: options.language ?? 'es',
    handoff: options.handoff ?? {},
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
    chooseLanguage: (language) => void chosen.push(language),
    keepSession: (user) => void kept.push(user),
    go: (path) => void went.push(path),
  });
  const input = (label: string) =>
    [...root.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))
      ?.control as HTMLInputElement;
  const notice = () => root.querySelector('.notice')?.textContent ?? '';
  const settle = () => new Promise((done) => setTimeout(done, 0));
  const submit = async (email: string, password: string) => {
    input('Correo electrónico').value = email;
    input('Contraseña').value = password;
    root.querySelector('form')?.requestSubmit();
    await settle();
    await settle();
  };
  return { root, sent, kept, went, chosen, input, notice, submit };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the centres’ sign-in page', () => {
  it('signs in, keeps the session and loads the app where the person was sent from', async () => {
    const page = harness({
      replies: [{ status: 200, body: { data: USER } }],
      handoff: { from: '/centro/cuestionario?clave=5' },
    });
    await page.submit('  ana@centro.example ', 'secreta');
    expect(page.sent).toEqual([
      {
        url: '/v15/centro/auth/login',
        body: { email: 'ana@centro.example', password: 'secreta' },
      },
    ]);
    expect(page.kept).toEqual([USER]);
    expect(page.went).toEqual(['/centro/cuestionario?clave=5']);
  });

  it('goes to the home when nobody sent the person, and fills the e-mail it was given', async () => {
    const page = harness({
      replies: [{ status: 200, body: { data: USER } }],
      handoff: { email: 'ana@centro.example' },
    });
    expect(page.input('Correo electrónico').value).toBe('ana@centro.example');
    await page.submit('ana@centro.example', 'secreta');
    expect(page.went).toEqual(['/centro/']);
  });

  it('asks for both fields before sending anything', async () => {
    const page = harness({});
    await page.submit('', 'secreta');
    expect(page.sent).toEqual([]);
    expect(page.notice()).toBe(FIRST_PAGE_TEXTS.es.signIn.required);
    expect(document.activeElement).toBe(page.input('Correo electrónico'));
  });

  it('says why the server refused, with the way to the back-office for an administrator', async () => {
    const refused = (status: number, reason?: string): Reply => ({
      status,
      body: { error: { code: 'X', message: 'm', ...(reason ? { details: { reason } } : {}) } },
    });
    const page = harness({
      replies: [refused(403, 'ADMINISTRATOR'), refused(429), 'network', refused(502)],
    });
    await page.submit('a@b.example', 'x');
    expect(page.notice()).toContain(FIRST_PAGE_TEXTS.es.signIn.refusals.ADMINISTRATOR);
    expect(page.root.querySelector('.notice a')?.getAttribute('href')).toBe('/auth/login');
    await page.submit('a@b.example', 'x');
    expect(page.notice()).toBe(FIRST_PAGE_TEXTS.es.signIn.refusals.LOCKED);
    await page.submit('a@b.example', 'x');
    expect(page.notice()).toBe(FIRST_PAGE_TEXTS.es.signIn.failed);
    await page.submit('a@b.example', 'x');
    expect(page.notice()).toBe(FIRST_PAGE_TEXTS.es.signIn.failed);
    expect(page.kept).toEqual([]);
    expect(page.went).toEqual([]);
  });

  it('refuses a reply that is not a centre’s session (an administrator’s, an expired one)', async () => {
    const page = harness({
      replies: [
        { status: 200, body: { data: { ...USER, perfil: 0 } } },
        { status: 200, body: { data: { ...USER, expiresAt: 1 } } },
      ],
    });
    await page.submit('a@b.example', 'x');
    await page.submit('a@b.example', 'x');
    expect(page.kept).toEqual([]);
    expect(page.notice()).toBe(FIRST_PAGE_TEXTS.es.signIn.failed);
  });

  it('says that the session ended, and switches language keeping what was typed', async () => {
    const page = harness({ handoff: { expired: true } });
    expect(page.notice()).toBe(FIRST_PAGE_TEXTS.es.signIn.expired);
    page.input('Correo electrónico').value = 'ana@centro.example';
    const catalan = [...page.root.querySelectorAll('button')].find((b) => b.lang === 'ca');
    catalan?.click();
    expect(page.chosen).toEqual(['ca']);
    expect(document.documentElement.lang).toBe('ca');
    expect(page.root.querySelector('h1')?.textContent).toBe(FIRST_PAGE_TEXTS.ca.signIn.title);
    expect(page.notice()).toBe(FIRST_PAGE_TEXTS.ca.signIn.expired);
    expect(page.input('Correu electrònic').value).toBe('ana@centro.example');
    expect(catalan?.getAttribute('aria-pressed')).toBe('true');
  });

  it('reads a refusal as the app does: the reason given, else the status', () => {
    expect(
      problemOf(401, { error: { code: 'X', message: 'm', details: { reason: 'INACTIVE' } } }),
    ).toBe('INACTIVE');
    expect(problemOf(401, null)).toBe('BAD_CREDENTIALS');
    expect(problemOf(500, { error: { code: 'X', message: 'm' } })).toBe('failed');
  });
});
