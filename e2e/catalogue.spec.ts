import { expect, signInAsAdmin, test } from './support/fixtures';

test.describe('the questionnaire catalogue (/admin/claves)', () => {
  // Long journeys on a machine shared with other builds: allow more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('edits a key, adds a question with options and switches language', async ({ page }) => {
    await page.goto('/admin/claves');
    const keys = page.getByRole('table', { name: 'Claves' });
    await expect(keys.getByRole('row')).toHaveCount(11);

    // Edit the first key's title and colour; the list reloads with them.
    await page
      .getByRole('button', { name: 'Editar clave Programa de orientación estructurado' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar clave' });
    await dialog.getByLabel('Título (castellano)').fill('Programa de orientación del centro');
    await dialog.getByRole('combobox', { name: 'Color' }).click();
    await page.getByRole('option', { name: 'Naranja' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Clave guardada')).toBeVisible();
    await expect(dialog).toBeHidden();
    const edited = keys.getByRole('row').filter({ hasText: 'Programa de orientación del centro' });
    await expect(edited).toContainText('Naranja');

    // Open its questions and add a sixth one.
    await page
      .getByRole('button', { name: 'Preguntas de Programa de orientación del centro' })
      .click();
    const questions = page.getByRole('table', {
      name: 'Preguntas de Programa de orientación del centro',
    });
    await expect(questions.getByRole('row')).toHaveCount(7);
    await questions
      .getByLabel('Nueva pregunta: título', { exact: true })
      .fill('¿El centro publica su plan de mejora?');
    await questions
      .getByLabel('Nueva pregunta: título en catalán')
      .fill('El centre publica el seu pla de millora?');
    await questions.getByRole('button', { name: 'Añadir pregunta' }).click();
    await expect(page.getByText('Pregunta guardada')).toBeVisible();
    const added = questions
      .getByRole('row')
      .filter({ hasText: '¿El centro publica su plan de mejora?' });
    await expect(added).toContainText('6');
    await expect(
      keys.getByRole('row').filter({ hasText: 'Programa de orientación del centro' }),
    ).toContainText('6');

    // Give it two options with their scores.
    await page.getByRole('button', { name: 'Respuestas de la pregunta 6' }).click();
    const options = page.getByRole('table', { name: 'Respuestas de la pregunta 6' });
    for (const [text, score] of [
      ['Sí, cada curso', '3'],
      ['No', '0'],
    ] as const) {
      await options.getByLabel('Nueva respuesta: texto', { exact: true }).fill(text);
      await options.getByLabel('Nueva respuesta: puntuación').fill(score);
      await options.getByRole('button', { name: 'Añadir respuesta' }).click();
      const row = options
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
      await expect(row).toContainText(score);
    }
    await expect(options.getByRole('row')).toHaveCount(4);
    await expect(added).toContainText('2');

    // A negative score is refused before anything is sent.
    await options.getByLabel('Nueva respuesta: texto', { exact: true }).fill('Mal');
    await options.getByLabel('Nueva respuesta: puntuación').fill('-1');
    await options.getByRole('button', { name: 'Añadir respuesta' }).click();
    await expect(page.getByText('La puntuación no puede ser negativa.')).toBeVisible();
    await expect(options.getByRole('row')).toHaveCount(4);

    // In Catalan the keys and questions show their translation.
    await page.getByRole('button', { name: 'Català' }).click();
    await expect(keys).toContainText("Programa d'orientació estructurat");
    // The panel follows the language too: its heading now names the key in Catalan.
    await expect(
      page.getByRole('table', { name: "Preguntas de Programa d'orientació estructurat" }),
    ).toContainText('El centre publica el seu pla de millora?');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(keys).toContainText('Programa de orientación del centro');
  });

  test('refuses a question number already taken in the key with a Spanish message', async ({
    page,
  }) => {
    await page.goto('/admin/claves');
    await page
      .getByRole('button', { name: /^Preguntas de / })
      .nth(1)
      .click();
    const questions = page.getByRole('table', { name: /^Preguntas de / });
    await questions.getByLabel('Nueva pregunta: número').fill('1');
    await questions.getByLabel('Nueva pregunta: título', { exact: true }).fill('Número repetido');
    await questions.getByRole('button', { name: 'Añadir pregunta' }).click();
    await expect(
      page.getByText('Ya existe una pregunta con ese número en esta clave.'),
    ).toBeVisible();
    await expect(questions.getByRole('row')).toHaveCount(7);
  });
});
