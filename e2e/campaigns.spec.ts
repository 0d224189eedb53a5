import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { adminToken } from './support/users-screen';

/** A demo centre of the active period (by its position in the list) and its status. */
async function demoCentre(
  request: APIRequestContext,
  skip: number,
): Promise<{ codigo: string; status: string }> {
  const token = await adminToken(request);
  const setup = encodeURIComponent(JSON.stringify({ size: 20, page: 0 }));
  const response = await request.get(`/v15/centros/quizes?setup=${setup}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    data: { data: { codigo: string; status: string }[] } | { codigo: string; status: string }[];
  };
  const rows = Array.isArray(body.data) ? body.data : body.data.data;
  const row = rows[skip];
  if (!row) throw new Error('no demo centre');
  return row;
}

const PROGRESS: Record<string, [string, string]> = {
  NOT_STARTED: ['Sin comenzar', 'Sense començar'],
  IN_PROGRESS: ['En proceso', 'En procés'],
  NOT_FINISHED: ['No terminada', 'No acabada'],
  FINISHED: ['Completada', 'Completada'],
};

async function filterByCode(page: Page, code: string) {
  await page.goto('/admin/datos');
  await page.getByRole('textbox', { name: 'Código' }).fill(code);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('quiz-count')).toHaveText('1 centro');
}

test.describe('Recordatorios y plantillas de correo', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('preview in ES and CA → confirm people and centres → progress → totals', async ({
    page,
  }) => {
    const centre = await demoCentre(page.request, 0);
    const [es, ca] = PROGRESS[centre.status] ?? ['', ''];
    await filterByCode(page, centre.codigo);
    await page.getByRole('button', { name: 'Enviar recordatorio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar recordatorio' });
    await expect(dialog.getByTestId('reminder-reach')).toHaveText(
      /Ahora lo recibirían 1 persona de 1 centro\./,
    );
    // The preview is rendered with the real centre's data, in each language.
    const frame = dialog.frameLocator('iframe');
    await expect(frame.getByText(es, { exact: true })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Català' }).click();
    await expect(frame.getByText(ca, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('preview-subject')).toContainText('Recordatori');
    await dialog.getByRole('button', { name: 'Enviar' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirmar el recordatorio' });
    await expect(confirm).toContainText(
      'Se enviará el recordatorio ahora a 1 persona de 1 centro.',
    );
    await confirm.getByRole('button', { name: 'Confirmar envío' }).click();
    await expect(page.getByText('Recordatorio enviado a la cola de correo')).toBeVisible();

    await page.goto('/admin/campanas');
    const table = page.getByRole('table', { name: 'Campañas' });
    const row = table
      .getByRole('row')
      .filter({ hasText: 'Recordatorio de autoevaluación' })
      .first();
    await expect(row.getByRole('progressbar')).toBeVisible();
    // The in-process receiver delivers it; the totals follow live.
    await expect(row.getByText(/En cola 0 · Enviados 1 · Fallidos 0/)).toBeVisible({
      timeout: 60_000,
    });
    // "Enviada" once nothing waits in the queue (it showed as sent while queued).
    await expect(row.getByRole('cell', { name: /^Enviada \(/ })).toBeVisible();
    await row.getByRole('link', { name: 'Ver correos' }).click();
    await expect(page.getByTestId('campaign-filter')).toBeVisible();
    await expect(
      page.getByRole('grid', { name: 'Correos enviados' }).locator('[role="row"][data-id]'),
    ).toHaveCount(1);
  });

  test('a reminder to "Sin comenzar" and "En proceso" at once', async ({ page }) => {
    await page.goto('/admin/datos');
    await page.getByRole('button', { name: 'Enviar recordatorio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar recordatorio' });
    const statuses = dialog.getByRole('group', { name: 'Estado de la evaluación' });
    // The page's filter has no status: none ticked, every centre.
    await expect(statuses.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(dialog.getByTestId('reminder-reach')).toHaveText(/^Ahora lo recibirían/);

    const both = page.waitForResponse(
      (response) =>
        response.url().endsWith('/v15/campaigns/preview') &&
        JSON.stringify(response.request().postDataJSON()).includes(
          '"status":["NOT_STARTED","IN_PROGRESS"]',
        ),
    );
    await statuses.getByRole('checkbox', { name: 'En proceso' }).check();
    await statuses.getByRole('checkbox', { name: 'Sin comenzar' }).check();
    const reach = ((await (await both).json()) as { data: { recipients: number; centres: number } })
      .data;
    expect(reach.recipients).toBeGreaterThan(0);
    await expect(dialog.getByTestId('reminder-reach')).toContainText(
      `${reach.recipients} ${reach.recipients === 1 ? 'persona' : 'personas'} de ${reach.centres}`,
    );

    // Scheduled for tomorrow, so nothing is sent by this test; then cancelled.
    await dialog.getByRole('radio', { name: 'En una fecha y hora' }).check();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar el recordatorio' })
      .getByRole('button', { name: 'Confirmar envío' })
      .click();
    await expect(page.getByText('Recordatorio programado')).toBeVisible();

    await page.goto('/admin/campanas');
    const row = page
      .getByRole('table', { name: 'Campañas' })
      .getByRole('row')
      .filter({ hasText: 'Sin comenzar o En proceso' })
      .first();
    await expect(row.getByRole('cell', { name: /^Programada: / })).toBeVisible();
    await row.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('dialog', { name: 'Cancelar la campaña' })
      .getByRole('button', { name: 'Cancelar la campaña' })
      .click();
    await expect(row.getByRole('cell', { name: /^Cancelada/ })).toBeVisible();
  });

  test('editing a template: unknown placeholder refused, preview, save, restore a version', async ({
    page,
  }) => {
    await page.goto('/admin/plantillas-correo');
    await page.getByRole('button', { name: 'Editar Restablecer contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plantilla: Restablecer contraseña' });
    const body = dialog.getByRole('textbox', { name: 'Texto (castellano)' });
    await expect(body).toHaveValue(/\{\{enlace\}\}/);
    await body.fill('Hola, {{nom}}: [Establecer contraseña]({{enlace}})');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      /El marcador \{\{nom\}\} no existe en esta plantilla\. Marcadores disponibles: \{\{nombre\}\}, \{\{centro\}\}, \{\{enlace\}\}\. \(castellano\)/,
    );

    await body.fill('Hola, **{{nombre}}**: [Establecer contraseña]({{enlace}})');
    await dialog.getByRole('button', { name: 'Vista previa' }).click();
    await expect(dialog.frameLocator('iframe').getByText('María García')).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Plantilla guardada (versión 2)')).toBeVisible();
    await expect(dialog.getByText('Versión 2 (en uso)')).toBeVisible();

    await dialog.getByRole('button', { name: 'Restaurar versión 1' }).click();
    await expect(page.getByText('Restaurada la versión 1 como versión 3')).toBeVisible();
    await expect(dialog.getByText('Versión 3 (en uso)')).toBeVisible();
    await expect(body).toHaveValue(/Se ha solicitado restablecer la contraseña/);
    // Closed, so the page's accessibility check runs on the screen, not inside the sandboxed
    // preview frame (axe cannot be injected there and waits for it).
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
