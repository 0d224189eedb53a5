import { readConsultation, sendResponse, type Fetch, type PublicConsultation } from './client';
import {
  forget,
  markSent,
  readState,
  savePending,
  type PageStorage,
  type PendingResponse,
} from './store';
import {
  formatDay,
  GROUP_LABELS,
  languageOf,
  messageIn,
  TEXTS,
  VALUE_LABELS,
  VALUE_ORDER,
  type PageLanguage,
  type PageTexts,
  type ServerMessage,
} from './texts';

/**
 * The public answer page of a consultation (`/centro/responder/<codigo>[?lang=CA]`), in plain
 * DOM: it must be usable within a second on a slow phone, so it has no framework. It reads the
 * consultation, shows each question as a fieldset of five radio buttons grouped by key, and
 * sends one complete response. The response and its id are kept in this browser before they
 * are sent (store.ts), so a reply lost on the way is retried as the same response; once the
 * server has it, only "sent" is kept, and the page then says so instead of showing the form.
 */

/** A consultation's code (CONSULTATION_CODE_PATTERN): 16 URL-safe characters. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** The code in the page's path, `/centro/responder/<codigo>`, or null. */
export function codigoOf(pathname: string): string | null {
  const segment = /\/responder\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!segment) return null;
  let codigo: string;
  try {
    codigo = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return CODE_PATTERN.test(codigo) ? codigo : null;
}

export interface ResponderDeps {
  /** The page's `<main>`: everything the page shows is rendered inside it. */
  root: HTMLElement;
  location: { pathname: string; search: string };
  fetch: Fetch;
  storage: PageStorage | null;
  newId: () => string;
  /** Writes `?lang=` into the address when the language is switched (history.replaceState). */
  setLanguageInUrl?: (language: PageLanguage) => void;
}

/** What the page shows below its header. */
type View =
  | { kind: 'loading' }
  | { kind: 'loadFailed' }
  | { kind: 'form' }
  | { kind: 'final'; text: FinalText }
  | { kind: 'final'; refusal: { message: string | null; fallback: ServerMessage } };

/** The page's own texts that end it (no form below them). */
type FinalText = 'thanks' | 'alreadySent' | 'notFound' | 'closed' | 'expired';

export interface Responder {
  /** Settles when the current load or send has finished (for tests). */
  idle(): Promise<void>;
}

