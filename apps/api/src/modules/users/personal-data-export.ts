import type { Readable } from 'node:stream';
import { USER_MESSAGES } from '@eval/contracts/users';
import type { Database } from '../../db/client';
import { firstOr } from '../../lib/errors';
import { createZipWriter } from '../../lib/zip-stream';
import type { PersonalDataCsvs } from './personal-data-csv';
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

Para leer (CSV, con los nombres y los valores que muestran las pantallas):
respuestas.csv         las respuestas que dio a los cuestionarios
correos.csv            los correos que se le enviaron (texto incluido)
auditoria.csv          los cambios registrados sobre su cuenta

Completos (JSON, con los nombres de los campos tal como se guardan):
perfil.json            la cuenta: nombre, apellidos, correo, teléfono, DNI, perfil, cargo, idioma,
                       centro, ámbito y «solo consulta» de un administrador, fechas de alta y cambio
centro.json            el centro al que pertenece la cuenta
respuestas.json        las respuestas que dio a los cuestionarios
evaluaciones.json      las evaluaciones que finalizó o reinició
correos.json           los correos que se le enviaron (texto incluido)
enlaces.json           los enlaces para elegir contraseña emitidos (nunca el enlace en sí)
auditoria.json         las líneas del registro de cambios sobre su cuenta
acciones.json          las líneas del registro de cambios de lo que hizo

Los ficheros CSV usan ";" como separador, UTF-8 y fechas DD/MM/AAAA HH:mm (hora peninsular).
Las fechas de los JSON están en UTC. La contraseña nunca se guarda en claro.
`;

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The ZIP the administrator downloads: each table as JSON with its stored field names (for
 * machines, stable), the long ones also as CSV for the person to read (personal-data-csv.ts).
 */
export function personalDataZip(data: PersonalData, csvs: PersonalDataCsvs): Readable {
  const zip = createZipWriter();
  zip.addEntry('LEEME.txt', README);
  zip.addEntry('perfil.json', json(data.perfil));
  zip.addEntry('centro.json', json(data.centro));
  zip.addEntry('respuestas.json', json(data.respuestas));
  zip.addEntry('respuestas.csv', csvs.respuestas);
  zip.addEntry('evaluaciones.json', json(data.evaluaciones));
  zip.addEntry('correos.json', json(data.correos));
  zip.addEntry('correos.csv', csvs.correos);
  zip.addEntry('enlaces.json', json(data.enlaces));
  zip.addEntry('auditoria.json', json(data.auditoria));
  zip.addEntry('auditoria.csv', csvs.auditoria);
  zip.addEntry('acciones.json', json(data.acciones));
  void zip
    .finish()
    .catch((error: unknown) =>
      zip.stream.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return zip.stream;
}
