import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { adminToken, registerUser } from './support/users-screen';

/**
 * Creates users through the API. The e2e server's in-process SMTP receiver delivers their
 * welcome e-mails ("Enviado"), except the first `refused` ones, addressed under `.invalid`,
 * which it refuses as a relay that cannot route them would ("No enviado", retried later).
 */
async function createUsers(request: APIRequestContext, prefix: string, count: number, refused = 0) {
  const token = await adminToken(request);
  for (let i = 0; i < count; i += 1) {
    const domain = i < refused ? 'tracker.invalid' : 'tracker.example';
    await registerUser(request, token, {
      nombre: `Correo ${i}`,
      email: `${prefix}${i}@${domain}`,
      perfil: 0,
    });
  }
}

const table = (page: Page) => page.getByRole('grid', { name: 'Correos enviados' });
const dataRows = (page: Page) => table(page).locator('[role="row"][data-id]');

async function filterBy(page: Page, receiver: string, status?: 'Todos' | 'Enviado' | 'No enviado') {
  await page.getByRole('textbox', { name: 'Destinatario' }).fill(receiver);
  if (status) {
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Aplicar' }).click();
}

test.describe('Correos enviados', () => {
  // Axe analyses every visit of a page with a data grid; the shared machine is slow.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('filters and pages on the server (5 per page by default)', async ({ page }) => {
    await createUsers(page.request, 'pagina', 7, 2);
    await page.goto('/admin/email-tracker');
    await filterBy(page, 'pagina');
    await expect(dataRows(page)).toHaveCount(5);
    await expect(page.getByText('1–5 de 7')).toBeVisible();
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await expect(dataRows(page)).toHaveCount(2);

    await filterBy(page, 'pagina', 'Enviado');
    await expect(dataRows(page)).toHaveCount(5);
    await expect(table(page).getByText('No enviado')).toHaveCount(0);
    await filterBy(page, 'pagina', 'No enviado');
    await expect(dataRows(page)).toHaveCount(2);
    await expect(table(page).getByText('No enviado').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Asunto' }).fill('no existe este asunto');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(dataRows(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(dataRows(page)).toHaveCount(5);
  });

  test('resending a message the mail server refuses fails with its reason', async ({ page }) => {
    await createUsers(page.request, 'reenvio', 1, 1);
    await page.goto('/admin/email-tracker');
    await filterBy(page, 'reenvio0@');
    await page
      .getByRole('button', { name: 'Reenviar el correo a reenvio0@tracker.invalid' })
      .click();
    await expect(
      page.getByText(
        'No se ha podido reenviar el correo: El servidor de correo rechazó el destinatario (550 5.1.2 Dominio de destino que no existe)',
      ),
    ).toBeVisible();
  });

  test('the body is shown in a sandboxed frame where no script runs', async ({ page }) => {
    // A name with markup, as an administrator or a CSV might type it: the template escapes it.
    const token = await adminToken(page.request);
    await page.request.post('/v1/auth/registeruser', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        nombre: '<script>alert("x")</script>',
        email: 'guion@tracker.example',
        perfil: 0,
      },
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const external: string[] = [];
    const probes: string[] = [];
    // Chromium reports a load refused by the frame's policy as a request that fails with
    // ERR_BLOCKED_BY_CSP; "nothing external loads" means no response ever arrives.
    page.on('response', (response) => {
      if (response.url().includes('example.invalid')) external.push(response.url());
    });
    page.on('request', (request) => {
      if (request.url().includes('pwned')) probes.push(request.url());
    });
    // The server never stores raw script (names are escaped), so to prove the frame itself
    // is safe, the real response's body of this message is given a live script, an inline
    // handler and an external image before the page renders it.
    await page.route(
      (url) => url.pathname === '/v15/sent-emails',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { receiver: string; html: string }[] };
        for (const row of body.data) {
          if (row.receiver === 'guion@tracker.example') {
            row.html +=
              '<script>alert("script"); fetch("/health?pwned=1")</script>' +
              '<img src="https://example.invalid/x.png" onerror="alert(\'img\')">';
          }
        }
        await route.fulfill({ response, json: body });
      },
    );

    await page.goto('/admin/email-tracker');
    await filterBy(page, 'guion@');
    await page.getByRole('button', { name: 'Ver el correo a guion@tracker.example' }).click();
    const frameElement = page.getByTitle('Contenido del correo');
    await expect(frameElement).toHaveAttribute('sandbox', '');
    const frame = page.frameLocator('iframe[title="Contenido del correo"]');
    await expect(frame.getByText('Hola, <script>alert("x")</script>:')).toBeVisible();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(probes).toEqual([]);
    expect(external).toEqual([]);
    await page.getByRole('button', { name: 'Cerrar' }).click();
  });
});
