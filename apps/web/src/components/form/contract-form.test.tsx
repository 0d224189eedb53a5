import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { FormSelectField, type SelectOption } from './form-select-field';
import { FormTextField } from './form-text-field';
import { useContractForm } from './use-contract-form';

afterEach(cleanup);

const schema = z.strictObject({
  nombre: z.string().trim().min(2, 'Escriba un nombre.'),
  activo: z.number({ error: 'Elija.' }),
  nota: z.string().trim().optional(),
});

function Sample({ onSave }: { onSave(body: z.output<typeof schema>): void }) {
  const form = useContractForm(schema, { nombre: '', activo: '', nota: '' });
  const options: SelectOption<number | ''>[] = [
    { value: '', label: '' },
    { value: 1, label: 'Sí' },
    { value: 0, label: 'No' },
  ];
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <FormTextField form={form} name="nombre" label="Nombre" />
      <FormTextField form={form} name="nota" label="Nota" />
      <FormSelectField form={form} name="activo" label="Activo" options={options} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('a contract form', () => {
  it('marks what the contract requires, shows its messages on submit, clears them on edit', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<Sample onSave={onSave} />);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveProperty('required', true);
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveProperty('required', false);

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), ' A');
    expect(screen.queryByText('Escriba un nombre.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escriba un nombre.')).toBeTruthy();
    expect(screen.getByText('Elija.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'na ');
    expect(screen.queryByText('Escriba un nombre.')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activo' }), 'No');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ nombre: 'Ana', activo: 0, nota: '' });
  });
});
