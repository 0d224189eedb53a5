import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@eval/contracts/auth';
import { storeUser } from '../../../lib/session';
import { fakeApi, json } from '../../../test/fake-api';
import { renderAdminScreen, renderApp } from '../../../test/render-app';
import { sessionUser } from '../../../test/session-user';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const QUESTION = {
  id: 5,
  grupo: 'alumnado',
  claves_id: 7,
  clave: 'Liderazgo',
  texto: 'El equipo directivo escucha al alumnado.',
  texto_ca: "L'equip directiu escolta l'alumnat.",
  orden: 1,
  respondida: true,
};
const FAMILY_QUESTION = {
  ...QUESTION,
  id: 6,
  grupo: 'familias',
  texto: 'El centro informa a las familias.',
  texto_ca: '',
  orden: 2,
  respondida: false,
};
const handlers = (record?: (request: Request) => Promise<Response>) => ({
  'GET /v3/consultation-questions': (request: Request) =>
    json({
      data:
        new URL(request.url).searchParams.get('grupo') === 'familias'
          ? [FAMILY_QUESTION]
          : [QUESTION],
    }),
  'GET /v3/claves': () =>
    json({
      data: [
        { id: 7, titulo: 'Liderazgo' },
        { id: 8, titulo: 'Convivencia' },
      ],
    }),
  ...(record
    ? {
        'POST /v3/consultation-questions': record,
        'DELETE /v3/consultation-questions/5': record,
      }
    : {}),
});

const findTable = () =>
  screen.findByRole('table', { name: 'Preguntas de las consultas' }, { timeout: 15_000 });

describe('/admin/preguntas-consultas', () => {
  it('lists a group’s questions and switches to another group', { timeout: 30_000 }, async () => {
    const asked: (string | null)[] = [];
    const { 'GET /v3/consultation-questions': list, ...others } = handlers();
    renderAdminScreen('/admin/preguntas-consultas', {
      ...others,
      'GET /v3/consultation-questions': (request) => {
        asked.push(new URL(request.url).searchParams.get('grupo'));
        return list(request);
      },
    });
    const table = await findTable();
    expect(await within(table).findByText('El equipo directivo escucha al alumnado.')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Clave', 'Texto', 'Texto (catalán)', 'Orden', 'Con respuestas', 'Acciones']);
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Liderazgo',
      'El equipo directivo escucha al alumnado.',
      "L'equip directiu escolta l'alumnat.",
      '1',
      'Sí',
      '',
    ]);
    expect(asked).toEqual(['alumnado']);

    const user = userEvent.setup();
    const groups = screen.getByRole('group', { name: 'Grupo' });
    expect(
      within(groups).getByRole('button', { name: 'Alumnado' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(within(groups).getByRole('button', { name: 'Familias' }));
    expect(await within(table).findByText('El centro informa a las familias.')).toBeTruthy();
    expect(within(table).queryByText('El equipo directivo escucha al alumnado.')).toBeNull();
    expect(within(table).getByText('—')).toBeTruthy();
    expect(asked).toEqual(['alumnado', 'familias']);
  });

  it(
    'retires an answered question and creates one with the group and key chosen',
    { timeout: 30_000 },
    async () => {
      const sent: { method: string; body: unknown }[] = [];
      const record = async (request: Request) => {
        sent.push({ method: request.method, body: await request.json().catch(() => null) });
        return json({ data: request.method === 'DELETE' ? { id: 5, retirada: true } : QUESTION });
      };
      renderAdminScreen('/admin/preguntas-consultas', handlers(record));
      const table = await findTable();
      await within(table).findByText('El equipo directivo escucha al alumnado.');

      const user = userEvent.setup();
      await user.click(
        within(table).getByRole('button', { name: /Eliminar pregunta El equipo directivo/ }),
      );
      const confirm = await screen.findByRole('dialog', { name: 'Eliminar pregunta' });
      expect(confirm.textContent).toContain('Su grupo ya tiene respuestas: se retirará');
      await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
      await waitFor(() => expect(sent.map((s) => s.method)).toEqual(['DELETE']));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(
        await screen.findByText(
          'La pregunta tenía respuestas: se ha retirado y las respuestas guardadas la conservan.',
        ),
      ).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Nueva pregunta' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nueva pregunta' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Grupo' }));
      await user.click(await screen.findByRole('option', { name: 'Profesorado' }));
      await user.click(within(dialog).getByRole('combobox', { name: 'Clave' }));
      await user.click(await screen.findByRole('option', { name: 'Convivencia' }));
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Texto' }),
        'Los acuerdos se cumplen.',
      );
      await user.clear(within(dialog).getByRole('spinbutton', { name: 'Orden' }));
      await user.type(within(dialog).getByRole('spinbutton', { name: 'Orden' }), '3');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]).toEqual({
        method: 'POST',
        body: {
          grupo: 'profesorado',
          claves_id: 8,
          texto: 'Los acuerdos se cumplen.',
          texto_ca: '',
          orden: 3,
        },
      });
    },
  );

  it(
    'says "Pregunta eliminada" when the question had no responses',
    { timeout: 30_000 },
    async () => {
      const record = () => Promise.resolve(json({ data: { id: 5, retirada: false } }));
      renderAdminScreen('/admin/preguntas-consultas', handlers(record));
      const table = await findTable();
      await within(table).findByText('El equipo directivo escucha al alumnado.');
      const user = userEvent.setup();
      await user.click(
        within(table).getByRole('button', { name: /Eliminar pregunta El equipo directivo/ }),
      );
      const confirm = await screen.findByRole('dialog', { name: 'Eliminar pregunta' });
      await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
      expect(await screen.findByText('Pregunta eliminada')).toBeTruthy();
      expect(screen.queryByText(/se ha retirado/)).toBeNull();
    },
  );

  it('edits a question with what it holds', { timeout: 30_000 }, async () => {
    const sent: unknown[] = [];
    renderAdminScreen('/admin/preguntas-consultas', {
      ...handlers(),
      'PUT /v3/consultation-questions/5': async (request) => {
        sent.push(await request.json());
        return json({ data: QUESTION });
      },
    });
    const table = await findTable();
    await within(table).findByText('El equipo directivo escucha al alumnado.');
    const user = userEvent.setup();
    await user.click(
      within(table).getByRole('button', { name: /Editar pregunta El equipo directivo/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar pregunta' });
    const catalan = within(dialog).getByRole('textbox', { name: 'Texto (catalán)' });
    await user.clear(catalan);
    await user.type(catalan, "La direcció escolta l'alumnat.");
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      grupo: 'alumnado',
      claves_id: 7,
      texto: 'El equipo directivo escucha al alumnado.',
      texto_ca: "La direcció escolta l'alumnat.",
      orden: 1,
    });
  });

  it.each<[string, Partial<SessionUser>]>([
    ['a scoped administrator', { ambito: [13] }],
    ['a read-only administrator', { solo_lectura: 1 }],
  ])('shows %s the list without write buttons', { timeout: 30_000 }, async (_who, scope) => {
    storeUser(sessionUser(scope));
    fakeApi({
      'GET /v5/languages': () => json({ data: [{ id: 'ES', name: 'Español' }] }),
      ...handlers(),
    });
    renderApp('/admin/preguntas-consultas');
    const table = await findTable();
    expect(await within(table).findByText('El equipo directivo escucha al alumnado.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva pregunta' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Editar|Eliminar/ })).toBeNull();
  });
});
