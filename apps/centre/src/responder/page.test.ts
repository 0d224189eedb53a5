import { afterEach, describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES } from '@eval/contracts/consultations';
import type { PublicConsultation } from './client';
import { codigoOf, startResponder } from './page';
import { storageKeyOf, type PageStorage } from './store';
import { TEXTS } from './texts';

const CODE = 'AbCdEfGhIjKlMnOp';
const ID = '0b9d6c3e-2f4a-4c1b-9d7e-5a6b7c8d9e0f';

const consultation = (over: Partial<PublicConsultation> = {}): PublicConsultation => ({
  grupo: 'familias',
  centro: 'IES Ejemplo',
  periodo: '2025-2026',
  cierra: '2026-03-12',
  estado: 'abierta',
  preguntas: [
    { id: 11, texto: 'El centro me informa a tiempo.', clave: 'Comunicación' },
    { id: 12, texto: 'Me siento escuchado.', clave: 'Comunicación' },
    { id: 21, texto: 'Mi hijo aprende.', clave: 'Aprendizaje' },
  ],
  ...over,
});

interface Call {
  url: string;
  method: string;
  body: unknown;
  /** What the storage held when the request left. */
  stored: string | null;
}

type Reply = { status: number; body?: unknown } | 'network';

function harness(options: { path?: string; search?: string; replies: Reply[]; stored?: string }) {
  document.body.innerHTML = '<main id="consulta"></main>';
  document.documentElement.lang = 'es';
  const root = document.getElementById('consulta') as HTMLElement;
  const map = new Map<string, string>();
  if (options.stored) map.set(storageKeyOf(CODE), options.stored);
  const storage: PageStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  const calls: Call[] = [];
  const languages: string[] = [];
  const replies = [...options.replies];
  let ids = 0;
  const responder = startResponder({
    root,
    location: {
      pathname: options.path ?? `/centro/responder/${CODE}`,
      search: options.search ?? '',
    },
    storage,
    newId: () => {
      ids += 1;
      return ID;
    },
    setLanguageInUrl: (language) => languages.push(language),
    fetch: async (url, init) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        stored: map.get(storageKeyOf(CODE)) ?? null,
      });
      const reply = replies.shift();
      if (!reply || reply === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  const idle = async () => {
    for (let i = 0; i < 5; i += 1) await responder.idle();
  };
  return { root, map, calls, languages, idle, ids: () => ids };
}

const ok = (data: PublicConsultation = consultation()) => ({ status: 200, body: { data } });
const refused = (status: number, message: string) => ({
  status,
  body: { error: { code: 'X', message } },
});

const notice = () => document.getElementById('aviso')?.textContent ?? '';
const formStatus = () => document.querySelector('form [role="status"]')?.textContent ?? '';
const choose = (questionId: number, value: number) => {
  const input = document.getElementById(`pregunta-${String(questionId)}-${String(value)}`);
  (input as HTMLInputElement).click();
};
const submit = () => document.querySelector('form')?.requestSubmit();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the answer page', () => {
  it('reads the code from its path', () => {
    expect(codigoOf(`/centro/responder/${CODE}`)).toBe(CODE);
    expect(codigoOf(`/centro/responder/${CODE}/`)).toBe(CODE);
    expect(codigoOf('/centro/responder/short')).toBeNull();
    expect(codigoOf('/centro/responder/')).toBeNull();
    expect(codigoOf('/centro/responder/%E0%A4%A')).toBeNull();
  });

  it('shows the centre, the group, the closing date and each question as five labelled choices by key', async () => {
    const t = harness({ replies: [ok()] });
    await t.idle();
    expect(t.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /v15/consultas/${CODE}?lang=ES`,
    ]);
    expect(document.documentElement.lang).toBe('es');
    expect(t.root.querySelector('.centre')?.textContent).toBe('IES Ejemplo');
    expect(t.root.querySelector('h1')?.textContent).toBe('Consulta anónima · Familias');
    expect(t.root.querySelector('.dates')?.textContent).toBe(
      'Periodo 2025-2026 · Se cierra el 12 de marzo de 2026',
    );
    expect([...t.root.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Comunicación',
      'Aprendizaje',
    ]);
    const fieldsets = [...t.root.querySelectorAll('fieldset')];
    expect(fieldsets.map((f) => f.querySelector('legend')?.textContent)).toEqual([
      '1. El centro me informa a tiempo.',
      '2. Me siento escuchado.',
      '3. Mi hijo aprende.',
    ]);
    const first = fieldsets[0] as HTMLFieldSetElement;
    const radios = [...first.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(['1', '2', '3', '4', '0']);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    // Each choice's label is its own, tied to its radio.
    expect(radios.map((r) => document.querySelector(`label[for="${r.id}"]`)?.textContent)).toEqual([
      'Nada de acuerdo',
      'Poco de acuerdo',
      'Bastante de acuerdo',
      'Muy de acuerdo',
      'No lo sé',
    ]);
    expect(t.root.querySelector('button[type="submit"]')?.textContent).toBe('Enviar');
    expect(document.getElementById('aviso')?.getAttribute('aria-live')).toBe('polite');
  });

  it('opens in Catalan with ?lang=CA, and switches language keeping the answers', async () => {
    const t = harness({
      search: '?lang=CA',
      replies: [
        ok(),
        ok(
          consultation({
            preguntas: consultation().preguntas.map((q) => ({ ...q, texto: `ES ${q.texto}` })),
          }),
        ),
      ],
    });
    await t.idle();
    expect(document.documentElement.lang).toBe('ca');
    expect(t.calls[0]?.url).toBe(`/v15/consultas/${CODE}?lang=CA`);
    expect(t.root.querySelector('h1')?.textContent).toBe('Consulta anònima · Famílies');
    expect(t.root.querySelector('button[type="submit"]')?.textContent).toBe('Envia');
    expect(t.root.querySelector('label')?.textContent).toBe("Gens d'acord");
    choose(11, 4);
    const es = [...t.root.querySelectorAll<HTMLButtonElement>('.lang')].find(
      (b) => b.lang === 'es',
    ) as HTMLButtonElement;
    expect(es.getAttribute('aria-pressed')).toBe('false');
    es.click();
    await t.idle();
    expect(t.languages).toEqual(['ES']);
    expect(document.documentElement.lang).toBe('es');
    expect(es.getAttribute('aria-pressed')).toBe('true');
    expect(t.calls[1]?.url).toBe(`/v15/consultas/${CODE}?lang=ES`);
    expect(t.root.querySelector('legend')?.textContent).toBe(
      '1. ES El centro me informa a tiempo.',
    );
    expect((document.getElementById('pregunta-11-4') as HTMLInputElement).checked).toBe(true);
  });

  it('names the questions left unanswered and focuses the first, sending nothing', async () => {
    const t = harness({ replies: [ok()] });
    await t.idle();
    choose(12, 2);
    submit();
    await t.idle();
    expect(t.calls).toHaveLength(1);
    expect(formStatus()).toBe('Faltan por responder las preguntas 1 y 3.');
    expect(document.activeElement?.id).toBe('pregunta-11-1');
    const missing = document.getElementById('pregunta-11') as HTMLElement;
    expect(missing.classList.contains('missing')).toBe(true);
    expect(
      document.getElementById(missing.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Sin responder');
    // Answering it takes the mark off.
    choose(11, 0);
    expect(missing.classList.contains('missing')).toBe(false);
    expect(missing.getAttribute('aria-describedby')).toBeNull();
    expect(t.map.size).toBe(0);
  });

  it('keeps the response and its id before sending, then keeps only that it was sent', async () => {
    const t = harness({
      replies: [ok(), { status: 201, body: { data: { id: ID, repetida: false } } }],
    });
    await t.idle();
    choose(11, 4);
    choose(12, 1);
    choose(21, 0);
    submit();
    await t.idle();
    const post = t.calls[1] as Call;
    expect(post.method).toBe('POST');
    expect(post.url).toBe(`/v15/consultas/${CODE}/respuestas`);
    expect(post.body).toEqual({
      id: ID,
      respuestas: [
        { pregunta: 11, valor: 4 },
        { pregunta: 12, valor: 1 },
        { pregunta: 21, valor: 0 },
      ],
    });
    expect(JSON.parse(post.stored ?? 'null')).toEqual({
      id: ID,
      respuestas: { '11': 4, '12': 1, '21': 0 },
    });
    expect(notice()).toBe('Gracias: tus respuestas se han enviado.');
    expect(document.activeElement?.id).toBe('aviso');
    expect(t.root.querySelector('form')).toBeNull();
    expect([...t.map.entries()]).toEqual([[storageKeyOf(CODE), '{"enviada":true}']]);
  });

  it('keeps the answers when the network fails, and retries with the same id', async () => {
    const t = harness({
      replies: [ok(), 'network', { status: 200, body: { data: { id: ID, repetida: true } } }],
    });
    await t.idle();
    choose(11, 3);
    choose(12, 3);
    choose(21, 3);
    submit();
    await t.idle();
    expect(formStatus()).toBe(TEXTS.ES.offline);
    expect(t.root.querySelector('form')).not.toBeNull();
    expect(JSON.parse(t.map.get(storageKeyOf(CODE)) ?? 'null')).toMatchObject({ id: ID });
    const retry = t.root.querySelector<HTMLButtonElement>('.actions .secondary');
    expect(retry?.textContent).toBe('Reintentar');
    retry?.click();
    await t.idle();
    expect(
      t.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { id: string }).id),
    ).toEqual([ID, ID]);
    expect(t.ids()).toBe(1);
    expect(notice()).toBe('Gracias: tus respuestas se han enviado.');
    expect(t.map.get(storageKeyOf(CODE))).toBe('{"enviada":true}');
  });

  it('brings back a response kept by an earlier visit, sent with its id', async () => {
    const stored = JSON.stringify({ id: ID, respuestas: { '11': 1, '12': 2, '21': 4, '99': 3 } });
    const t = harness({
      stored,
      replies: [ok(), { status: 201, body: { data: { id: ID, repetida: false } } }],
    });
    await t.idle();
    expect(formStatus()).toBe(TEXTS.ES.restored);
    expect((document.getElementById('pregunta-21-4') as HTMLInputElement).checked).toBe(true);
    submit();
    await t.idle();
    expect(t.ids()).toBe(0);
    expect((t.calls[1]?.body as { id: string }).id).toBe(ID);
    expect((t.calls[1]?.body as { respuestas: unknown[] }).respuestas).toHaveLength(3);
  });

  it('says a browser already sent this consultation, without asking for it', async () => {
    const t = harness({ stored: '{"enviada":true}', search: '?lang=CA', replies: [] });
    await t.idle();
    expect(t.calls).toEqual([]);
    expect(notice()).toBe('Ja has enviat les teves respostes des d’aquest dispositiu.');
    expect(t.root.querySelector('form')).toBeNull();
  });

  it.each([
    ['cerrada', 'ES', TEXTS.ES.closed],
    ['vencida', 'ES', TEXTS.ES.expired],
    ['cerrada', 'CA', 'Aquesta consulta està tancada: ja no admet respostes.'],
  ] as const)('shows no form for a consultation %s (%s)', async (estado, lang, text) => {
    const t = harness({
      search: `?lang=${lang}`,
      replies: [ok(consultation({ estado }))],
      stored: `{"id":"${ID}","respuestas":{}}`,
    });
    await t.idle();
    expect(notice()).toBe(text);
    expect(t.root.querySelector('form')).toBeNull();
    expect(t.root.querySelector('.centre')?.textContent).toBe('IES Ejemplo');
    // Nothing can be sent any more: nothing is kept.
    expect(t.map.size).toBe(0);
  });

  it('says a consultation does not exist, for an unknown code or a malformed one', async () => {
    const unknown = harness({ replies: [refused(404, CONSULTATION_MESSAGES.notFound)] });
    await unknown.idle();
    expect(notice()).toBe('Esta consulta no existe.');
    const malformed = harness({ path: '/centro/responder/abc', replies: [] });
    await malformed.idle();
    expect(malformed.calls).toEqual([]);
    expect(notice()).toBe('Esta consulta no existe.');
  });

  it('offers a retry when the consultation could not be loaded', async () => {
    const t = harness({ replies: ['network', ok()] });
    await t.idle();
    expect(notice()).toBe(TEXTS.ES.loadFailed);
    t.root.querySelector<HTMLButtonElement>('.secondary')?.click();
    await t.idle();
    expect(t.root.querySelectorAll('fieldset')).toHaveLength(3);
  });

  it('shows the server’s message for too many responses, and closes the form for a closed one', async () => {
    const answerAll = () => {
      choose(11, 1);
      choose(12, 1);
      choose(21, 1);
    };
    const busy = harness({ replies: [ok(), refused(429, CONSULTATION_MESSAGES.tooMany)] });
    await busy.idle();
    answerAll();
    submit();
    await busy.idle();
    expect(formStatus()).toBe(CONSULTATION_MESSAGES.tooMany);
    expect(busy.map.has(storageKeyOf(CODE))).toBe(true);

    const closed = harness({
      search: '?lang=CA',
      replies: [ok(), refused(409, CONSULTATION_MESSAGES.expired)],
    });
    await closed.idle();
    answerAll();
    submit();
    await closed.idle();
    expect(notice()).toBe('Aquesta consulta ha acabat: la data de tancament ja ha passat.');
    expect(closed.root.querySelector('form')).toBeNull();
    expect(closed.map.size).toBe(0);
  });
});
