import type { Call } from '@eval/contracts/call';
import { CENTRE_IMPORT_CSV_TYPE } from '@eval/contracts/centre-import';
import type { HistoryEntity } from '@eval/contracts/history';
import { solidPng } from '../png';
import { q } from '../scope-fixture';
import { fillPath } from './route-table';
import type { ScopeSide, ScopeWorldOfSides } from './scope-world';

/** One request of the scope matrix: a call aimed at the records of one side. */
export interface ScopeRequest {
  url: string;
  /** JSON, or the raw text of an upload with its content type. */
  payload?: unknown;
  contentType?: string;
  /** Whether the body is one this file knows to be valid (a national administrator's is not 400). */
  knownBody: boolean;
}

const PAGE = q({ size: 100, page: 0, order: null });
const TINY_PNG = `data:image/png;base64,${solidPng(2, 2).toString('base64')}`;
/** The record histories the matrix reads: a centre's, and (as a variant) a person's. */
const CENTRE_HISTORY: HistoryEntity = 'centre';
const PERSON_HISTORY: HistoryEntity = 'user';
const IMPORT_HEADER =
  'Código;Nombre;Dirección;CP;Comunidad;Provincia;Municipio;Ownership;Kind;Groupby;Nivel socioeconómico;Activo';

/** The value of a path parameter aimed at `side`; a catalogue's or one's own record is `1`. */
function pathValue(call: Call, param: string, side: ScopeSide, world: ScopeWorldOfSides): string {
  const { path } = call;
  if (param === 'centerId') return String(side.centres[0]);
  if (param === 'courseId') return String(world.courseId);
  if (param === 'userId') return String(side.teacher);
  if (param === 'entity') return CENTRE_HISTORY;
  if (param !== 'id') return '1';
  if (path.startsWith('/v1/audit/history/')) return String(side.centres[0]);
  if (path.startsWith('/v1/audit/')) return String(side.auditLine);
  if (path.startsWith('/v15/sent-emails/')) return String(side.sentEmail);
  if (path.startsWith('/v15/campaigns/')) return String(side.campaign);
  if (path.startsWith('/v1/user/') || path.startsWith('/v1/users/')) return String(side.teacher);
  return '1';
}

/** The query string of a read aimed at `side`: the lists' first page, the side's centre. */
function queryOf(call: Call, side: ScopeSide, world: ScopeWorldOfSides): string {
  const { path } = call;
  const centre = side.centres[0];
  const byPath: Record<string, string> = {
    '/v2/centros/search': `search=${encodeURIComponent(side.marker)}&limit=25`,
    '/v15/centros/key-answers': `filter=${q({ centerId: centre, keyId: world.keyId })}`,
    '/v15/centros/plan-actions': `filter=${q({ centerId: centre })}`,
    '/v15/centros/quizes/consultas': `ids=${side.centres.join(',')}`,
    '/v2/centros/bulk/count': `selection=${q({ ids: [...side.centres] })}`,
    '/v1/users/bulk/count': `selection=${q({ ids: [side.coordinator, side.teacher] })}`,
    '/v15/fields-visibility': 'table=center_quiz',
    '/v1/views': 'table=centres',
    '/v2/centers/dashboard-filters': `provincia=${side.place.provincias_id_provincia}`,
  };
  const known = byPath[path];
  if (known !== undefined) return known;
  // Every other list is read as its first page of 100 (lists without `setup` ignore nothing:
  // only the calls that take one get it).
  return call.query && 'shape' in call.query && 'setup' in (call.query.shape as object)
    ? `setup=${PAGE}`
    : '';
}

