import {
  CATALOGUE_MESSAGES,
  type Clave,
  type Tipo,
  type TipoBody,
} from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { changeRecord } from '../../lib/audited-record';
import { createRecord } from '../../lib/created-record';
import {
  claveExists,
  colorExists,
  insertClave,
  insertTipo,
  listTipos,
  lockClave,
  lockTipo,
  numTaken,
  selectClaves,
  tipoAnswered,
  tipoCodigo,
  tipoCodigoTaken,
  updateClaveRow,
  updateTipoRow,
  type ClaveFields,
} from './keys-repository';

async function requireColor(db: Executor, id: number | null): Promise<void> {
  if (id === null) return;
  if (!(await colorExists(db, id)))
    throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.colorNotFound);
}

/** One key as the list shows it (a lookup by id, not the whole list filtered); 404 when absent. */
async function claveById(db: Executor, language: LanguageCode, id: number): Promise<Clave> {
  const [clave] = await selectClaves(db, language, id);
  if (!clave) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.claveNotFound);
  return clave;
}

/** POST /v3/claves: the key, its colour checked, answered in the request's language. */
export async function createClave(
  db: Database,
  language: LanguageCode,
  body: ClaveFields,
): Promise<Clave> {
  return createRecord(
    db,
    'clave',
    async (tx) => {
      await requireColor(tx, body.colores_id);
      return insertClave(tx, body);
    },
    (id) => claveById(db, language, id),
  );
}

/** PUT /v3/clave/{id}: texts, colour and order; its questions are edited on their own. */
export async function updateClave(
  db: Database,
  language: LanguageCode,
  id: number,
  body: ClaveFields,
  audit: AuditTrail,
): Promise<Clave> {
  await changeRecord(db, audit, {
    notFound: CATALOGUE_MESSAGES.claveNotFound,
    lock: async (tx) => {
      await requireColor(tx, body.colores_id);
      return lockClave(tx, id);
    },
    change: (tx) => updateClaveRow(tx, id, body),
  });
  return claveById(db, language, id);
}

async function tipoById(db: Executor, id: number): Promise<Tipo> {
  const found = (await listTipos(db)).find((t) => t.id === id);
  if (!found) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.tipoNotFound);
  return found;
}

async function requireFreeCodigo(db: Executor, codigo: string, exceptId: number | null) {
  if (await tipoCodigoTaken(db, codigo, exceptId))
    throw new AppError('CONFLICT', CATALOGUE_MESSAGES.tipoCodigoTaken);
}

/** POST /v3/tipos. */
export async function createTipo(db: Database, body: TipoBody): Promise<Tipo> {
  return createRecord(
    db,
    'tipo',
    async (tx) => {
      await requireFreeCodigo(tx, body.codigo, null);
      return insertTipo(tx, body);
    },
    (id) => tipoById(db, id),
  );
}

/**
 * PUT /v3/tipo/{id}. The name may always change; the code decides how answers are scored, so
 * it may not change once questions of the type have been answered.
 */
export async function updateTipo(
  db: Database,
  id: number,
  body: TipoBody,
  audit: AuditTrail,
): Promise<Tipo> {
  await changeRecord(db, audit, {
    notFound: CATALOGUE_MESSAGES.tipoNotFound,
    lock: (tx) => lockTipo(tx, id),
    change: async (tx, current) => {
      if (current.codigo !== body.codigo) {
        await requireFreeCodigo(tx, body.codigo, id);
        if (await tipoAnswered(tx, id))
          throw new AppError('CONFLICT', CATALOGUE_MESSAGES.tipoCodigoInUse);
      }
      return updateTipoRow(tx, id, body);
    },
  });
  return tipoById(db, id);
}

/** Refuses (404) a question of a key that does not exist. */
export async function requireClave(db: Executor, id: number): Promise<void> {
  if (!(await claveExists(db, id)))
    throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.claveNotFound);
}

/** The code of a type, or 404. */
export async function requireTipo(db: Executor, id: number): Promise<string> {
  const codigo = await tipoCodigo(db, id);
  if (codigo === undefined) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.tipoNotFound);
  return codigo;
}

/** Refuses (409) a number another current question of the key already has. */
export async function requireFreeNum(
  db: Executor,
  clavesId: number,
  num: number,
  exceptId: number | null,
): Promise<void> {
  if (await numTaken(db, clavesId, num, exceptId))
    throw new AppError('CONFLICT', CATALOGUE_MESSAGES.numTaken);
}
