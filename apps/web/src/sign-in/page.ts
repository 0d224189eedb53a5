import type { SessionUser } from '@eval/contracts/auth';
import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import type { LoginChallenge } from '@eval/contracts/second-factor';
import { ACCOUNT_PATH } from '../features/auth/account-path';
import { PROGRAMME_TITLE } from '../lib/programme';
import { login, loginWithCode, type Fetch } from './login-replies';
import { CENTRE_APP_LINE, LOGIN_FORM_TEXT, SECOND_FACTOR_STEP_TEXT } from './texts';

/**
 * The back-office sign-in, `/auth/login` (spec §2, §4, §5), in plain DOM: its first paint
 * waited for ~170 kB gzip of React, MUI and Redux, which it never needed (a simulated phone's
 * Lighthouse score 89–91); this page is a few kB. E-mail and password, Enter submits, nothing
 * is sent until both have a value, and a refused sign-in shows nothing and stores nothing
 * (spec §8). An administrator with a second factor gets a challenge instead of a session, and
 * the page asks for a code (docs/security.md); unlike the first step, its refusal is explained.
 * A session is kept under `user` as the app keeps it, and the app is loaded at the dashboard.
 */

export interface SignInDeps {
  /** The page's `<main>`. */
  root: HTMLElement;
  fetch: Fetch;
  keepSession: (user: SessionUser) => void;
  /** Loads the app at `path` (a full page load: the app is another entry). */
  go: (path: string) => void;
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

interface Field {
  wrapper: HTMLDivElement;
  input: HTMLInputElement;
  /** Shows the message under the field (and marks it invalid), or clears it. */
  setError: (message: string | null) => void;
}

/** A required outlined field with its message line, as the app's fields are drawn. */
function field(options: {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  inputMode?: 'numeric' | 'text';
}): Field {
  const wrapper = element('div', { class: 'field' });
  const label = element('label', { for: options.id });
  label.append(options.label, element('span', { 'aria-hidden': 'true' }, ' *'));
  const helperId = `${options.id}-helper`;
  const input = element('input', {
    id: options.id,
    name: options.type,
    type: options.type,
    autocomplete: options.autocomplete,
    required: '',
    'aria-describedby': helperId,
  });
  if (options.inputMode) input.setAttribute('inputmode', options.inputMode);
  const helper = element('p', { id: helperId, class: 'helper' });
  wrapper.append(label, input, helper);
  return {
    wrapper,
    input,
    setError(message) {
      helper.textContent = message ?? '';
      wrapper.classList.toggle('invalid', message !== null);
      if (message === null) input.removeAttribute('aria-invalid');
      else input.setAttribute('aria-invalid', 'true');
    },
  };
}

function linkButton(text: string, onClick: () => void): HTMLButtonElement {
  const button = element('button', { type: 'button', class: 'link' }, text);
  button.addEventListener('click', onClick);
  return button;
}

/** Renders the sign-in in `root` and wires it. */
export function startSignIn(deps: SignInDeps): void {
  const { root } = deps;
  const card = element('div', { class: 'card' });
  card.append(
    element('p', { class: 'programme' }, PROGRAMME_TITLE),
    element('h1', {}, LOGIN_FORM_TEXT.title),
  );
  const body = element('div');
  card.append(body);
  root.replaceChildren(card);

  const enter = (user: SessionUser) => {
    deps.keepSession(user);
    deps.go(user.secondFactorSetupRequired ? ACCOUNT_PATH : '/admin/dashboard');
  };

  function showFirstStep() {
    const form = element('form', { novalidate: '', 'aria-label': LOGIN_FORM_TEXT.title });
    const email = field({
      id: 'login-email',
      label: LOGIN_FORM_TEXT.email,
      type: 'email',
      autocomplete: 'username',
    });
    const password = field({
      id: 'login-password',
      label: LOGIN_FORM_TEXT.password,
      type: 'password',
      autocomplete: 'current-password',
    });
    const submit = element('button', { type: 'submit', class: 'submit' }, LOGIN_FORM_TEXT.submit);
    const forgot = element(
      'a',
      { href: '/auth/forgot-password', class: 'link' },
      LOGIN_FORM_TEXT.forgotPassword,
    );
    form.append(email.wrapper, password.wrapper, submit, forgot);
    // A centre's people have their own app: a refused sign-in here stays silent (spec §8),
    // so the way there is written before any attempt.
    const line = element('p', { class: 'centre-line' }, `${CENTRE_APP_LINE.question} `);
    line.append(element('a', { href: CENTRE_APP_PATHS.home }, CENTRE_APP_LINE.link));
    body.replaceChildren(form, line);
    // The sign-in page is for typing the e-mail: the cursor starts there.
    email.input.focus();

    let attempted = false;
    const check = () => {
      const missing = {
        email: email.input.value.trim() === '',
        password: password.input.value === '',
      };
      if (attempted) {
        email.setError(missing.email ? LOGIN_FORM_TEXT.emailRequired : null);
        password.setError(missing.password ? LOGIN_FORM_TEXT.passwordRequired : null);
      }
      return missing;
    };
    email.input.addEventListener('input', check);
    password.input.addEventListener('input', check);

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      attempted = true;
      const missing = check();
      if (missing.email) return email.input.focus();
      if (missing.password) return password.input.focus();
      submit.disabled = true;
      void login(deps.fetch, {
        email: email.input.value.trim(),
        password: password.input.value,
      }).then((outcome) => {
        submit.disabled = false;
        // A refusal shows nothing (spec §8): the form stays as it was.
        if (outcome.kind === 'session') enter(outcome.user);
        else if (outcome.kind === 'challenge') showSecondStep(outcome.challenge);
      });
    });
  }

  function showSecondStep(challenge: LoginChallenge) {
    const text = SECOND_FACTOR_STEP_TEXT;
    let recovery = false;
    const form = element('form', { novalidate: '', 'aria-label': text.title });
    const title = element('h2', {}, text.title);
    const help = element('p', { class: 'help' });
    const alert = element('div', { class: 'alert', role: 'alert' });
    const slot = element('div');
    const submit = element('button', { type: 'submit', class: 'submit' }, text.submit);
    const switchKind = linkButton('', () => {
      recovery = !recovery;
      draw();
    });
    const back = linkButton(text.back, showFirstStep);
    form.append(title, help, alert, slot, submit, switchKind, back);
    body.replaceChildren(form);

    let code = drawField();
    function drawField(): Field {
      const next = field(
        recovery
          ? {
              id: 'login-recovery-code',
              label: text.recoveryCode,
              type: 'text',
              autocomplete: 'one-time-code',
            }
          : {
              id: 'login-code',
              label: text.code,
              type: 'text',
              autocomplete: 'one-time-code',
              inputMode: 'numeric',
            },
      );
      slot.replaceChildren(next.wrapper);
      next.input.focus();
      return next;
    }
    function draw() {
      help.textContent = recovery ? text.recoveryHelp : text.codeHelp;
      switchKind.textContent = recovery ? text.useCode : text.useRecovery;
      alert.textContent = '';
      code = drawField();
    }
    help.textContent = text.codeHelp;
    switchKind.textContent = text.useRecovery;

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      const value = code.input.value;
      if (value.trim() === '') {
        alert.textContent = text.required;
        code.input.focus();
        return;
      }
      submit.disabled = true;
      const sent = recovery
        ? { challenge: challenge.challenge, recoveryCode: value }
        : { challenge: challenge.challenge, code: value };
      void loginWithCode(deps.fetch, sent).then((outcome) => {
        submit.disabled = false;
        if (outcome.kind === 'session') return enter(outcome.user);
        alert.textContent = (outcome.kind === 'refused' && outcome.message) || text.failed;
        code.input.value = '';
        code.input.focus();
      });
    });
  }

  showFirstStep();
}