/** A body aimed at `side` for each write this file knows; `{}` for the others. */
function bodyOf(call: Call, side: ScopeSide, world: ScopeWorldOfSides, n: number) {
  const { place, marker } = side;
  const domain = `${marker.toLowerCase()}.example`;
  const centreFields = { activo: 1, ...place };
  const target = { filter: { comunidades: [place.comunidades_id] } };
  const bodies: Record<string, unknown> = {
    'PUT /v2/centros': {
      nombre: `${marker} Nuevo ${n}`,
      codigo: `${marker}-N${n}`,
      ...centreFields,
    },
    'PATCH /v2/centros': {
      id: side.centres[0],
      nombre: `${marker} Centro 1`,
      codigo: side.codigos[0],
      ...centreFields,
    },
    'PUT /v1/users': {
      id: side.teacher,
      nombre: `${marker} Docente`,
      apellidos: `${marker} Apellido`,
      email: side.teacherEmail,
      perfil: 2,
      centros_id: side.centres[1],
    },
    'POST /v1/auth/registeruser': {
      nombre: `${marker} Nueva ${n}`,
      email: `nueva${n}@${domain}`,
      perfil: 2,
      centros_id: side.centres[0],
    },
    'POST /v2/centros/bulk': { action: 'deactivate', selection: { ids: [...side.centres] } },
    'POST /v2/centros/bulk/export': { selection: { ids: [...side.centres] }, format: 'csv' },
    'POST /v1/users/bulk': {
      action: 'deactivate',
      selection: { ids: [side.coordinator, side.teacher] },
    },
    'POST /v7/reset-quiz': { centerId: side.centres[0] },
    'POST /v15/campaigns/preview': {
      ...target,
      audience: 'coordinators',
      templateId: world.templateId,
    },
    'POST /v15/campaigns': {
      ...target,
      audience: 'coordinators',
      templateId: world.templateId,
      schedule: { mode: 'now' },
    },
    'POST /v3/keys/results-report/download': {
      image: TINY_PNG,
      title: `Informe ${n}`,
      report: 'results-keys',
      filter: { comunidad: place.comunidades_id },
    },
    'PUT /v15/fields-visibility': { column: 'groupby', visible: true, table: 'center_quiz' },
    'POST /v1/auth/massive': [massiveRow(side, n)],
    'POST /v1/auth/massive/preview': [massiveRow(side, n)],
  };
  return bodies[`${call.method} ${call.path}`];
}

function massiveRow(side: ScopeSide, n: number) {
  return {
    line: 1,
    nombre: `${side.marker} Masiva ${n}`,
    apellidos: `${side.marker} Apellido`,
    email: `masiva${n}@${side.marker.toLowerCase()}.example`,
    tipo: 2,
    codigocentro: side.codigos[0],
    grupo: '',
  };
}

/** A register file with one centre of `side`'s community: its import is the side's. */
function importFile(side: ScopeSide, n: number): string {
  const { place, marker } = side;
  const row = [
    `${marker}-I${n}`,
    `${marker} Importado ${n}`,
    '',
    '',
    place.comunidades_id,
    place.provincias_id_provincia,
    place.municipios_id_municipio,
    '',
    '',
    '',
    '',
    1,
  ].join(';');
  return `\ufeff${IMPORT_HEADER}\r\n${row}\r\n`;
}

let counter = 0;

/**
 * The request of `call` aimed at the records of `side`: its path ids, the side's centre in
 * its query, and for a write the body this file knows valid (a centre, a person, a selection,
 * a campaign, an import naming the side), or `{}` for a body it does not know.
 */
export function scopeRequest(call: Call, side: ScopeSide, world: ScopeWorldOfSides): ScopeRequest {
  counter += 1;
  const path = fillPath(call.path, (param) => pathValue(call, param, side, world));
  const query = call.method === 'GET' ? queryOf(call, side, world) : '';
  const url = query === '' ? path : `${path}?${query}`;
  if (call.method === 'GET' || call.method === 'DELETE') return { url, knownBody: true };
  if (call.upload)
    return {
      url,
      payload: importFile(side, counter),
      contentType: CENTRE_IMPORT_CSV_TYPE,
      knownBody: true,
    };
  const body = bodyOf(call, side, world, counter);
  const massive = call.path.startsWith('/v1/auth/massive') ? '?update=false' : '';
  if (body !== undefined) return { url: `${url}${massive}`, payload: body, knownBody: true };
  return { url, payload: call.body ? {} : undefined, knownBody: call.body === undefined };
}

/**
 * The forms of a read the matrix sends for `side`: the request, and for some calls another form
 * the contract names (the centres' list of active ones; a person's history besides a centre's).
 */
export function readVariants(call: Call, request: ScopeRequest, side: ScopeSide): ScopeRequest[] {
  if (call.path === '/v2/centros')
    return [request, { ...request, url: `${request.url}&filter=actives` }];
  if (call.path === '/v1/audit/history/:entity/:id')
    return [request, { ...request, url: `/v1/audit/history/${PERSON_HISTORY}/${side.teacher}` }];
  return [request];
}

/** Every text leaf of a JSON value. */
function textLeaves(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) textLeaves(item, found);
  else if (value !== null && typeof value === 'object')
    for (const inner of Object.values(value)) textLeaves(inner, found);
  return found;
}

/**
 * The texts a request itself carries: its JSON body's strings, its upload's cells. A reply
 * echoing them (an import's refused rows, a mass upload's reasons) shows what the caller sent,
 * not what the database holds, so the leak check leaves them out. Texts under 4 characters
 * would erase too much to be worth it and carry no marker.
 */
export function requestTexts(request: ScopeRequest): string[] {
  const { payload } = request;
  const texts =
    typeof payload === 'string'
      ? payload.replace(/^\ufeff/u, '').split(/[;\r\n]+/u)
      : textLeaves(payload);
  return texts.filter((text) => text.length >= 4);
}
