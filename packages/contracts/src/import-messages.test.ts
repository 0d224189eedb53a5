import { describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from './bulk-actions';
import { CENTRE_IMPORT_MESSAGES } from './centre-import';
import { MASS_UPLOAD_MESSAGES } from './mass-upload';

/** docs/glossary.md: field labels (with the file's column), plural agreement, es-ES numbers. */
describe('the messages of file imports and bulk actions read as the glossary says', () => {
  it('names a file’s field by its label and then its column, never by the column alone', () => {
    expect(CENTRE_IMPORT_MESSAGES.missing('cp')).toBe(
      'Falta el campo «Código postal» (columna cp).',
    );
    expect(CENTRE_IMPORT_MESSAGES.badValue('ownership', 'RARO')).toBe(
      'Valor no válido en «Titularidad» (columna ownership): «RARO».',
    );
    expect(MASS_UPLOAD_MESSAGES.tooLong('email')).toBe(
      'El campo «Correo electrónico» (columna email) es demasiado largo.',
    );
    // A column the import does not know is named as the file writes it.
    expect(CENTRE_IMPORT_MESSAGES.nulCharacter('extra')).toContain('El campo «extra» contiene');
  });

  it('agrees with the count and groups thousands', () => {
    expect(CENTRE_IMPORT_MESSAGES.hasErrors(1)).toBe(
      'No se ha importado nada: 1 fila tiene errores. Corríjala y vuelva a intentarlo.',
    );
    expect(CENTRE_IMPORT_MESSAGES.hasErrors(12345)).toContain('12.345 filas tienen errores');
    expect(CENTRE_IMPORT_MESSAGES.tooManyRows).toBe('El fichero supera el máximo de 60.000 filas.');
    expect(BULK_MESSAGES.refused(1, 1)).toContain('1 de 1 fila seleccionada no lo permite.');
    expect(BULK_MESSAGES.refused(2, 4)).toContain('2 de 4 filas seleccionadas no lo permiten.');
    expect(BULK_MESSAGES.tooMany).toBe('La selección supera el máximo de 50.000 filas.');
  });
});
