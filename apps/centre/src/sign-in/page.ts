import type { LoginBody, SessionUser } from '@eval/contracts/auth';
import type { authCalls } from '@eval/contracts/calls/auth';
import { CENTRE_LOGIN_PATH } from '@eval/contracts/calls/sign-in-paths';
import {
  ADMIN_APP_SIGN_IN,
  CENTRE_APP_PATHS,
  type CentreLoginRefusal,
} from '@eval/contracts/centre-app-constants';
import { FIRST_PAGE_TEXTS, type FirstPageTexts } from '../i18n/first-page-texts';
import { APP_LANGUAGES, type AppLanguage } from '../i18n/languages';
import { isCentreSession } from '../lib/session';
import { apiErrorBody, isSessionUser, refusalReason } from '../lib/shapes';
import type { SignInHandoff } from '../lib/sign-in-handoff';

/**
 * The centres' sign-in page (`/centro/entrar`, entrar.html) in plain DOM: a teacher's first
 * visit is often on a phone over a mobile network, and this page is usable in about a second
 * there because it loads no React, MUI, i18next or Redux (a few kB instead of ~190 kB gzip).
 * It signs in with the same call as the app, keeps the session where the app reads it, and
 * then loads the app at the page the person was sent from.
 */

/** Why the sign-in was not done: a refusal of the server's, a missing field, or no reply. */
export type Problem = CentreLoginRefusal | 'required' | 'failed';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface SignInDeps {
  /** The page's `<main>`; everything is rendered inside it. */
  root: HTMLElement;
  fetch: Fetch;
  language: AppLanguage;
  handoff: SignInHandoff;
  /** Remembers the language chosen with the switch (as the app's switch does). */
  chooseLanguage: (language: AppLanguage) => void;
  /** Keeps the session where the app reads it, and spends the handoff. */
  keepSession: (user: SessionUser) => void;
  /** Loads the app at `path` (a full page load: the app is another entry). */
  go: (path: string) => void;
}

/** Base URL of the API; empty means the page's own origin (VITE_API_BASE_URL, lib/api.ts). */
const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/** The reason of a refused sign-in, as the app's base query reads it (details, else status). */
export function problemOf(status: number, body: unknown): Problem {
  const reason = refusalReason(apiErrorBody(body)?.details);
  if (reason) return reason;
  if (status === 429) return 'LOCKED';
  if (status === 401) return 'BAD_CREDENTIALS';
  return 'failed';
}

/** POST the credentials: the centre user, or why not. */
export async function signIn(
  fetcher: Fetch,
  body: LoginBody,
): Promise<{ user: SessionUser } | { problem: Problem }> {
  let response: Response;
  try {
    response = await fetcher(
      `${API_BASE_URL}${CENTRE_LOGIN_PATH satisfies (typeof authCalls.centreLogin)['path']}`,
      {
        method: 'POST' satisfies (typeof authCalls.centreLogin)['method'],
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      },
    );
  } catch {
    return { problem: 'failed' };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // No JSON (a proxy's page): judged by its status alone.
  }
  if (!response.ok) return { problem: problemOf(response.status, parsed) };
  const user = (parsed as { data?: unknown } | null)?.data;
  return isSessionUser(user) && isCentreSession(user) ? { user } : { problem: 'failed' };
}

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
};

/** A labelled input; the label's asterisk is for the eye (the input says `required`). */
function field(id: string, type: 'email' | 'password', autocomplete: string) {
  const wrapper = element('div', { class: 'field' });
  const label = element('label', { for: id });
  const name = element('span');
  label.append(name, element('span', { 'aria-hidden': 'true' }, ' *'));
  const input = element('input', { id, name: type, type, autocomplete, required: '' });
  if (type === 'email') input.setAttribute('inputmode', 'email');
  wrapper.append(label, input);
  return { wrapper, name, input };
}

/** Renders the page and wires it; returns a function that renders it in another language. */
export function startSignIn(deps: SignInDeps): (language: AppLanguage) => void {
  const { root } = deps;
  let language = deps.language;
  let problem: Problem | null = null;
  let busy = false;

  const title = element('p', { class: 'app-title' });
  const switcher = element('div', { role: 'group', class: 'languages' });
  const languageButtons = APP_LANGUAGES.map((code) => {
    const button = element('button', { type: 'button', lang: code });
    button.addEventListener('click', () => {
      deps.chooseLanguage(code);
      show(code);
    });
    switcher.append(button);
    return { code, button };
  });
  const top = element('div', { class: 'top' });
  top.append(title, switcher);

  const heading = element('h1');
  const form = element('form', { novalidate: '' });
  const intro = element('p', { class: 'intro' });
  const notice = element('div', { class: 'notice', role: 'alert' });
  const email = field('entrar-email', 'email', 'username');
  const password = field('entrar-password', 'password', 'current-password');
  const submit = element('button', { type: 'submit', class: 'submit' });
  const forgot = element('a', { href: CENTRE_APP_PATHS.forgotPassword, class: 'link' });
  form.append(intro, notice, email.wrapper, password.wrapper, submit, forgot);
  const card = element('section', { class: 'card', 'aria-labelledby': 'entrar-titulo' });
  heading.id = 'entrar-titulo';
  card.append(heading, form);
  const column = element('div', { class: 'column' });
  column.append(top, card);
  root.replaceChildren(column);
  email.input.value = deps.handoff.email ?? '';

  /** The notice: a refusal or a missing field (an error), else an ended session (a note). */
  function renderNotice(texts: FirstPageTexts['signIn']) {
    notice.replaceChildren();
    notice.className = 'notice';
    if (problem) {
      notice.classList.add('error');
      notice.append(
        problem === 'required' || problem === 'failed' ? texts[problem] : texts.refusals[problem],
      );
      if (problem === 'ADMINISTRATOR') {
        notice.append(' ', element('a', { href: ADMIN_APP_SIGN_IN }, texts.adminLink));
      }
    } else if (deps.handoff.expired) {
      notice.classList.add('info');
      notice.append(texts.expired);
    }
  }

  function show(next: AppLanguage) {
    language = next;
    const texts = FIRST_PAGE_TEXTS[language];
    document.documentElement.lang = language;
    document.title = texts.app.title;
    title.textContent = texts.app.title;
    switcher.setAttribute('aria-label', texts.app.language);
    for (const { code, button } of languageButtons) {
      button.textContent = texts.app.languages[code];
      button.setAttribute('aria-pressed', String(code === language));
    }
    heading.textContent = texts.signIn.title;
    intro.textContent = texts.signIn.intro;
    email.name.textContent = texts.signIn.email;
    password.name.textContent = texts.signIn.password;
    submit.textContent = texts.signIn.submit;
    forgot.textContent = texts.signIn.forgot;
    renderNotice(texts.signIn);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const credentials = { email: email.input.value.trim(), password: password.input.value };
    if (!credentials.email || !credentials.password) {
      problem = 'required';
      renderNotice(FIRST_PAGE_TEXTS[language].signIn);
      (credentials.email ? password : email).input.focus();
      return;
    }
    busy = true;
    submit.disabled = true;
    void signIn(deps.fetch, credentials).then((outcome) => {
      busy = false;
      submit.disabled = false;
      if ('user' in outcome) {
        deps.keepSession(outcome.user);
        deps.go(deps.handoff.from ?? CENTRE_APP_PATHS.home);
        return;
      }
      problem = outcome.problem;
      renderNotice(FIRST_PAGE_TEXTS[language].signIn);
    });
  });

  show(language);
  return show;
}
