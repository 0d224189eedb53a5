import { deleteRow, expect, openDialog, signInAsAdmin, test } from './support/fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

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

  test('edits contents as validated JSON and feedback per language', async ({ page }) => {
    await page.goto('/admin/contenidos');
    const dialog = await openDialog(page, 'Nuevo contenido');
    const json = dialog.getByLabel('Contenido (JSON)');
    await json.fill('{ titulo: sin comillas }');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText(/^El texto no es un JSON válido/)).toBeVisible();
    await json.fill('{"titulo": "<img src=x onerror=alert(1)>"}');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const table = page.getByRole('table', { name: 'Contenidos' });
    // Shown as text, never as HTML.
    await expect(table).toContainText('<img src=x onerror=alert(1)>');
    await expect(table.locator('img')).toHaveCount(0);

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
