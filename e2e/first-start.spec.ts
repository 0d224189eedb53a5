import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support/fixtures';

// On a first start a new administrator reads the welcome e-mail that was
// really delivered (the e2e server runs the in-process SMTP receiver, as `npm start` does), is
// told when a message waits in the queue instead, and finds something on every content screen.

const CREATED = 'Se ha creado el usuario y se le ha enviado un mail';
const CREATED_QUEUED =
  'Se ha creado el usuario; el correo queda en cola y se enviará en cuanto sea posible';

/** Creates an administrator (no centre needed) from the "Nuevo usuario" dialog. */
async function createFromScreen(page: Page, nombre: string, email: string): Promise<void> {
  await page.goto('/admin/usermngmt');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(nombre);
  await dialog.getByLabel('Apellidos').fill('Correo Prueba');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Teléfono').fill('600555111');
  await dialog.getByLabel('DNI').fill('12345678Z');
  await dialog.getByLabel('Perfil').click();
  await page.getByRole('option', { name: 'Administrador' }).click();
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
}

const tracker = (page: Page) => page.getByRole('grid', { name: 'Correos enviados' });

async function showMailsTo(page: Page, receiver: string): Promise<void> {
  await page.goto('/admin/email-tracker');
  await page.getByRole('textbox', { name: 'Destinatario' }).fill(receiver);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(tracker(page).locator('[role="row"][data-id]')).toHaveCount(1);
}

test.describe('a first start with the demo', () => {
  // Axe analyses every page visited; the shared machine is slow.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('the welcome e-mail of a user created on the screen is delivered and readable', async ({
    page,
  }) => {
    await createFromScreen(page, 'Ramón', 'ramon.bienvenida@centro.example');
    await expect(page.getByText(CREATED)).toBeVisible();

    await showMailsTo(page, 'ramon.bienvenida@');
    const row = tracker(page).locator('[role="row"][data-id]');
    await expect(row).toContainText('Bienvenida a Autoevaluación de centros educativos');
    await expect(row.getByText('Enviado', { exact: true })).toBeVisible();
    await page
      .getByRole('button', { name: 'Ver el correo a ramon.bienvenida@centro.example' })
      .click();
    const frame = page.frameLocator('iframe[title="Contenido del correo"]');
    await expect(frame.getByText('Hola, Ramón:')).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar' }).click();
  });

  test('a welcome e-mail that cannot be delivered at once is reported as queued', async ({
    page,
  }) => {
    // The receiver refuses `.invalid` addresses, as a relay that cannot route them would.
    await createFromScreen(page, 'Inés', 'ines.cola@centro.invalid');
    await expect(page.getByText(CREATED_QUEUED)).toBeVisible();
    await expect(page.getByText(CREATED)).toHaveCount(0);

    await showMailsTo(page, 'ines.cola@');
    await expect(tracker(page).getByText('No enviado', { exact: true })).toBeVisible();
  });

  test('Correos enviados holds the e-mails the demo people received', async ({ page }) => {
    await page.goto('/admin/email-tracker');
    await expect(tracker(page).locator('[role="row"][data-id]')).toHaveCount(5);
    await page.getByRole('textbox', { name: 'Asunto' }).fill('Benvinguda');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(tracker(page).getByText('Enviado', { exact: true }).first()).toBeVisible();
  });

  test('every content screen has the demo content, in Spanish and in Catalan', async ({ page }) => {
    for (const [path, label, spanish, catalan] of [
      ['/admin/contenidos', 'Contenidos', 'Bienvenida al programa', 'Benvinguda al programa'],
      ['/admin/feedback', 'Feedback', 'fortaleza del centro', 'fortalesa del centre'],
      ['/admin/recursos', 'Recursos', 'Cuestionario de intereses', "Guia d'autoavaluació"],
      ['/admin/toolkits', 'Toolkits', 'Kit de inicio', "Kit d'inici"],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name: label });
      await expect(table).toContainText(spanish);
      await page.getByRole('button', { name: 'Català' }).click();
      await expect(table).toContainText(catalan);
      await expect(table).not.toContainText(spanish);
    }

    await page.goto('/admin/recursos');
    const experience = page
      .getByRole('table', { name: 'Recursos' })
      .getByRole('row')
      .filter({ hasText: 'Semana de las profesiones' });
    await expect(
      experience.getByRole('img', { name: /^Logotipo de Semana de las profesiones/ }),
    ).toBeVisible();
    const plan = page
      .getByRole('table', { name: 'Recursos' })
      .getByRole('row')
      .filter({ hasText: 'Plantilla del plan de mejora' });
    const download = page.waitForEvent('download');
    await plan.getByRole('button', { name: /^Descargar documento de Plantilla/ }).click();
    expect((await download).suggestedFilename()).toBe('plantilla-plan-de-mejora.pdf');

    await page.goto('/admin/documentos');
    await expect(page.getByRole('table', { name: 'Documentos' })).toContainText(
      'Guía de autoevaluación del centro',
    );
  });
});
