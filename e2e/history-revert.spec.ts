import type { APIRequestContext } from '@playwright/test';
import { HISTORY_MESSAGES, type HistoryEntry } from '@eval/contracts/history';
import { confirmIn, expect, signInAsAdmin, test } from './support/fixtures';
import { adminToken, apiData, registerTeacher, showOnly, usersGrid } from './support/users-screen';

/** PUT /v1/users as the administrator: the person's name changes, nothing else. */
async function rename(request: APIRequestContext, token: string, user: object, nombre: string) {
  const response = await request.put('/v1/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...user, nombre },
  });
  expect(response.status()).toBe(200);
}

test.describe('Historial y reversión', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("a user's history, a revert from the audit screen, and a refused conflicting revert", async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    const email = 'historia.e2e@centro.example';
    const { user: created, centre } = await registerTeacher(page.request, token, {
      nombre: 'Inés',
      apellidos: 'Historia',
      email,
    });
    const body = {
      id: created.id,
      email,
      apellidos: 'Historia',
      perfil: 2,
      centros_id: centre?.id,
    };
    await rename(page.request, token, body, 'Inés María');

    // The row's "Historial" opens the field-by-field diff.
    await page.goto('/admin/usermngmt');
    await showOnly(page, email);
    await usersGrid(page)
      .getByRole('button', { name: `Historial de ${email}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Historial del usuario ${email}` });
    // The edit (Campo / Antes / Después) and, below it, the creation.
    await expect(dialog.getByRole('row', { name: 'Nombre Inés Inés María' })).toBeVisible();
    await expect(dialog.getByRole('row', { name: 'Nombre (vacío) Inés' })).toBeVisible();
    await expect(dialog.getByText('Modificación')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // Reverting that edit from the audit screen.
    const history = (path: string) => apiData<HistoryEntry[]>(page.request, token, path);
    const [edit] = await history(`/v1/audit/history/user/${created.id}`);
    await page.goto('/admin/auditoria');
    await page.getByRole('button', { name: `Revertir el cambio ${edit?.id}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revertir el cambio' });
    await confirm.getByRole('button', { name: 'Revertir' }).click();
    await expect(page.getByText('Cambio revertido.')).toBeVisible();
    const listed = await apiData<{ nombre: string }[]>(
      page.request,
      token,
      `/v1/users?setup=${encodeURIComponent('{"size":5,"page":0}')}&filter=${encodeURIComponent(JSON.stringify({ search: email }))}`,
    );
    expect(listed[0]?.nombre).toBe('Inés');

    // An edit that a later one changed again cannot be reverted: refused, with the reason.
    await rename(page.request, token, body, 'Inés Segunda');
    await rename(page.request, token, body, 'Inés Tercera');
    const [, older] = await history(`/v1/audit/history/user/${created.id}`);
    await page.reload();
    await page.getByRole('button', { name: `Revertir el cambio ${older?.id}` }).click();
    await confirmIn(page, 'Revertir el cambio', 'Revertir');
    await expect(page.getByText(HISTORY_MESSAGES.changedSince)).toBeVisible();
  });
});
