import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@eval/contracts/audit';
import type { HistoryEntry } from '@eval/contracts/history';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor } from '../../test/app';
import { createCentre } from '../../test/user-helpers';

/** An audit log a person can read, and reads kept apart from changes. */
const t = adminTestAppPerFile({ admin: { nombre: 'Pilar', apellidos: 'Sanz' } });

const MADRID = { comunidades_id: 13, provincias_id_provincia: 28, municipios_id_municipio: 28079 };

async function entries(filter: object = {}): Promise<AuditEntry[]> {
  const response = await t.app.inject({
    url: '/v15/audit-log',
    query: { filter: JSON.stringify(filter), setup: JSON.stringify({ size: 50, page: 0 }) },
    headers: t.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AuditEntry[] }>().data;
}

describe('the audit log reads as sentences', () => {
  it('names who did what to which record, with labelled fields and values as shown', async () => {
    const centre = await createCentre(t.db, { nombre: 'IES Viejo', codigo: 'FRASE-1' });
    const edit = await t.call('PATCH', '/v2/centros', {
      id: centre.id,
      nombre: 'IES Goya',
      codigo: 'FRASE-1',
      activo: 0,
      ...MADRID,
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const [line] = await entries({ entity: 'centros' });
    expect(line?.summary).toBe('Pilar Sanz modificó el centro «IES Goya»');
    // The kind of record and its id, for the screen's link to BBDD Centros.
    expect(line).toMatchObject({ record: 'centre', entity_id: String(centre.id) });
    const shown = Object.fromEntries(
      (line?.changes ?? []).map((c) => [c.label, [c.before_text, c.after_text]]),
    );
    expect(shown).toMatchObject({
      Nombre: ['IES Viejo', 'IES Goya'],
      Municipio: [expect.any(String), 'Madrid'],
      Provincia: [expect.any(String), 'Madrid'],
      Activo: ['Sí', 'No'],
    });
    // Nothing the person did not change, and no internal columns.
    expect(Object.keys(shown)).not.toContain('Código');
    expect(line?.changes.map((c) => c.field)).not.toContain('session_version');

    // The record's history says the same.
    const history = await t.call('GET', `/v1/audit/history/centre/${centre.id}`);
    const [entry] = history.json<{ data: HistoryEntry[] }>().data;
    expect(entry?.summary).toBe('Pilar Sanz modificó el centro «IES Goya»');
    expect(entry?.changes.find((c) => c.field === 'municipios_id_municipio')).toMatchObject({
      label: 'Municipio',
      after_text: 'Madrid',
    });
  });

  it('names what a line of no known record wrote, not its route (docs/glossary.md)', async () => {
    const created = await t.call('PUT', '/v4/cargos', { nombre: 'Jefatura de estudios' });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const [line] = await entries({ entity: 'cargos' });
    expect(line?.summary).toBe('Pilar Sanz: alta (Cargos) «Jefatura de estudios»');
  });

  it('says in words that an administrator changed their own language and password', async () => {
    const language = await t.call('PUT', '/v1/auth/account/language', { language_id: 'CA' });
    expect(language.statusCode, language.body).toBe(200);
    const [languageLine] = await entries({ entity: 'auth/account/language' });
    expect(languageLine?.summary).toBe('Pilar Sanz cambió su idioma');
    const luis = await createUser(t.db, { perfil: 0, nombre: 'Luis', apellidos: 'Mora' });
    const password = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/account/password',
      payload: { currentPassword: 'Secreta-123', newPassword: 'Marea alta sobre Tarifa 47' },
      headers: bearer(tokenFor(t.app, luis)),
    });
    expect(password.statusCode, password.body).toBe(200);
    const [passwordLine] = await entries({ entity: 'auth/account/password' });
    expect(passwordLine?.summary).toBe('Luis Mora cambió su contraseña y cerró sus otras sesiones');
  });

  it('lists previews apart, as accesses, not as changes', async () => {
    const text = 'Hola, {{nombre}}: el centro {{centro}} tiene pendiente la evaluación. {{enlace}}';
    const preview = await t.call('POST', '/v15/mail-templates/preview', {
      kind: 'reminder',
      subject_es: 'Recordatorio',
      body_es: text,
      subject_ca: 'Recordatori',
      body_ca: text,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const isPreview = (entry: AuditEntry) => entry.action === 'POST /v15/mail-templates/preview';
    expect((await entries()).filter(isPreview)).toEqual([]);
    // A line of no record (a template's preview) links nowhere.
    expect((await entries({ reads: true })).find(isPreview)?.record).toBeNull();
    const reads = await entries({ reads: true });
    expect(reads.filter(isPreview)).toHaveLength(1);
    expect(reads.every((entry) => /\/(preview|export|download)$/.test(entry.action))).toBe(true);
  });
});
