import { deliveredTo, linkTo } from './support/centre-mail';
import { expect, expectAccessible, test } from './support/fixtures';
import { adminToken, demoCentres, registerUser } from './support/users-screen';

// A Catalan welcome e-mail is followed to the end in Catalan: the link carries the e-mail's
// language, which wins over the one this browser had stored and is remembered; setting the
// password signs the person in. The back-office's sign-in sends a centre's people to their app.

// Each test follows several pages and e-mails, each analysed by axe: more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Quadern-Blau-Tramuntana-Serra-27';

/** A message as read from the receiver: its quoted-printable bytes read back as UTF-8. */
const utf8 = (message: string) => Buffer.from(message, 'latin1').toString('utf8');

test('a Catalan welcome e-mail is followed in Catalan to the home, then a used link and a new one (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await adminToken(page.request);
  const [centre] = await demoCentres(page.request, token, 1);
  if (!centre) throw new Error('no demo centre');
  const email = `docent-catala-${Date.now()}@centre-e2e.example`;
  await registerUser(page.request, token, {
    nombre: 'Jordi',
    apellidos: 'Puig',
    email,
    perfil: 2,
    centros_id: centre.id,
    language_id: 'CA',
  });

  await expect.poll(() => deliveredTo(email).length).toBeGreaterThan(0);
  const welcome = utf8(deliveredTo(email)[0] ?? '');
  expect(welcome).toContain("Les vostres dades d'accés:");
  expect(welcome).toContain(`- Centre: ${centre.nombre}`);
  expect(welcome).toContain('- Perfil: Professorat');
  expect(welcome).toContain(`- Correu electrònic per entrar: ${email}`);
  expect(welcome).toMatch(/- Adreça de l'aplicació: https?:\/\/[^/\s]+\/centro\/\s/);
  const link = linkTo(welcome, '/centro/establecer-contrasena');
  expect(link).toMatch(/&lang=CA$/);

  // This browser had chosen Spanish: the link's language wins, and stays chosen.
  await page.goto('/centro/entrar');
  await page.evaluate(() => localStorage.setItem('centro.language', 'es'));
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Estableix la contrasenya' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expectAccessible(page);
  await page.getByLabel('Contrasenya nova').fill(PASSWORD);
  await page.getByLabel('Repetiu la contrasenya').fill(PASSWORD);
  await page.getByRole('button', { name: 'Desa la contrasenya' }).click();

  // Signed in with the password just set, on the home, in Catalan.
  await expect(page.getByRole('heading', { name: 'Hola, Jordi' })).toBeVisible();
  await expect(page.getByText('Estat de l’avaluació').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tanca la sessió' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('centro.language'))).toBe('ca');
  await expectAccessible(page);

  // The same link again: used, said in Catalan, with the way to ask for a new one.
  await page.goto(link ?? '');
  await expect(page.getByRole('alert')).toContainText('ja s’ha fet servir o ha caducat');
  await expect(page.getByLabel('Contrasenya nova')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sol·licita un enllaç nou' }).click();

  // Forgot password, in Catalan; its e-mail's link opens in Catalan too.
  await expect(page.getByRole('heading', { name: 'Recupera la contrasenya' })).toBeVisible();
  await page.getByLabel('Correu electrònic').fill(email);
  await page.getByRole('button', { name: 'Envia l’enllaç' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Si el correu electrònic pertany a un compte',
  );
  await expectAccessible(page);
  await expect.poll(() => deliveredTo(email).length).toBe(2);
  const reset =
    deliveredTo(email)
      .map(utf8)
      .find((message) => message !== welcome) ?? '';
  expect(linkTo(reset, '/centro/establecer-contrasena')).toMatch(/&lang=CA$/);
});

test('the back-office sign-in sends a centre person to their app before any attempt (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/login');
  await expect(page.getByText('¿Es usted de un centro educativo?')).toBeVisible();
  const toCentreApp = page.getByRole('link', { name: 'Entre en su aplicación' });
  await expect(toCentreApp).toHaveAttribute('href', '/centro/');
  await expectAccessible(page);
  await toCentreApp.click();
  await expect(page).toHaveURL(/\/centro\/entrar$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
});
