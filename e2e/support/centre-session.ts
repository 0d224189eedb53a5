import type { Page } from '@playwright/test';
import { deliveredTo, linkTo } from './centre-mail';
import { expect } from './fixtures';
import { adminToken, apiData, registerUser } from './users-screen';

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * An active demo centre with no evaluation started in the active period, preferably one with no
 * plan either (the demo carries a centre's unfinished actions of last year into this period's
 * plan); when every centre has started, a finished one reset.
 */
export async function unstartedCentre(page: Page, token: string) {
  const centres = await apiData<{ id: number; nombre: string }[]>(
    page.request,
    token,
    `/v2/centros?setup=${q({ size: 100, page: 0, order: { field: 'nombre', direction: 'asc' } })}&filter=${q({ actives: true })}`,
  );
  const { data: quizzes } = await apiData<{
    data: { id: number; status: string; plan: { acciones: number } }[];
  }>(page.request, token, `/v15/centros/quizes?setup=${q({ size: 100, page: 0 })}`);
  const started = new Set(quizzes.filter((r) => r.status !== 'NOT_STARTED').map((r) => r.id));
  const planned = new Set(quizzes.filter((r) => r.plan.acciones > 0).map((r) => r.id));
  const unstarted =
    centres.find((c) => !started.has(c.id) && !planned.has(c.id)) ??
    centres.find((c) => !started.has(c.id));
  if (unstarted) return unstarted;
  // Every demo centre has started: a finished one is reset to "not started", as the
  // back-office's reset does (its answers are archived, not lost).
  const finished = quizzes.find((r) => r.status === 'FINISHED');
  const centre = centres.find((c) => c.id === finished?.id);
  if (!centre) throw new Error('no centre to evaluate');
  const reset = await page.request.post('/v7/reset-quiz', {
    headers: { authorization: `Bearer ${token}` },
    data: { centerId: centre.id },
  });
  expect(reset.status()).toBe(200);
  return centre;
}

export const CENTRE_PASSWORD = 'Quadern-Verd-Muntanya-Serralada-26';

/**
 * A new person of centre `centreId` (created by the administrator, the password set through the
 * welcome e-mail's link), in `language`: the e-mail.
 */
export async function newCentrePerson(
  page: Page,
  token: string,
  person: {
    centreId: number;
    perfil: 1 | 2;
    nombre: string;
    apellidos: string;
    language?: 'ES' | 'CA';
  },
): Promise<string> {
  const email = `persona-${Date.now()}-${Math.round(Math.random() * 1e6)}@centro-e2e.example`;
  await registerUser(page.request, token, {
    nombre: person.nombre,
    apellidos: person.apellidos,
    email,
    perfil: person.perfil,
    centros_id: person.centreId,
    language_id: person.language ?? 'ES',
  });
  await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const link = linkTo(deliveredTo(email)[0] ?? '', '/centro/establecer-contrasena');
  const linkToken = link ? new URL(link, 'http://x').searchParams.get('token') : null;
  if (!linkToken) throw new Error(`no set-password link in the welcome to ${email}`);
  const set = await page.request.post('/v1/auth/set-password', {
    data: { token: linkToken, password: CENTRE_PASSWORD },
  });
  expect(set.status()).toBe(200);
  return email;
}

/**
 * A new coordinator of a centre that has not started, in `language`: the e-mail and password.
 */
export async function newCoordinator(page: Page, language: 'ES' | 'CA' = 'ES') {
  const token = await adminToken(page.request);
  const centre = await unstartedCentre(page, token);
  const email = await newCentrePerson(page, token, {
    centreId: centre.id,
    perfil: 1,
    nombre: 'Marta',
    apellidos: 'Coordinadora',
    language,
  });
  return { email, password: CENTRE_PASSWORD, centre };
}

/** Signs `email` in through the centre app's call and stores the session as its sign-in page does. */
export async function signInToCentreApp(page: Page, email: string): Promise<{ token: string }> {
  const response = await page.request.post('/v15/centro/auth/login', {
    data: { email, password: CENTRE_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const session = ((await response.json()) as { data: { token: string } }).data;
  await page.addInitScript((stored) => {
    if (!window.sessionStorage.getItem('e2e-centre-session-set')) {
      window.localStorage.setItem('centro.session', JSON.stringify(stored));
      window.sessionStorage.setItem('e2e-centre-session-set', '1');
    }
  }, session);
  return session;
}

/** The centre app's questions on screen. */
export const questions = (page: Page) => page.locator('fieldset[data-question-id]');

/**
 * Deletes every action of the active period's plan of the signed-in coordinator (`token`): the
 * demo may have carried last year's unfinished actions into it, and a journey starts empty.
 */
export async function emptyPlan(page: Page, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const plan = await page.request.get('/v15/centro/plan', { headers });
  const { acciones } = ((await plan.json()) as { data: { acciones: { id: number }[] } }).data;
  for (const action of acciones) {
    const removed = await page.request.delete(`/v15/centro/plan/acciones/${action.id}`, {
      headers,
    });
    expect(removed.status()).toBe(200);
  }
}

/**
 * Answers the centre's questionnaire through the API as its person (`token`), a key's answers
 * side by side as several people of a centre answer; with `leaveLastKey`, all but the last key.
 * The number of keys.
 */
export async function answerByApi(
  page: Page,
  centreId: number,
  token: string,
  leaveLastKey = false,
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const reply = await page.request.get(`/v15/centros/${centreId}/cuestionario`, { headers });
  expect(reply.status()).toBe(200);
  const { claves } = (
    (await reply.json()) as {
      data: { claves: { preguntas: { id: number; respuestas: { id: number }[] }[] }[] };
    }
  ).data;
  for (const [index, key] of (leaveLastKey ? claves.slice(0, -1) : claves).entries()) {
    const saves = key.preguntas.map((question) => {
      const option = question.respuestas[index % question.respuestas.length];
      return page.request.put(`/v15/centros/${centreId}/respuestas/${question.id}`, {
        headers,
        data: option ? { respuestasIds: [option.id] } : { notApplicable: true },
      });
    });
    for (const saved of await Promise.all(saves)) expect(saved.status()).toBe(200);
  }
  return claves.length;
}
