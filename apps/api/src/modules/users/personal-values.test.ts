import { describe, expect, it } from 'vitest';
import { erasedPersonEmail, erasedPersonName } from '@eval/contracts/personal-data';
import {
  addFieldsOf,
  collectValues,
  ERASED_TEXT,
  personValues,
  scrubberFor,
} from './personal-values';

const ID = 7;
const NAME = erasedPersonName(ID);
const EMAIL = erasedPersonEmail(ID);

/** Ana Prieto, once ana@old.example, now ana.p@new.example; DNI and phone on record. */
function ana() {
  const values = personValues();
  addFieldsOf(
    { nombre: 'Ana', apellidos: 'Prieto', email: 'Ana.P@New.example ', telefono: '699887766' },
    values,
  );
  values.emails.add('ana@old.example');
  values.identifiers.add('48151623L');
  return values;
}

describe('collectValues', () => {
  it('reads a line about the record whole, and elsewhere only the rows holding an address', () => {
    const values = ana();
    const detect = new Set(values.emails);
    collectValues({ nombre: 'Anita', dni: '37261594F' }, true, values, detect);
    collectValues(
      [
        { nombre: 'Ana María', apellidos: 'Prieto Gil', email: 'ANA@OLD.EXAMPLE' },
        { nombre: 'Berta', apellidos: 'Prieto', email: 'berta@x.example' },
      ],
      false,
      values,
      detect,
    );
    expect([...values.names].sort()).toEqual(
      ['Ana', 'Ana María', 'Ana María Prieto Gil', 'Ana Prieto', 'Anita'].sort(),
    );
    expect([...values.surnames].sort()).toEqual(['Prieto', 'Prieto Gil']);
    expect([...values.emails].sort()).toEqual(['ana.p@new.example', 'ana@old.example']);
    expect([...values.identifiers].sort()).toEqual(['37261594F', '48151623L', '699887766']);
  });
});

describe('scrubberFor', () => {
  it('replaces every value in a text of the person, whole words for names, any case', () => {
    const scrub = scrubberFor(ID, ana(), new Set(['ana@old.example']));
    expect(scrub.ownText('Hola, ANA PRIETO: mañana a ANA@old.example, tel. 699887766')).toBe(
      `Hola, ${NAME}: mañana a ${EMAIL}, tel. ${ERASED_TEXT}`,
    );
    // "Ana" inside other words stays: Mañana, Anabel, Prietoso.
    expect(scrub.ownText('Mañana Anabel Prietoso')).toBe('Mañana Anabel Prietoso');
    // An unaccented form of a name (the search columns) goes too.
    const accented = personValues();
    addFieldsOf({ nombre: 'Zacarías', apellidos: 'Brembórez' }, accented);
    expect(scrubberFor(ID, accented, new Set()).ownText('zacarias bremborez')).toBe(NAME);
  });

  it("blanks the person's rows in a JSON value and leaves another person's, a shared surname included", () => {
    const scrub = scrubberFor(ID, ana(), new Set(['ana@old.example', 'ana.p@new.example']));
    const upload = [
      { nombre: 'Ana', apellidos: 'Prieto', email: 'ana@old.example', tipo: '1' },
      { nombre: 'Berta', apellidos: 'Prieto', email: 'berta@x.example', tipo: '1' },
    ];
    expect(scrub.json({ resumen: '2 filas', primeros: upload }, false)).toEqual({
      resumen: '2 filas',
      primeros: [
        { nombre: NAME, apellidos: '', email: EMAIL, tipo: '1' },
        { nombre: 'Berta', apellidos: 'Prieto', email: 'berta@x.example', tipo: '1' },
      ],
    });
    // A resent e-mail's row: its address tells it is theirs, so its subject loses the name.
    expect(
      scrub.json({ receiver: 'ana.p@new.example', subject: 'Hola, Ana', attempts: 1 }, false),
    ).toEqual({ receiver: EMAIL, subject: `Hola, ${NAME}`, attempts: 1 });
    // Elsewhere only an address goes: a filter's search text of a name might be anyone's.
    expect(
      scrub.json({ filter: { search: 'Prieto' }, note: 'escrito a ANA@old.example' }, false),
    ).toEqual({ filter: { search: 'Prieto' }, note: `escrito a ${EMAIL}` });
    // A line about the record is theirs whole: fields as the erased row holds them.
    expect(
      scrub.json({ id: 3, nombre: 'Ana', telefono: '699887766', dni: '', centros_id: 2 }, true),
    ).toEqual({ id: 3, nombre: NAME, telefono: '', dni: '', centros_id: 2 });
  });
});
