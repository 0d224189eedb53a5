import type { Readable } from 'node:stream';
import { USER_MESSAGES } from '@eval/contracts/users';
import type { Database } from '../../db/client';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { firstOr } from '../../lib/errors';
import { createZipWriter } from '../../lib/zip-stream';
import {
  personalDataAbout,
  personalProfileRows,
  type PersonalData,
} from './personal-data-repository';

/** Everything held about user `id` (PersonalData); 404 when there is no such user. */
export async function collectPersonalData(db: Database, id: number): Promise<PersonalData> {
  const perfil = await firstOr(personalProfileRows(db, id), 'NOT_FOUND', USER_MESSAGES.notFound);
  return personalDataAbout(db, id, perfil);
}

const README = `Datos personales exportados del Programa de Autoevaluación.

perfil.json            la cuenta: nombre, apellidos, correo, teléfono, DNI, perfil, cargo, idioma
centro.json            el centro al que pertenece la cuenta
respuestas.json/.csv   las respuestas que dio a los cuestionarios
evaluaciones.json      las evaluaciones que finalizó o reinició
correos.json/.csv      los correos que se le enviaron (texto incluido)
enlaces.json           los enlaces para elegir contraseña emitidos (nunca el enlace en sí)
auditoria.json/.csv    las líneas del registro de cambios sobre su cuenta
acciones.json          las líneas del registro de cambios de lo que hizo

Los ficheros CSV usan ";" como separador y UTF-8. La contraseña nunca se guarda en claro.
`;

/** One table as CSV: a header of its keys, then its rows; objects as JSON text. */
function toCsv(rows: readonly Record<string, unknown>[]): string {
  const first = rows[0];
  if (!first) return CSV_BOM;
  const keys = Object.keys(first);
  const cell = (value: unknown) =>
    value !== null && typeof value === 'object' && !(value instanceof Date)
      ? JSON.stringify(value)
      : value;
  return (
    CSV_BOM + csvLine(keys) + rows.map((row) => csvLine(keys.map((k) => cell(row[k])))).join('')
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The ZIP the administrator downloads: each table as JSON, the long ones also as CSV. */
export function personalDataZip(data: PersonalData): Readable {
  const zip = createZipWriter();
  zip.addEntry('LEEME.txt', README);
  zip.addEntry('perfil.json', json(data.perfil));
  zip.addEntry('centro.json', json(data.centro));
  zip.addEntry('respuestas.json', json(data.respuestas));
  zip.addEntry('respuestas.csv', toCsv(data.respuestas));
  zip.addEntry('evaluaciones.json', json(data.evaluaciones));
  zip.addEntry('correos.json', json(data.correos));
  zip.addEntry('correos.csv', toCsv(data.correos));
  zip.addEntry('enlaces.json', json(data.enlaces));
  zip.addEntry('auditoria.json', json(data.auditoria));
  zip.addEntry('auditoria.csv', toCsv(data.auditoria));
  zip.addEntry('acciones.json', json(data.acciones));
  void zip
    .finish()
    .catch((error: unknown) =>
      zip.stream.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return zip.stream;
}
