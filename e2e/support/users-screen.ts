import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminLogin, expect } from './fixtures';

/** A session token of the demo administrator, for preparing data through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return String((await adminLogin(request)).token);
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** GET an API path as the administrator and return its `data`. */
export async function apiData<T>(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

export interface ListedUser {
  id: number;
  email: string;
  nombre: string;
  perfil: number;
  activo: number;
  telefono: string;
  dni: string;
  cargos_id: number | null;
  centros_id: number | null;
  centro: string | null;
  codigo: string | null;
}

/** The user with `email` as GET /v1/users lists it, inactive or not. */
export async function listedUser(request: APIRequestContext, token: string, email: string) {
  const setup = { size: 5, page: 0 };
  const filter = { search: email, showInactive: true };
  const rows = await apiData<ListedUser[]>(
    request,
    token,
    `/v1/users?setup=${q(setup)}&filter=${q(filter)}`,
  );
  const user = rows.find((row) => row.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

export interface DemoCentre {
  id: number;
  nombre: string;
  codigo: string;
  municipio: string;
}

/** Active centres of the demo seed, by name. */
export async function demoCentres(request: APIRequestContext, token: string, size = 5) {
  const setup = { size, page: 0, order: { field: 'nombre', direction: 'asc' } };
  const response = await request.get(
    `/v2/centros?setup=${q(setup)}&filter=${q({ actives: true })}`,
    { headers: auth(token) },
  );
  return ((await response.json()) as { data: DemoCentre[] }).data;
}

/** Creates users through the CSV upload's call, as a mass upload does: no phone, DNI or cargo. */
export async function massUpload(
  request: APIRequestContext,
  token: string,
  rows: { nombre: string; apellidos: string; email: string; codigocentro: string }[],
) {
  const response = await request.post('/v1/auth/massive', {
    headers: auth(token),
    data: rows.map((row) => ({ ...row, tipo: '2', grupo: '' })),
  });
  expect(response.status()).toBeLessThan(300);
  expect(((await response.json()) as { data: { created: number } }).data.created).toBe(rows.length);
}

/** POST /v1/auth/registeruser as the administrator. */
export async function registerUser(request: APIRequestContext, token: string, body: object) {
  const response = await request.post('/v1/auth/registeruser', {
    headers: auth(token),
    data: body,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: ListedUser }).data;
}

/** A teacher (profile 2) of the first demo centre, registered as the administrator; and the centre. */
export async function registerTeacher(
  request: APIRequestContext,
  token: string,
  person: { nombre: string; apellidos: string; email: string; telefono?: string },
) {
  const [centre] = await demoCentres(request, token, 1);
  const user = await registerUser(request, token, { ...person, perfil: 2, centros_id: centre?.id });
  return { user, centre };
}

export const usersGrid = (page: Page) => page.getByRole('grid', { name: 'Usuarios' });

/** Narrows the users table to the one user with `email`. */
export async function showOnly(page: Page, email: string) {
  await page.getByLabel('Buscar usuario').fill(email);
  await expect(usersGrid(page).locator('[data-field="email"]', { hasText: email })).toHaveCount(1);
  await expect(usersGrid(page).locator('[role="row"][data-id]')).toHaveCount(1);
}

/** The only data row of the users table. */
export const onlyRow = (page: Page) => usersGrid(page).locator('[role="row"][data-id]').first();

/** Chooses a value of a select cell of the row being edited. */
export async function chooseInRow(page: Page, field: string, option: string) {
  await onlyRow(page).locator(`[data-field="${field}"] [role="combobox"]`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the centre picker `picker` and chooses the centre whose code is `codigo`. */
export async function chooseCentre(page: Page, picker: Locator, text: string, codigo: string) {
  await picker.fill(text);
  await page.getByRole('option').filter({ hasText: codigo }).first().click();
}

/** What `fillNewUser` types into the "Nuevo usuario" dialog; the fields left out stay as they are. */
export interface NewUserFields {
  nombre?: string;
  apellidos?: string;
  email?: string;
  telefono?: string;
  dni?: string;
  /** The profile's name as its option reads, e.g. 'Equipo docente'. */
  perfil?: string;
}

/** Fills the given fields of the "Nuevo usuario" dialog, in the form's order. */
export async function fillNewUser(page: Page, dialog: Locator, fields: NewUserFields) {
  if (fields.nombre !== undefined) {
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(fields.nombre);
  }
  if (fields.apellidos !== undefined) await dialog.getByLabel('Apellidos').fill(fields.apellidos);
  if (fields.email !== undefined) await dialog.getByLabel('Correo electrónico').fill(fields.email);
  if (fields.telefono !== undefined) await dialog.getByLabel('Teléfono').fill(fields.telefono);
  if (fields.dni !== undefined) await dialog.getByLabel('DNI').fill(fields.dni);
  if (fields.perfil !== undefined) {
    await dialog.getByLabel('Perfil').click();
    await page.getByRole('option', { name: fields.perfil }).click();
  }
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
