import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CentreOption } from '@eval/contracts/centre-options';
import { renderWithStore } from '../../../test/render-app';
import { fakeApi, json } from '../../../test/fake-api';
import { CentrePicker } from './centre-picker';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const centre = (id: number, nombre: string, codigo: string, municipio: string): CentreOption => ({
  id,
  nombre,
  codigo,
  municipio,
  provincia: municipio,
  ccaa: 'Comunidad de Madrid',
  groupby: null,
  titularidad: 'PUBLIC',
  cepa_fp: '',
  cp: '28001',
  activo: id === 2 ? 0 : 1,
});
const FOUND = [
  centre(1, 'IES Cervantes', '28000001', 'Madrid'),
  centre(2, 'CEIP Madrid Sur', '28000002', 'Getafe'),
];

function Harness({ onPick }: { onPick(centre: CentreOption | null): void }) {
  const [value, setValue] = useState<CentreOption | null>(null);
  return (
    <CentrePicker
      label="Centro"
      value={value}
      onChange={(picked) => {
        setValue(picked);
        onPick(picked);
      }}
    />
  );
}

describe('CentrePicker', () => {
  it(
    'asks the server once typing pauses, shows name, code and municipality, and picks one',
    { timeout: 30_000 },
    async () => {
      const requests = fakeApi({
        'GET /v5/languages': () => json({ data: [] }),
        'GET /v2/centros/search': () => json({ data: FOUND }),
      });
      const searches = () =>
        requests
          .filter((r) => new URL(r.url).pathname === '/v2/centros/search')
          .map((r) => new URL(r.url).searchParams.get('search'));
      const picked = vi.fn();
      renderWithStore(<Harness onPick={picked} />);
      const field = screen.getByRole('combobox', { name: 'Centro' });

      // One character: nothing is asked, the field says what to type.
      await userEvent.type(field, 'm');
      expect(
        await screen.findByText(
          'Escriba al menos 3 caracteres del nombre, el código o el municipio del centro.',
        ),
      ).toBeTruthy();

      // Typing on: one search for the whole text, not one per key.
      await userEvent.type(field, 'adr');
      const option = await screen.findByRole('option', { name: /IES Cervantes/ });
      expect(searches()).toEqual(['madr']);
      expect(option.textContent).toContain('28000001 · Madrid (Madrid)');
      const inactive = screen.getByRole('option', { name: /CEIP Madrid Sur/ });
      expect(inactive.textContent).toContain('inactivo');

      await userEvent.click(option);
      await waitFor(() => expect(picked).toHaveBeenCalledWith(FOUND[0]));
      expect((field as HTMLInputElement).value).toBe('IES Cervantes (código 28000001)');
      expect(searches()).toEqual(['madr']);
    },
  );
});
