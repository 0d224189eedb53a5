import {
  GEOGRAPHY_MESSAGES,
  type Municipio,
  type MunicipioBody,
  type Provincia,
  type ProvinciaBody,
} from '@eval/contracts/geography';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { changeRecord } from '../../lib/audited-record';
import {
  findComunidad,
  findMunicipio,
  findProvincia,
  insertMunicipio,
  insertProvincia,
  lockMunicipio,
  lockProvincia,
  updateMunicipio,
  updateProvincia,
} from './repository';

/** A place as a centre stores it: community, province and municipality ids. */
export interface PlaceIds {
  comunidades_id: number;
  provincias_id_provincia: number;
  municipios_id_municipio: number;
}

async function assertCommunityExists(db: Executor, comunidadId: number): Promise<void> {
  if (!(await findComunidad(db, comunidadId))) {
    throw new AppError('BAD_REQUEST', GEOGRAPHY_MESSAGES.communityNotFound, {
      comunidad_id: comunidadId,
    });
  }
}

/** The province exists and belongs to the community, or a 400 that says which part is wrong. */
async function assertProvinceInCommunity(
  db: Executor,
  provinciaId: number,
  comunidadId: number,
): Promise<void> {
  await assertCommunityExists(db, comunidadId);
  const provincia = await findProvincia(db, provinciaId);
  if (!provincia) {
    throw new AppError('BAD_REQUEST', GEOGRAPHY_MESSAGES.provinceNotFound, {
      id_provincia: provinciaId,
    });
  }
  if (provincia.comunidad_id !== comunidadId) {
    throw new AppError('BAD_REQUEST', GEOGRAPHY_MESSAGES.provinceNotInCommunity, {
      id_provincia: provinciaId,
      comunidad_id: comunidadId,
    });
  }
}

/**
 * A centre's place is consistent: the municipality belongs to the province, which belongs to
 * the community (domain.md, Geography). Otherwise a 400 with a Spanish message.
 */
export async function assertConsistentPlace(db: Executor, place: PlaceIds): Promise<void> {
  await assertProvinceInCommunity(db, place.provincias_id_provincia, place.comunidades_id);
  const municipio = await findMunicipio(db, place.municipios_id_municipio);
  if (!municipio) {
    throw new AppError('BAD_REQUEST', GEOGRAPHY_MESSAGES.municipalityNotFound, {
      id_municipio: place.municipios_id_municipio,
    });
  }
  if (municipio.id_provincia !== place.provincias_id_provincia) {
    throw new AppError('BAD_REQUEST', GEOGRAPHY_MESSAGES.municipalityNotInProvince, {
      id_municipio: place.municipios_id_municipio,
      id_provincia: place.provincias_id_provincia,
    });
  }
}

/**
 * POST of a province or a municipality, in one transaction: its checks and its insert, then a
 * 409 with `exists` when its INE code is already taken.
 */
function createPlace<Place>(
  db: Database,
  exists: string,
  insert: (tx: Transaction) => Promise<Place | null>,
): Promise<Place> {
  return db.transaction(async (tx) => {
    const created = await insert(tx);
    if (!created) throw new AppError('CONFLICT', exists);
    return created;
  });
}

export function createProvincia(db: Database, body: ProvinciaBody): Promise<Provincia> {
  return createPlace(db, GEOGRAPHY_MESSAGES.provinceExists, async (tx) => {
    await assertCommunityExists(tx, body.comunidad_id);
    return insertProvincia(tx, body);
  });
}

/** PUT /v5/provincia: name or community of a province (its municipalities follow). */
export function correctProvincia(
  db: Database,
  body: ProvinciaBody,
  audit: AuditTrail,
): Promise<Provincia> {
  return changeRecord(db, audit, {
    notFound: GEOGRAPHY_MESSAGES.provinceNotFound,
    lock: async (tx) => {
      await assertCommunityExists(tx, body.comunidad_id);
      return lockProvincia(tx, body.id_provincia);
    },
    change: async (tx) => [await updateProvincia(tx, body)],
    auditAfter: true,
  });
}

/** INE municipality codes start with their province's code: 28079 is in province 28. */
async function assertMunicipioPlace(db: Executor, body: MunicipioBody): Promise<void> {
  await assertProvinceInCommunity(db, body.id_provincia, body.comunidad_id);
  if (Math.floor(body.id_municipio / 1000) !== body.id_provincia) {
    throw new AppError('BAD_REQUEST', GEOGRAPHY_MESSAGES.municipalityCodePrefix, {
      id_municipio: body.id_municipio,
      id_provincia: body.id_provincia,
    });
  }
}

export function createMunicipio(db: Database, body: MunicipioBody): Promise<Municipio> {
  return createPlace(db, GEOGRAPHY_MESSAGES.municipalityExists, async (tx) => {
    await assertMunicipioPlace(tx, body);
    return insertMunicipio(tx, body);
  });
}

/** PATCH /v6/municipios: name, province or community of a municipality. */
export function correctMunicipio(
  db: Database,
  body: MunicipioBody,
  audit: AuditTrail,
): Promise<Municipio> {
  return changeRecord(db, audit, {
    notFound: GEOGRAPHY_MESSAGES.municipalityNotFound,
    lock: (tx) => lockMunicipio(tx, body.id_municipio),
    change: async (tx) => {
      await assertMunicipioPlace(tx, body);
      return [await updateMunicipio(tx, body)];
    },
    auditAfter: true,
  });
}
