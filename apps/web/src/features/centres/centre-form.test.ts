import { centreCreateSchema, CENTRE_MESSAGES, type Centre } from '@eval/contracts/centres';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CENTRE_FORM,
  formFromCentre,
  municipalityAfterProvince,
  type CentreForm,
} from './centre-form';

const complete: CentreForm = {
  ...EMPTY_CENTRE_FORM,
  nombre: ' IES Cervantes ',
  codigo: '28000001',
  comunidades_id: 13,
  provincias_id_provincia: 28,
  municipios_id_municipio: 28079,
};

describe('the centre form through its contract', () => {
  it('gives the body of a complete form, trimmed, with blanks as null', () => {
    expect(centreCreateSchema.parse(complete)).toEqual({
      nombre: 'IES Cervantes',
      codigo: '28000001',
      activo: 1,
      comunidades_id: 13,
      provincias_id_provincia: 28,
      municipios_id_municipio: 28079,
      direccion: '',
      cp: '',
      kind: '',
      ownership: null,
      groupby: null,
      nivel_socioeconomico: null,
    });
  });

  it.each<Partial<CentreForm>>([
    { nombre: '' },
    { nombre: ' A ' },
    { codigo: '  ' },
    { comunidades_id: '' },
    { provincias_id_provincia: '' },
    { municipios_id_municipio: '' },
  ])('is refused as incomplete (spec §5) when a required field is missing: %j', (missing) => {
    const parsed = centreCreateSchema.safeParse({ ...complete, ...missing });
    expect(parsed.error?.issues[0]?.message).toBe(CENTRE_MESSAGES.centreIncomplete);
  });

  it('round-trips a stored centre', () => {
    const centre: Centre = {
      id: 1,
      nombre: 'CEPA Norte',
      direccion: 'Calle 1',
      kind: 'CEPA',
      ownership: 'PUBLIC',
      comunidades_id: 13,
      provincias_id_provincia: 28,
      municipios_id_municipio: 28079,
      cp: '28001',
      codigo: 'X1',
      groupby: 'G',
      nivel_socioeconomico: 'ALTO',
      activo: 0,
      home: '',
      comunidad: 'Comunidad de Madrid',
      provincia: 'Madrid',
      municipio: 'Madrid',
    };
    expect(centreCreateSchema.parse(formFromCentre(centre))).toMatchObject({
      kind: 'CEPA',
      ownership: 'PUBLIC',
      groupby: 'G',
      nivel_socioeconomico: 'ALTO',
      activo: 0,
    });
  });
});

describe('municipalityAfterProvince', () => {
  const list = [{ id_municipio: 28001 }, { id_municipio: 28079 }];
  it('keeps a municipality of the province, else takes the first, else blank', () => {
    expect(municipalityAfterProvince(28079, list)).toBe(28079);
    expect(municipalityAfterProvince(29067, list)).toBe(28001);
    expect(municipalityAfterProvince('', list)).toBe(28001);
    expect(municipalityAfterProvince(28079, [])).toBe('');
  });
});