/** Renders the page into `deps.root` and runs it. */
export function startResponder(deps: ResponderDeps): Responder {
  const doc = deps.root.ownerDocument;
  const codigo = codigoOf(deps.location.pathname);
  let language: PageLanguage = languageOf(deps.location.search);
  let consultation: PublicConsultation | null = null;
  let view: View = { kind: 'loading' };
  /** The chosen value of each question, by question id. */
  const answers = new Map<number, number>();
  let pending: PendingResponse | null = null;
  let sending = false;
  let lastFailedOffline = false;
  /** Each load's number: a reply to an earlier one (another language) is dropped. */
  let loads = 0;
  let work: Promise<void> = Promise.resolve();

  const h = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string> = {},
    ...children: (Node | string)[]
  ): HTMLElementTagNameMap[K] => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.append(...children);
    return element;
  };

  // The frame: the language switch, the header, a live region for the page's state, the body.
  const languageButtons = (['ES', 'CA'] as const).map((code) => {
    const button = h('button', {
      type: 'button',
      lang: code.toLowerCase(),
      class: 'lang',
    });
    button.addEventListener('click', () => switchLanguage(code));
    return { code, button };
  });
  const switcher = h(
    'div',
    { role: 'group', class: 'langs' },
    ...languageButtons.map((b) => b.button),
  );
  const header = h('header', { class: 'head' });
  const notice = h('div', {
    id: 'aviso',
    class: 'notice',
    role: 'status',
    'aria-live': 'polite',
    'aria-atomic': 'true',
    tabindex: '-1',
  });
  const body = h('div', { class: 'body' });
  deps.root.replaceChildren(switcher, header, notice, body);

  // Within the form: its own live region beside the button, where the send's outcome is said.
  let formStatus: HTMLElement | null = null;
  let formAction: HTMLElement | null = null;
  let submitButton: HTMLButtonElement | null = null;

  const texts = () => TEXTS[language];

  function renderFrame() {
    const t = texts();
    doc.documentElement.lang = language.toLowerCase();
    switcher.setAttribute('aria-label', t.language);
    for (const { code, button } of languageButtons) {
      button.textContent = t.languages[code];
      button.setAttribute('aria-pressed', String(code === language));
    }
    const group = consultation ? GROUP_LABELS[language][consultation.grupo] : null;
    const title = group ? `${t.title} · ${group}` : t.title;
    doc.title = consultation ? `${title} · ${consultation.centro}` : title;
    const parts: Node[] = [h('h1', {}, title)];
    if (consultation) {
      const dates = `${t.period(consultation.periodo)} · ${t.closes(formatDay(consultation.cierra, language))}`;
      parts.unshift(h('p', { class: 'centre' }, consultation.centro));
      parts.push(h('p', { class: 'dates' }, dates));
    }
    header.replaceChildren(...parts);
  }

  function renderBody() {
    const t = texts();
    formStatus = null;
    formAction = null;
    submitButton = null;
    notice.classList.remove('error', 'done');
    if (view.kind === 'loading') {
      notice.textContent = t.loading;
      body.replaceChildren();
    } else if (view.kind === 'loadFailed') {
      notice.textContent = t.loadFailed;
      notice.classList.add('error');
      const retry = h('button', { type: 'button', class: 'secondary' }, t.retry);
      retry.addEventListener('click', () => run(load()));
      body.replaceChildren(h('div', { class: 'actions' }, retry));
    } else if (view.kind === 'final') {
      notice.textContent =
        'text' in view
          ? t[view.text]
          : messageIn(language, view.refusal.message, view.refusal.fallback);
      notice.classList.add('done');
      body.replaceChildren();
    } else {
      notice.textContent = '';
      body.replaceChildren(renderForm(t));
    }
  }

  function renderForm(t: PageTexts): HTMLFormElement {
    const questions = consultation?.preguntas ?? [];
    const form = h('form', { novalidate: '', 'aria-label': t.questionsLabel });
    form.append(h('p', { class: 'intro' }, t.intro));
    let section: HTMLElement | null = null;
    let lastKey: string | null = null;
    questions.forEach((question, index) => {
      if (!section || question.clave !== lastKey) {
        lastKey = question.clave;
        const headingId = `clave-${String(index)}`;
        section = h(
          'section',
          { 'aria-labelledby': headingId },
          h('h2', { id: headingId }, question.clave),
        );
        form.append(section);
      }
      section.append(renderQuestion(question, index + 1));
    });
    formStatus = h('div', {
      class: 'notice',
      role: 'status',
      'aria-live': 'polite',
      'aria-atomic': 'true',
    });
    formAction = h('div', { class: 'actions' });
    submitButton = h('button', { type: 'submit', class: 'primary' }, sending ? t.sending : t.send);
    submitButton.disabled = sending;
    formAction.append(submitButton);
    form.append(formStatus, formAction);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      run(submit());
    });
    return form;
  }

  function renderQuestion(question: PublicConsultation['preguntas'][number], number: number) {
    const name = `pregunta-${String(question.id)}`;
    const choices = h('div', { class: 'choices' });
    for (const value of VALUE_ORDER) {
      const input = h('input', {
        type: 'radio',
        name,
        value: String(value),
        id: `${name}-${String(value)}`,
      });
      input.checked = answers.get(question.id) === value;
      input.addEventListener('change', () => {
        answers.set(question.id, value);
        unmarkMissing(question.id);
      });
      choices.append(
        h(
          'label',
          { class: value === 0 ? 'choice unknown' : 'choice', for: input.id },
          input,
          h('span', {}, VALUE_LABELS[language][value] ?? ''),
        ),
      );
    }
    return h(
      'fieldset',
      { id: name, class: 'question', 'data-numero': String(number) },
      h('legend', {}, h('span', { class: 'num' }, `${String(number)}.`), ` ${question.texto}`),
      choices,
    );
  }

  function markMissing(id: number) {
    const fieldset = doc.getElementById(`pregunta-${String(id)}`);
    if (!fieldset || fieldset.classList.contains('missing')) return;
    const noteId = `pregunta-${String(id)}-falta`;
    fieldset.classList.add('missing');
    fieldset.setAttribute('aria-describedby', noteId);
    fieldset
      .querySelector('legend')
      ?.after(h('p', { class: 'missing-note', id: noteId }, texts().unanswered));
  }

  function unmarkMissing(id: number) {
    const fieldset = doc.getElementById(`pregunta-${String(id)}`);
    if (!fieldset?.classList.contains('missing')) return;
    fieldset.classList.remove('missing');
    fieldset.removeAttribute('aria-describedby');
    fieldset.querySelector('.missing-note')?.remove();
  }

  /** Says the send's outcome beside the button, with a button to act on it. */
  function sayInForm(
    text: string,
    kind: 'error' | 'info',
    action?: { label: string; run: () => void },
  ) {
    if (!formStatus || !formAction) return;
    formStatus.textContent = text;
    formStatus.classList.toggle('error', kind === 'error');
    formAction.querySelector('.secondary')?.remove();
    if (action) {
      const button = h('button', { type: 'button', class: 'secondary' }, action.label);
      button.addEventListener('click', action.run);
      formAction.append(button);
    }
  }

  function setSending(value: boolean) {
    sending = value;
    if (!submitButton) return;
    submitButton.disabled = value;
    submitButton.textContent = value ? texts().sending : texts().send;
  }

  function show(next: View) {
    // The form is replaced by a final message: the focus, on its button, goes to the message.
    const fromForm = view.kind === 'form';
    view = next;
    renderFrame();
    renderBody();
    if (next.kind === 'final' && fromForm) notice.focus();
  }

  /** Reads the consultation in the page's language (again, after a language switch). */
  async function load(): Promise<void> {
    if (!codigo) return show({ kind: 'final', text: 'notFound' });
    const stored = readState(deps.storage, codigo);
    if (stored.kind === 'sent') return show({ kind: 'final', text: 'alreadySent' });
    if (view.kind !== 'form') show({ kind: 'loading' });
    loads += 1;
    const current = loads;
    const outcome = await readConsultation(deps.fetch, codigo, language);
    if (current !== loads) return;
    if (outcome.kind === 'network') {
      // A switch of language that failed keeps the questions on the screen.
      if (view.kind === 'form') return sayInForm(texts().loadFailed, 'error');
      return show({ kind: 'loadFailed' });
    }
    if (outcome.kind === 'refused') {
      if (outcome.status === 404 || outcome.status === 400) {
        forget(deps.storage, codigo);
        return show({ kind: 'final', text: 'notFound' });
      }
      if (outcome.status === 409) {
        forget(deps.storage, codigo);
        return show({ kind: 'final', refusal: { message: outcome.message, fallback: 'closed' } });
      }
      if (view.kind === 'form') return sayInForm(texts().loadFailed, 'error');
      return show({ kind: 'loadFailed' });
    }
    consultation = outcome.data;
    if (consultation.estado !== 'abierta') {
      // Nothing can be sent any more: what this browser kept is forgotten.
      forget(deps.storage, codigo);
      return show({
        kind: 'final',
        text: consultation.estado === 'vencida' ? 'expired' : 'closed',
      });
    }
    const restoring = view.kind !== 'form' && stored.kind === 'pending';
    if (restoring) {
      pending = stored.response;
      const asked = new Set(consultation.preguntas.map((q) => q.id));
      for (const [id, value] of Object.entries(stored.response.respuestas))
        if (asked.has(Number(id))) answers.set(Number(id), value);
    }
    show({ kind: 'form' });
    // The moment the questions can be answered, for the page's load measurement (bench/).
    if (current === 1) globalThis.performance?.mark?.('consulta-lista');
    if (restoring) sayInForm(texts().restored, 'info');
  }

  async function submit(): Promise<void> {
    if (!codigo || !consultation || sending) return;
    const t = texts();
    const questions = consultation.preguntas;
    const missing = questions
      .map((q, index) => ({ id: q.id, number: String(index + 1) }))
      .filter((q) => !answers.has(q.id));
    if (missing.length > 0) {
      for (const q of missing) markMissing(q.id);
      sayInForm(t.missing(missing.map((q) => q.number)), 'error');
      const first = missing[0];
      if (first)
        doc.querySelector<HTMLInputElement>(`#pregunta-${String(first.id)} input`)?.focus();
      return;
    }
    const respuestas = questions.map((q) => ({ pregunta: q.id, valor: answers.get(q.id) ?? 0 }));
    // Kept before it is sent, with the id it keeps until the server acknowledges it.
    pending = {
      id: pending?.id ?? deps.newId(),
      respuestas: Object.fromEntries(respuestas.map((r) => [String(r.pregunta), r.valor])),
    };
    savePending(deps.storage, codigo, pending);
    setSending(true);
    sayInForm('', 'info');
    const outcome = await sendResponse(deps.fetch, codigo, { id: pending.id, respuestas });
    setSending(false);
    lastFailedOffline = outcome.kind === 'network';
    const retry = { label: texts().retry, run: () => run(submit()) };
    if (outcome.kind === 'ok') {
      markSent(deps.storage, codigo);
      pending = null;
      return show({ kind: 'final', text: 'thanks' });
    }
    if (outcome.kind === 'network') return sayInForm(texts().offline, 'error', retry);
    const { status, message } = outcome;
    if (status === 404) {
      forget(deps.storage, codigo);
      return show({ kind: 'final', text: 'notFound' });
    }
    if (status === 409) {
      forget(deps.storage, codigo);
      return show({ kind: 'final', refusal: { message, fallback: 'closed' } });
    }
    if (status === 429) return sayInForm(messageIn(language, message, 'tooMany'), 'error', retry);
    if (status === 400)
      return sayInForm(messageIn(language, message, 'mismatch'), 'error', {
        label: texts().reload,
        run: () => doc.defaultView?.location.reload(),
      });
    return sayInForm(texts().sendFailed, 'error', retry);
  }

  function switchLanguage(next: PageLanguage) {
    if (next === language) return;
    language = next;
    deps.setLanguageInUrl?.(next);
    renderFrame();
    if (view.kind === 'final') renderBody();
    // The questions in the other language; the answers chosen stay chosen. While a response
    // is on its way the form stays as it is (its outcome is said in the language chosen).
    else if (!sending) run(load());
  }

  function run(task: Promise<void>) {
    work = work.then(() => task).catch(() => undefined);
  }

  // Back online after a send found no network: it is sent again by itself.
  doc.defaultView?.addEventListener('online', () => {
    if (lastFailedOffline && view.kind === 'form' && !sending) run(submit());
  });

  renderFrame();
  run(load());
  return { idle: () => work };
}
