import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentDialog } from './content-dialog';

afterEach(cleanup);

const FAQ = {
  seccion: 'preguntas-frecuentes',
  titulo: 'Preguntas <b>frecuentes</b>',
  preguntas: [{ pregunta: '¿Quién?', respuesta: 'La coordinación.' }],
};

const open = (initial: unknown) => {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(<ContentDialog initial={initial} busy={false} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose, dialog: screen.getByRole('dialog') };
};

describe('ContentDialog', () => {
  it('edits a content by its fields and saves the same shape', async () => {
    const { onSave, dialog } = open(FAQ);
    // Text stays text: nothing of the title is read as HTML.
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveProperty(
      'value',
      'Preguntas <b>frecuentes</b>',
    );
    expect(dialog.querySelector('b')).toBeNull();
    const entry = within(dialog).getByRole('group', { name: 'Preguntas 1' });
    const answer = within(entry).getByRole('textbox', { name: 'Respuesta' });
    await userEvent.clear(answer);
    await userEvent.type(answer, 'El equipo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith({
      ...FAQ,
      preguntas: [{ pregunta: '¿Quién?', respuesta: 'El equipo.' }],
    });
  });

  it('switches to JSON and back keeping the data, and refuses invalid JSON in Spanish', async () => {
    const { onSave, dialog } = open(FAQ);
    const toggle = within(dialog).getByRole('switch', { name: 'Editar como JSON' });
    await userEvent.click(toggle);
    const json = within(dialog).getByRole('textbox', { name: 'Contenido en JSON' });
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual(FAQ);

    fireEvent.change(json, { target: { value: '{"titulo": "A",\n"b" 1}' } });
    await userEvent.click(toggle);
    expect(toggle).toHaveProperty('checked', true);
    expect(dialog.textContent).toContain(
      'El texto no es un JSON válido: se esperaba «:» tras el nombre del campo en la línea 2, columna 5.',
    );

    fireEvent.change(json, { target: { value: '{"titulo": "A", "orden": 2}' } });
    await userEvent.click(toggle);
    expect(within(dialog).getByRole('textbox', { name: 'Orden' })).toHaveProperty('value', '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith({ titulo: 'A', orden: 2 });
  });

  it('opens a list in JSON only, and asks before discarding an edit', async () => {
    const { onClose, dialog } = open([1, 2]);
    const toggle = within(dialog).getByRole('switch', { name: 'Editar como JSON' });
    expect(toggle).toHaveProperty('checked', true);
    await userEvent.click(toggle);
    expect(dialog.textContent).toContain('Este contenido es una lista: solo se puede editar');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();

    const edited = open(FAQ);
    await userEvent.type(within(edited.dialog).getByRole('textbox', { name: 'Sección' }), '-bis');
    await userEvent.click(within(edited.dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('dialog', { name: '¿Descartar los cambios?' })).toBeTruthy();
    expect(edited.onClose).not.toHaveBeenCalled();
  });
});
