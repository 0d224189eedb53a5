import type { Locator, Page } from '@playwright/test';
import {
  deleteRow,
  expect,
  expectAccessible,
  openDialog,
  signInAsAdmin,
  test,
} from './support/fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** The text box named exactly `name` (a list's rows share their name's start with its buttons). */
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Adds a field to the content dialog with "Añadir campo": its name and its kind. */
async function addField(page: Page, dialog: Locator, name: string, kind: string): Promise<void> {
  const panel = dialog.getByRole('region', { name: 'Añadir campo' });
  await panel.getByLabel('Nombre del campo').fill(name);
  await panel.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await panel.getByRole('button', { name: 'Añadir campo' }).click();
}

test.describe('the programme content screens', () => {
  // Long journeys on a machine shared with other builds: allow more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('creates a resource with logo and document, per language', async ({ page }) => {
    await page.goto('/admin/recursos');
    const table = page.getByRole('table', { name: 'Recursos' });
    const dialog = await openDialog(page, 'Nuevo recurso');
    await dialog.getByLabel('Título').fill('Guía de acogida');
    await dialog.getByRole('combobox', { name: 'Perspectiva' }).click();
    await page.getByRole('option', { name: 'Familias' }).click();
    await dialog.getByRole('combobox', { name: 'Tipo de material' }).click();
    await page.getByRole('option', { name: 'Guía', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Comunidades' }).click();
    await page
      .getByRole('option', { name: /Madrid/ })
      .first()
      .click();
    await dialog
      .getByLabel('Elegir logotipo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Vista previa del logotipo' })).toBeVisible();
    await dialog.getByLabel('Elegir documento').setInputFiles(pdf('acogida.pdf'));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Recurso guardado')).toBeVisible();

    const row = table.getByRole('row').filter({ hasText: 'Guía de acogida' });
    await expect(row.getByRole('img', { name: 'Logotipo de Guía de acogida' })).toBeVisible();
    await expect(row).toContainText('Familias');
    await expect(row).toContainText('Madrid');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Descargar documento de Guía de acogida' }).click();
    expect((await download).suggestedFilename()).toBe('acogida.pdf');

    // Resources are per language: the Catalan list (the demo's Catalan ones) does not hold it.
    await page.getByRole('button', { name: 'Català' }).click();
    await expect(table.getByRole('row').filter({ hasText: "Guia d'autoavaluació" })).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(row).toBeVisible();

    // Editing keeps logo and document when no new file is chosen (spec §5).
    await row.getByRole('button', { name: 'Editar recurso Guía de acogida' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar recurso' });
    await edit.getByLabel('Título').fill('Guía de acogida revisada');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    const revised = table.getByRole('row').filter({ hasText: 'Guía de acogida revisada' });
    await expect(
      revised.getByRole('img', { name: 'Logotipo de Guía de acogida revisada' }),
    ).toBeVisible();
    await expect(revised.getByRole('button', { name: /^Descargar documento/ })).toBeVisible();
  });

  test('creates and deletes a toolkit, and the list reloads', async ({ page }) => {
    await page.goto('/admin/toolkits');
    const table = page.getByRole('table', { name: 'Toolkits' });
    const dialog = await openDialog(page, 'Nuevo toolkit');
    await dialog.getByLabel('Título').fill('Kit de evaluación');
    await dialog.getByLabel('URL').fill('https://example.org/kit');
    await dialog.getByLabel('Elegir fichero del toolkit').setInputFiles(pdf('kit.pdf'));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Kit de evaluación' })).toBeVisible();

    await deleteRow(page, table, {
      what: 'toolkit',
      title: 'Kit de evaluación',
      done: 'Toolkit eliminado',
    });
  });

  test('uploads, refuses a wrong file and deletes a document', async ({ page }) => {
    await page.goto('/admin/documentos');
    const table = page.getByRole('table', { name: 'Documentos' });
    const dialog = await openDialog(page, 'Subir documento');
    await dialog.getByLabel('Nombre').fill('Programa ejecutable');
    await dialog.getByLabel('Elegir fichero del documento').setInputFiles({
      name: 'programa.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ programa'),
    });
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await expect(page.getByText(/^Tipo de fichero no permitido/)).toBeVisible();

    await dialog.getByLabel('Nombre').fill('Guía del programa');
    await dialog.getByLabel('Elegir fichero del documento').setInputFiles(pdf('guia.pdf'));
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await expect(page.getByText('Documento subido')).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: 'Guía del programa' });
    await expect(row).toContainText('guia.pdf');

    await deleteRow(page, table, {
      what: 'documento',
      title: 'Guía del programa',
      done: 'Documento eliminado',
    });
  });

  test('creates a content with its form: title, long text, a list, questions and a link', async ({
    page,
  }) => {
    await page.goto('/admin/contenidos');
    const dialog = await openDialog(page, 'Nuevo contenido');
    await dialog.getByLabel('Sección').fill('e2e-guia');
    await dialog.getByLabel('Título').fill('Guía rápida <img src=x onerror=alert(1)>');

    // Field names are checked before a field is added.
    await addField(page, dialog, 'dos palabras', 'Texto');
    await expect(dialog.getByText(/^El nombre solo puede tener letras, cifras/)).toBeVisible();
    await addField(page, dialog, 'titulo', 'Texto');
    await expect(dialog.getByText('Ya hay un campo «titulo».')).toBeVisible();

    await addField(page, dialog, 'resumen', 'Texto largo');
    await textbox(dialog, 'Resumen').fill('Primera línea.\nSegunda línea.');
    await addField(page, dialog, 'pasos', 'Lista de textos');
    await textbox(dialog, 'Pasos 1').fill('Leer la guía');
    await dialog.getByRole('button', { name: 'Añadir a Pasos' }).click();
    await textbox(dialog, 'Pasos 2').fill('Responder el cuestionario');
    await dialog.getByRole('button', { name: 'Subir Pasos 2' }).click();
    await expect(textbox(dialog, 'Pasos 1')).toHaveValue('Responder el cuestionario');
    await expect(textbox(dialog, 'Pasos 2')).toHaveValue('Leer la guía');
    await addField(page, dialog, 'preguntas', 'Lista de preguntas y respuestas');
    const first = dialog.getByRole('group', { name: 'Preguntas 1', exact: true });
    await first.getByLabel('Pregunta').fill('¿Cuánto dura?');
    await first.getByLabel('Respuesta').fill('Un curso.');
    await addField(page, dialog, 'sobra', 'Texto');
    await dialog.getByRole('button', { name: 'Quitar el campo Sobra' }).click();
    await expect(textbox(dialog, 'Sobra')).toHaveCount(0);

    // A link must lead to a web address.
    await addField(page, dialog, 'web', 'Enlace');
    const web = dialog.getByRole('group', { name: 'Web', exact: true });
    await web.getByLabel('Texto').fill('Portal');
    await web.getByLabel('URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(web.getByText('La URL debe empezar por http:// o https://.')).toBeVisible();
    await expectAccessible(page);
    await web.getByLabel('URL').fill('https://example.org/portal');

    // The same content as JSON; a syntax error is told in Spanish and keeps the JSON mode.
    await dialog.getByLabel('Editar como JSON').check();
    const json = dialog.getByLabel('Contenido en JSON');
    const typed = await json.inputValue();
    expect(JSON.parse(typed)).toEqual({
      seccion: 'e2e-guia',
      titulo: 'Guía rápida <img src=x onerror=alert(1)>',
      resumen: 'Primera línea.\nSegunda línea.',
      pasos: ['Responder el cuestionario', 'Leer la guía'],
      preguntas: [{ pregunta: '¿Cuánto dura?', respuesta: 'Un curso.' }],
      web: { texto: 'Portal', url: 'https://example.org/portal' },
    });
    await json.fill('{\n  "titulo": "x"\n  "seccion": "y"\n}');
    await dialog.getByLabel('Editar como JSON').click();
    await expect(
      dialog.getByText(
        'El texto no es un JSON válido: se esperaba «,» o «}» en la línea 3, columna 3.',
      ),
    ).toBeVisible();
    await expect(dialog.getByLabel('Editar como JSON')).toBeChecked();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText(/^El texto no es un JSON válido: se esperaba/)).toBeVisible();
    await json.fill(typed);
    await dialog.getByLabel('Editar como JSON').uncheck();
    await expect(textbox(dialog, 'Pasos 2')).toHaveValue('Leer la guía');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Contenido guardado')).toBeVisible();

    // Shown as text, never as HTML: its title and section in the list.
    const table = page.getByRole('table', { name: 'Contenidos' });
    const row = table.getByRole('row').filter({ hasText: 'Guía rápida <img src=x onerror' });
    await expect(row).toContainText('Sección: e2e-guia');
    await expect(table.locator('img')).toHaveCount(0);

    // Opened again, the form holds what was saved; closing it untouched asks nothing.
    await row.getByRole('button', { name: /^Editar contenido/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar contenido' });
    await expect(textbox(edit, 'Resumen')).toHaveValue('Primera línea.\nSegunda línea.');
    await expect(
      edit.getByRole('group', { name: 'Preguntas 1', exact: true }).getByLabel('Respuesta'),
    ).toHaveValue('Un curso.');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toHaveCount(0);
  });

  test('edits a demo content and asks before discarding its changes', async ({ page }) => {
    await page.goto('/admin/contenidos');
    const table = page.getByRole('table', { name: 'Contenidos' });
    const row = table.getByRole('row').filter({ hasText: 'Preguntas frecuentes' });
    await row.getByRole('button', { name: /^Editar contenido/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar contenido' });
    await expect(dialog.getByLabel('Sección')).toHaveValue('preguntas-frecuentes');
    const entry = (n: number) => dialog.getByRole('group', { name: `Preguntas ${n}`, exact: true });
    await expect(entry(1).getByLabel('Pregunta')).toHaveValue('¿Quién responde el cuestionario?');
    await dialog.getByRole('button', { name: 'Añadir a Preguntas' }).click();
    await entry(4).getByLabel('Pregunta').fill('¿Hay plazo?');
    await entry(4).getByLabel('Respuesta').fill('Hasta marzo.');
    await dialog.getByRole('button', { name: 'Quitar Preguntas 2' }).click();

    // Unsaved changes are not lost to a stray Escape.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await discard.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(entry(3).getByLabel('Pregunta')).toHaveValue('¿Hay plazo?');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Contenido guardado')).toBeVisible();

    await row.getByRole('button', { name: /^Editar contenido/ }).click();
    await expect(entry(2).getByLabel('Pregunta')).toHaveValue('¿Quién ve los resultados?');
    await expect(entry(3).getByLabel('Respuesta')).toHaveValue('Hasta marzo.');
    await expect(entry(4)).toHaveCount(0);
    // A change, then Cancelar: asked, and discarded.
    await dialog.getByLabel('Título').fill('Dudas');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();
  });

  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    test(`the content form fits ${width} × ${height} without sideways scrolling`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.goto('/admin/contenidos');
      const table = page.getByRole('table', { name: 'Contenidos' });
      const row = table.getByRole('row').filter({ hasText: 'Calendario del curso' });
      await expect(row).toContainText('Sección: calendario');
      await page.screenshot({ path: testInfo.outputPath(`contenidos-${width}.png`) });
      await row.getByRole('button', { name: /^Editar contenido/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar contenido' });
      const entry = dialog.getByRole('group', { name: 'Calendario 1', exact: true });
      await expect(entry.getByLabel('Periodo')).toHaveValue('septiembre–octubre');
      await expect(dialog.getByRole('button', { name: 'Bajar Calendario 1' })).toBeVisible();
      const overflow = await dialog
        .locator('.MuiDialogContent-root')
        .evaluate((node) => node.scrollWidth - node.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await page.screenshot({ path: testInfo.outputPath(`contenido-${width}.png`) });
      await dialog.getByRole('region', { name: 'Añadir campo' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`contenido-${width}-añadir.png`) });
      await expectAccessible(page);
    });
  }

  test('edits feedback per language', async ({ page }) => {
    await page.goto('/admin/feedback');
    await page.getByRole('button', { name: 'Català' }).click();
    const feedback = await openDialog(page, 'Nuevo feedback');
    await feedback.getByLabel('Título').fill('Cal millorar');
    await feedback.getByRole('button', { name: 'Guardar' }).click();
    const rows = page.getByRole('table', { name: 'Feedback' });
    await expect(rows).toContainText('Cal millorar');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(rows).toContainText('fortaleza del centro');
    await expect(rows).not.toContainText('Cal millorar');
  });
});
