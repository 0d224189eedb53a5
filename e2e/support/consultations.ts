import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { answerByApi } from './centre-session';
import { expect } from './fixtures';

/**
 * Finishes the active period's evaluation of centre `centreId` through the API, as its
 * coordinator (`token`): every question answered (a key's answers side by side), then sent. The
 * results page then shows this period, and with it the period's consultations.
 */
export async function finishEvaluation(page: Page, centreId: number, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  await answerByApi(page, centreId, token);
  const sent = await page.request.post(`/v15/centros/${centreId}/enviar`, { headers });
  expect(sent.status()).toBe(200);
}

/** A respondent's phone: a context of its own at 390 × 844, touch, in Spanish. */
export async function newPhone(
  browser: Browser,
  extraHTTPHeaders?: Record<string, string>,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  });
  return context.newPage();
}

/** The answer page's questions on screen. */
export const consultationQuestions = (page: Page) => page.locator('form fieldset.question');

/**
 * Answers every question of the answer page on screen: question `index` (from 0) gets the
 * choice `choiceOf(index)`, 0–4 in the page's order (agreement from least to most, then "No lo
 * sé"). Waits for the questions first (`all()` does not). `quickly` clicks them all in one go
 * in the page (a class of phones in a few seconds) instead of one action each.
 */
export async function answerEveryQuestion(
  page: Page,
  choiceOf: (index: number) => number,
  { quickly = false }: { quickly?: boolean } = {},
) {
  const shown = consultationQuestions(page);
  await expect(shown.first()).toBeVisible();
  const count = await shown.count();
  if (quickly) {
    const choices = Array.from({ length: count }, (_, index) => choiceOf(index));
    await shown.evaluateAll((questions, chosen) => {
      questions.forEach((question, index) => {
        const radios = question.querySelectorAll<HTMLInputElement>('input[type="radio"]');
        radios[chosen[index] ?? 0]?.click();
      });
    }, choices);
  } else {
    for (const [index, question] of (await shown.all()).entries())
      await question.getByRole('radio').nth(choiceOf(index)).check();
  }
  await expect(page.locator('form input[type="radio"]:checked')).toHaveCount(count);
}

/** The dashboard card's participation (`GET /v3/consultations-report`) by group. */
export async function consultationReport(request: APIRequestContext, token: string) {
  const response = await request.get('/v3/consultations-report', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { grupos } = (
    (await response.json()) as {
      data: { grupos: { grupo: string; consultas: number; respuestas: number }[] };
    }
  ).data;
  return new Map(grupos.map((g) => [g.grupo, g]));
}
