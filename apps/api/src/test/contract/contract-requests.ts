import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { issueChallenge } from '../../modules/auth/second-factor-service';
import { demoFileDataString } from '../../seed/demo-files';
import type { TestUser } from '../app';
import { solidPng } from '../png';

/** Who makes a call: the administrator, the second administrator whose own account the own-account and second-factor calls change, the centre's coordinator, or nobody. */
export type Caller = 'admin' | 'self' | 'coordinator' | 'none' | 'leaving';

/**
 * When a call runs: reads first, then the writes, then what needs a write done before it
 * (`late`: a link e-mailed by a write, a version a write made), the deletions, and last what
 * ends a session or changes a password.
 */
export type Phase = 'read' | 'write' | 'late' | 'delete' | 'last';

/** A request of one operation, with the values the document's parameters and body take. */
export interface ContractRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** The body's content type when it is not JSON (the register import's CSV). */
  contentType?: string;
  as?: Caller;
  /** What a later call needs from this reply (a created record's id). */
  keep?: (data: Record<string, unknown>) => void;
}

/** The demo's records the requests name, and what earlier calls created. */
export interface ContractIds {
  admin: TestUser;
  self: TestUser;
  /** An administrator with a second factor, whose factor another administrator removes. */
  enrolled: TestUser;
  coordinator: TestUser;
  /** People the writes change, reset, erase and delete (one each). */
  spare: { changed: TestUser; reset: TestUser; erased: TestUser; deleted: TestUser };
  centre: { id: number; codigo: string; nombre: string };
  evaluation: { finished: number };
  question: { id: number; option: number };
  /** The last question the coordinator has not answered yet (the others are answered). */
  lastQuestion: { id: number; option: number };
  clave: number;
  documento: number;
  file: number;
  sentEmail: number;
  mailTemplate: number;
  pastPeriod: number;
  activePeriod: number;
  /** Records the writes created, by name (`curso`, `clave`, …). */
  created: Record<string, number>;
  totp: { secret: string; recoveryCodes: string[] };
  /** The set-password link's token of the person the registration e-mailed. */
  setPasswordToken: () => Promise<string>;
}

const first = async (db: Database, query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ id: number | null }>(db, query);
  if (row?.id === null || row?.id === undefined)
    throw new Error(`no demo row for ${JSON.stringify(query)}`);
  return Number(row.id);
};

/** A group of which centre `centreId` has no consultation in the active period. */
async function freeGroup(db: Database, centreId: number): Promise<string> {
  const taken = await queryRows<{ grupo: string }>(
    db,
    sql`select grupo from consultations
        where centros_id = ${centreId} and periodos_id = (select id from periodos where activo)`,
  );
  const free = ['alumnado', 'familias', 'profesorado'].find(
    (grupo) => !taken.some((row) => row.grupo === grupo),
  );
  if (!free) throw new Error('the contract centre has every group consulted already');
  return free;
}

async function consultationCode(db: Database, id: number): Promise<string> {
  const [row] = await queryRows<{ codigo: string }>(
    db,
    sql`select codigo from consultations where id = ${id}`,
  );
  if (!row) throw new Error(`no consultation ${id}`);
  return row.codigo;
}

/** An answer ("3") to every current question of consultation `id`'s group. */
async function completeAnswers(db: Database, id: number) {
  const questions = await queryRows<{ id: number }>(
    db,
    sql`select q.id from consultation_questions q join consultations c on c.grupo = q.grupo
        where c.id = ${id} and q.retired_at is null`,
  );
  return questions.map((q) => ({ pregunta: q.id, valor: 3 }));
}

/** The demo's records every request of the table may name. */
export async function demoIds(db: Database, centreId: number) {
  const [centre] = await queryRows<{ id: number; codigo: string; nombre: string }>(
    db,
    sql`select id, codigo, nombre from centros where id = ${centreId}`,
  );
  if (!centre) throw new Error('no demo centre');
  return {
    centre,
    evaluation: {
      finished: await first(
        db,
        sql`select id from evaluations where centros_id = ${centreId} and status = 'FINISHED'
            order by id desc limit 1`,
      ),
    },
    clave: await first(db, sql`select min(id) as id from claves`),
    documento: await first(db, sql`select min(id) as id from documentos`),
    // a file the centre app recommends (a documento's)
    file: await first(db, sql`select min(file_id) as id from documentos`),
    // one not sent: only those can be sent again
    sentEmail: await first(db, sql`select min(id) as id from sent_emails where not status`),
    mailTemplate: await first(db, sql`select min(id) as id from mail_templates`),
    pastPeriod: await first(db, sql`select min(id) as id from periodos where not activo`),
    activePeriod: await first(db, sql`select id from periodos where activo`),
  };
}

const HEADER_CSV =
  'Código;Nombre;Dirección;CP;Comunidad;Provincia;Municipio;Ownership;Kind;Groupby;Nivel socioeconómico;Activo';
const registerCsv = (codigo: string) =>
  `\ufeff${HEADER_CSV}\r\n${codigo};IES Contrato;Calle 1;28001;13;28;28079;PUBLIC;;Norte;MEDIO;1\r\n`;

const pngData = `data:image/png;base64,${solidPng(4, 4).toString('base64')}`;
const FUTURE = new Date(Date.now() + 30 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
const template = {
  subject_es: 'Asunto',
  body_es: 'Texto',
  subject_ca: 'Assumpte',
  body_ca: 'Text',
};
const centreBody = (codigo: string) => ({
  nombre: 'Centro de contrato',
  comunidades_id: 13,
  provincias_id_provincia: 28,
  municipios_id_municipio: 28079,
  codigo,
  activo: 1,
});
const viewState = { filter: {}, order: null, size: 25, hiddenColumns: [] };
/** A code of the time step after `steps` more: each step's code is accepted once. */
const codeAhead = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });
/** A request builder, and the phase it runs in when not the one its method implies. */
export type RequestBuilder = (() => ContractRequest | Promise<ContractRequest>) & { phase?: Phase };
const at = (
  phase: Phase,
  build: () => ContractRequest | Promise<ContractRequest>,
): RequestBuilder => Object.assign(build, { phase });

const keepId = (ids: ContractIds, name: string) => (data: Record<string, unknown>) => {
  ids.created[name] = Number(data.id);
};
const created = (ids: ContractIds, name: string): number => {
  const id = ids.created[name];
  if (id === undefined) throw new Error(`nothing created as ${name} before it was needed`);
  return id;
};

/**
 * The valid request of every operation that has parameters or a body (by operationId); an
 * operation with neither needs no entry. Values are the demo's records and what the writes
 * created, so that each call is one a real client would make and the server accepts.
 */
export function contractRequests(ids: ContractIds, db: Database): Record<string, RequestBuilder> {
  const c = ids.centre.id;
  const selectCentre = { ids: [c] };
  return {
    // audit
    getV1AuditHistoryByEntityById: () => ({ params: { entity: 'centre', id: c } }),
    postV1AuditByIdRevert: at('late', async () => ({
      // the change of the centre the writes made (PATCH /v2/centros): put back as it was
      params: {
        id: await first(
          db,
          sql`select max(id) as id from audit_log where action = 'PATCH /v2/centros'`,
        ),
      },
    })),
    // sign-in, second factor, own account
    postV1AuthLogin: () => ({
      as: 'none',
      body: { email: ids.admin.email, password: 'Secreta-123' },
    }),
    postV1AuthLogout: at('last', () => ({ as: 'leaving' })),
    getV1AuthTotp: () => ({ as: 'self' }),
    postV1AuthTotpEnrolment: () => ({
      as: 'self',
      keep: (data) => {
        ids.totp.secret = String(data.secret);
      },
    }),
    postV1AuthTotpEnrolmentConfirm: async () => ({
      as: 'self',
      body: { code: await generate({ secret: ids.totp.secret }) },
      keep: (data) => {
        ids.totp.recoveryCodes = data.recoveryCodes as string[];
      },
    }),
    postV1AuthTotpRecoveryCodes: async () => ({
      as: 'self',
      body: { code: await codeAhead(ids.totp.secret, 1) },
      keep: (data) => {
        ids.totp.recoveryCodes = data.recoveryCodes as string[];
      },
    }),
    postV1AuthLoginTotp: at('late', async () => ({
      as: 'none',
      body: {
        challenge: (await issueChallenge(db, ids.self)).challenge,
        recoveryCode: ids.totp.recoveryCodes[0],
      },
    })),
    postV1AuthTotpDisable: at('delete', () => ({
      as: 'self',
      body: { password: 'Secreta-123' },
    })),
    deleteV1AuthTotpByUserId: () => ({ params: { userId: ids.enrolled.id } }),
    putV1AuthSecondFactorPolicy: () => ({ body: { required: false } }),
    postV1AuthAccountPassword: at('last', () => ({
      as: 'self',
      body: { currentPassword: 'Secreta-123', newPassword: 'Otra-Clave-Bien-Larga-2026' },
    })),
    putV1AuthAccountLanguage: () => ({ as: 'self', body: { language_id: 'CA' } }),
    postV15CentroAuthLogin: () => ({
      as: 'none',
      body: { email: ids.coordinator.email, password: 'Secreta-123' },
    }),
    // users
    postV1AuthRegisteruser: () => ({
      body: {
        nombre: 'Nueva',
        apellidos: 'Persona',
        email: 'nueva.persona@contrato.example',
        perfil: 1,
        centros_id: c,
      },
    }),
    postV1AuthMassive: () => ({ body: massRows('masiva.alta@contrato.example') }),
    postV1AuthMassivePreview: () => ({ body: massRows('masiva.vista@contrato.example') }),
    patchV1AuthResetByUserId: () => ({ params: { userId: ids.spare.reset.id } }),
    postV1AuthSetPassword: at('last', async () => ({
      as: 'none',
      body: { token: await ids.setPasswordToken(), password: 'Montaña-Azul-Ríos-8134' },
    })),
    postV1AuthSetPasswordCheck: at('late', async () => ({
      as: 'none',
      body: { token: await ids.setPasswordToken() },
    })),
    postV1AuthForgotPassword: () => ({ as: 'none', body: { email: ids.admin.email } }),
    putV1Users: () => ({
      body: {
        id: ids.spare.changed.id,
        nombre: 'Cambiada',
        apellidos: 'De Contrato',
        email: ids.spare.changed.email,
        perfil: 2,
        centros_id: c,
      },
    }),
    getV1UsersCentroByCenterId: () => ({ params: { centerId: c } }),
    deleteV1UserById: () => ({ params: { id: ids.spare.deleted.id } }),
    postV1Profiles: () => ({
      body: { nombre: 'Perfil de contrato' },
      keep: keepId(ids, 'profile'),
    }),
    putV1Profiles: () => ({
      body: { id: created(ids, 'profile'), nombre: 'Perfil renombrado' },
    }),
    putV4Cargos: () => ({ body: { nombre: 'Cargo de contrato' }, keep: keepId(ids, 'cargo') }),
    patchV4Cargos: () => ({ body: { id: created(ids, 'cargo'), nombre: 'Cargo renombrado' } }),
    getV1UsersExport: () => ({ query: { format: 'xlsx' } }),
    getV1UsersByIdPersonalData: () => ({ params: { id: ids.spare.changed.id } }),
    postV1UsersByIdPersonalDataErase: at('delete', () => ({
      params: { id: ids.spare.erased.id },
    })),
    getV1UsersBulkCount: () => ({
      query: { selection: JSON.stringify({ ids: [ids.spare.changed.id] }) },
    }),
    postV1UsersBulk: () => ({
      body: { action: 'activate', selection: { ids: [ids.spare.changed.id] } },
    }),
    // geography
    postV5Provincia: () => ({
      body: { id_provincia: 98, provincia: 'Provincia de contrato', comunidad_id: 13 },
    }),
    putV5Provincia: () => ({
      body: { id_provincia: 98, provincia: 'Provincia renombrada', comunidad_id: 13 },
    }),
    postV6Municipios: () => ({
      body: {
        id_municipio: 98001,
        nombre: 'Municipio de contrato',
        id_provincia: 98,
        comunidad_id: 13,
      },
    }),
    patchV6Municipios: () => ({
      body: {
        id_municipio: 98001,
        nombre: 'Municipio renombrado',
        id_provincia: 98,
        comunidad_id: 13,
      },
    }),
    // centres and courses
    putV2Centros: () => ({ body: centreBody('CONTRATO-1'), keep: keepId(ids, 'centre') }),
    patchV2Centros: () => ({
      body: {
        id: created(ids, 'centre'),
        ...centreBody('CONTRATO-1'),
        nombre: 'Centro renombrado',
      },
    }),
    getV2CentrosByCenterId: () => ({ params: { centerId: c } }),
    getV2CentrosSearch: () => ({ query: { search: ids.centre.nombre.slice(0, 4) } }),
    postV2Cursos: () => ({ body: { curso: 'Curso de contrato' }, keep: keepId(ids, 'curso') }),
    putV2CursoById: () => ({
      params: { id: created(ids, 'curso') },
      body: { curso: 'Curso renombrado' },
    }),
    getV2CursoscentrosByCenterId: () => ({ params: { centerId: c } }),
    putV2CursoscentrosByCenterIdByCourseId: () => ({
      params: { centerId: c, courseId: created(ids, 'curso') },
    }),
    deleteV2CursoscentrosByCenterIdByCourseId: () => ({
      params: { centerId: c, courseId: created(ids, 'curso') },
    }),
    postV2CentrosImportPreview: () => ({
      body: registerCsv('CONTRATO-VISTA'),
      contentType: 'text/csv',
    }),
    postV2CentrosImport: () => ({ body: registerCsv('CONTRATO-IMP'), contentType: 'text/csv' }),
    getV2CentrosBulkCount: () => ({ query: { selection: JSON.stringify(selectCentre) } }),
    postV2CentrosBulk: () => ({ body: { action: 'activate', selection: selectCentre } }),
    postV2CentrosBulkExport: () => ({ body: { format: 'xlsx', selection: selectCentre } }),
    // periods (last of the writes: a new period changes what every other call sees)
    getV7PeriodosByIdReabrirImpacto: () => ({ params: { id: ids.pastPeriod } }),
    // a new period closes the active one: after the calls on the active period (reset-quiz)
    postV7Nuevoperiodo: at('delete', () => ({ body: {} })),
    postV7PeriodosByIdReabrir: at('delete', () => ({ params: { id: ids.pastPeriod } })),
    // follow-up and the centres' answering
    getV15CentrosKeyAnswers: () => ({
      query: {
        filter: JSON.stringify({ centerId: c, keyId: ids.clave, periodId: ids.activePeriod }),
      },
    }),
    getV15CentrosPlanActions: () => ({
      query: { filter: JSON.stringify({ centerId: c, periodId: ids.activePeriod }) },
    }),
    getV15FieldsVisibility: () => ({ query: { table: 'center_quiz' } }),
    putV15FieldsVisibility: () => ({
      body: { table: 'center_quiz', column: 'codigo', visible: true },
    }),
    postV7ResetQuiz: at('late', () => ({ body: { centerId: c } })),
    getV15CentrosByCenterIdCuestionario: () => ({ as: 'coordinator', params: { centerId: c } }),
    getV15CentrosByCenterIdProgreso: () => ({ as: 'coordinator', params: { centerId: c } }),
    putV15CentrosByCenterIdRespuestasByPreguntaId: () => ({
      as: 'coordinator',
      params: { centerId: c, preguntaId: ids.lastQuestion.id },
      body: { respuestasIds: [ids.lastQuestion.option] },
    }),
    postV15CentrosByCenterIdEnviar: () => ({ as: 'coordinator', params: { centerId: c } }),
    getV15CentroInicio: () => ({ as: 'coordinator' }),
    getV15CentroEvaluaciones: () => ({ as: 'coordinator' }),
    getV15CentroEvaluacionesByEvaluationIdResultados: () => ({
      as: 'coordinator',
      params: { evaluationId: ids.evaluation.finished },
    }),
    getV15CentroEvaluacionesByEvaluationIdInforme: () => ({
      as: 'coordinator',
      params: { evaluationId: ids.evaluation.finished },
    }),
    getV15CentroArchivosByFileId: () => ({ as: 'coordinator', params: { fileId: ids.file } }),
    // The improvement plan: two actions, one edited and given an evidence, one deleted.
    getV15CentroPlan: () => ({ as: 'coordinator' }),
    getV15CentroPlanSugerencias: () => ({ as: 'coordinator' }),
    postV15CentroPlanAcciones: () => ({
      as: 'coordinator',
      body: { texto: 'Acción de contrato', claves_id: ids.clave, estado: 'en_curso' },
      keep: keepId(ids, 'planAction'),
    }),
    postV15CentroPlanSugerenciasBySuggestionIdAdoptar: async () => ({
      as: 'coordinator',
      params: { suggestionId: await first(db, sql`select min(id) as id from plan_suggestions`) },
      keep: keepId(ids, 'adoptedAction'),
    }),
    patchV15CentroPlanAccionesByActionId: at('late', () => ({
      as: 'coordinator',
      params: { actionId: created(ids, 'planAction') },
      body: { fecha_limite: '2030-06-30' },
    })),
    putV15CentroPlanAccionesByActionIdEstado: at('late', () => ({
      as: 'coordinator',
      params: { actionId: created(ids, 'planAction') },
      body: { estado: 'en_curso' },
    })),
    postV15CentroPlanAccionesByActionIdEvidencias: at('late', () => ({
      as: 'coordinator',
      params: { actionId: created(ids, 'planAction') },
      query: { nombre: 'acta.pdf' },
      body: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'),
      contentType: 'application/pdf',
      keep: keepId(ids, 'planEvidence'),
    })),
    // First of the deletions (DELETE_ORDER), while the plan's period is still the active one.
    getV15CentroPlanEvidenciasByEvidenceId: at('delete', () => ({
      as: 'coordinator',
      params: { evidenceId: created(ids, 'planEvidence') },
    })),
    deleteV15CentroPlanEvidenciasByEvidenceId: () => ({
      as: 'coordinator',
      params: { evidenceId: created(ids, 'planEvidence') },
    }),
    deleteV15CentroPlanAccionesByActionId: () => ({
      as: 'coordinator',
      params: { actionId: created(ids, 'adoptedAction') },
    }),
    // A consultation of a group the centre has none of yet, answered once without an account.
    getV15CentroConsultas: () => ({ as: 'coordinator' }),
    getV15CentroConsultasResultados: () => ({ as: 'coordinator' }),
    postV15CentroConsultas: async () => ({
      as: 'coordinator',
      body: { grupo: await freeGroup(db, c), cierra: '2099-06-30' },
      keep: keepId(ids, 'consultation'),
    }),
    patchV15CentroConsultasByConsultaId: at('late', () => ({
      as: 'coordinator',
      params: { consultaId: created(ids, 'consultation') },
      body: { cierra: '2099-07-01' },
    })),
    getV15CentroConsultasByConsultaIdQr: at('late', () => ({
      as: 'coordinator',
      params: { consultaId: created(ids, 'consultation') },
    })),
    getV15ConsultasByCodigo: at('late', async () => ({
      as: 'none',
      params: { codigo: await consultationCode(db, created(ids, 'consultation')) },
    })),
    postV15ConsultasByCodigoRespuestas: at('late', async () => {
      const consultation = created(ids, 'consultation');
      return {
        as: 'none',
        params: { codigo: await consultationCode(db, consultation) },
        body: { id: randomUUID(), respuestas: await completeAnswers(db, consultation) },
      };
    }),
    // dashboard and reports
    getV2CentersDownloadCenters: () => ({ query: { format: 'xlsx' } }),
    postV3KeysResultsReportDownload: () => ({ body: { image: pngData, title: 'Informe' } }),
    // e-mails
    postV15SentEmailsByIdResend: () => ({ params: { id: ids.sentEmail } }),
    postV15MailTemplates: () => ({
      body: { nombre: 'Plantilla de contrato', ...template },
      keep: keepId(ids, 'template'),
    }),
    getV15MailTemplatesById: () => ({ params: { id: ids.mailTemplate } }),
    putV15MailTemplatesById: () => ({
      params: { id: created(ids, 'template') },
      body: { ...template, body_es: 'Texto cambiado' },
    }),
    postV15MailTemplatesPreview: () => ({ body: { kind: 'reminder', ...template } }),
    postV15MailTemplatesByIdVersionsByVersionIdRestore: at('late', async () => ({
      params: {
        id: created(ids, 'template'),
        versionId: await first(
          db,
          sql`select min(id) as id from mail_template_versions
              where template_id = ${created(ids, 'template')}`,
        ),
      },
    })),
    postV15Campaigns: () => ({
      body: {
        filter: {},
        audience: 'coordinators',
        templateId: created(ids, 'template'),
        schedule: { mode: 'at', at: FUTURE },
      },
      keep: keepId(ids, 'campaign'),
    }),
    getV15CampaignsById: at('late', () => ({ params: { id: created(ids, 'campaign') } })),
    postV15CampaignsPreview: () => ({
      body: { filter: {}, audience: 'coordinators', templateId: created(ids, 'template') },
    }),
    postV15CampaignsByIdCancel: at('late', () => ({ params: { id: created(ids, 'campaign') } })),
    postV15CampaignsByIdRetry: at('late', () => ({ params: { id: created(ids, 'campaign') } })),
    // catalogue
    postV3Claves: () => ({
      body: { titulo: 'Clave de contrato', colores_id: 1, orden: 11 },
      keep: keepId(ids, 'clave'),
    }),
    putV3ClaveById: () => ({
      params: { id: created(ids, 'clave') },
      body: { titulo: 'Clave renombrada', colores_id: 1, orden: 11 },
    }),
    postV3Tipos: () => ({
      body: { codigo: 'CONTRATO', nombre: 'Tipo de contrato' },
      keep: keepId(ids, 'tipo'),
    }),
    putV3TipoById: () => ({
      params: { id: created(ids, 'tipo') },
      body: { codigo: 'CONTRATO', nombre: 'Tipo renombrado' },
    }),
    getV3Preguntas: () => ({ query: { claves_id: ids.clave } }),
    postV3Preguntas: () => ({
      body: {
        claves_id: created(ids, 'clave'),
        num: 1,
        tipos_id: created(ids, 'tipo'),
        titulo: 'Pregunta de contrato',
      },
      keep: keepId(ids, 'pregunta'),
    }),
    putV3PreguntaById: () => ({
      params: { id: created(ids, 'pregunta') },
      body: { num: 1, tipos_id: created(ids, 'tipo'), titulo: 'Pregunta renombrada' },
    }),
    deleteV3PreguntaById: () => ({ params: { id: created(ids, 'pregunta') } }),
    getV3PreguntasByIdRespuestas: () => ({ params: { id: ids.question.id } }),
    postV3Respuestas: () => ({
      body: { preguntas_id: created(ids, 'pregunta'), respuesta: 'Sí', valor: 1 },
      keep: keepId(ids, 'respuesta'),
    }),
    putV3RespuestaById: () => ({
      params: { id: created(ids, 'respuesta') },
      body: { respuesta: 'Sí, siempre', valor: 2 },
    }),
    deleteV3RespuestaById: () => ({ params: { id: created(ids, 'respuesta') } }),
    // content
    postV10Contenidos: () => ({
      body: { payload: { titulo: 'Contrato' } },
      keep: keepId(ids, 'contenido'),
    }),
    patchV10Contenidos: () => ({
      body: { id: created(ids, 'contenido'), payload: { titulo: 'Contrato cambiado' } },
    }),
    deleteV10ContenidoById: () => ({ params: { id: created(ids, 'contenido') } }),
    postV3Feedbacks: () => ({
      body: { claves_id: ids.clave, minimo: 0, maximo: 10, titulo: 'Feedback de contrato' },
      keep: keepId(ids, 'feedback'),
    }),
    putV3FeedbackById: () => ({
      params: { id: created(ids, 'feedback') },
      body: { claves_id: ids.clave, minimo: 0, maximo: 20, titulo: 'Feedback cambiado' },
    }),
    deleteV3FeedbackById: () => ({ params: { id: created(ids, 'feedback') } }),
    // the consultations' questionnaires, and what administrators follow of them
    getV3ConsultationQuestions: () => ({ query: { grupo: 'alumnado' } }),
    postV3ConsultationQuestions: () => ({
      body: { grupo: 'familias', claves_id: ids.clave, texto: 'Pregunta de contrato' },
      keep: keepId(ids, 'consultationQuestion'),
    }),
    putV3ConsultationQuestionsById: () => ({
      params: { id: created(ids, 'consultationQuestion') },
      body: { grupo: 'familias', claves_id: ids.clave, texto: 'Pregunta cambiada', orden: 3 },
    }),
    deleteV3ConsultationQuestionsById: () => ({
      params: { id: created(ids, 'consultationQuestion') },
    }),
    getV15CentrosQuizesConsultas: () => ({ query: { ids: String(c) } }),
    getV3ConsultationsReportDownload: () => ({ query: { format: 'xlsx' } }),
    // the improvement plan's suggestions, edited by administrators
    getV3PlanSuggestions: () => ({ query: { claves_id: ids.clave } }),
    postV3PlanSuggestions: () => ({
      body: { claves_id: ids.clave, texto: 'Sugerencia de contrato', texto_ca: 'Suggeriment' },
      keep: keepId(ids, 'planSuggestion'),
    }),
    putV3PlanSuggestionsById: () => ({
      params: { id: created(ids, 'planSuggestion') },
      body: { claves_id: ids.clave, texto: 'Sugerencia cambiada', orden: 4 },
    }),
    deleteV3PlanSuggestionsById: () => ({ params: { id: created(ids, 'planSuggestion') } }),
    postV11Recursos: () => ({
      body: { titulo: 'Recurso de contrato' },
      keep: keepId(ids, 'recurso'),
    }),
    patchV11Recursos: () => ({ body: { id: created(ids, 'recurso'), titulo: 'Recurso cambiado' } }),
    deleteV11RecursoById: () => ({ params: { id: created(ids, 'recurso') } }),
    getV11ComunidadesrecursoById: at('late', () => ({ params: { id: created(ids, 'recurso') } })),
    getV11CursosrecursoById: at('late', () => ({ params: { id: created(ids, 'recurso') } })),
    postV3Toolkits: () => ({
      body: { titulo: 'Toolkit de contrato' },
      keep: keepId(ids, 'toolkit'),
    }),
    patchV3Toolkits: () => ({ body: { id: created(ids, 'toolkit'), titulo: 'Toolkit cambiado' } }),
    deleteV3DeleteToolkitsById: () => ({ params: { id: created(ids, 'toolkit') } }),
    postV11ResourcesUpload: () => ({
      body: { filename: 'cuadro.png', data: pngData },
      keep: keepId(ids, 'file'),
    }),
    getV11FilesById: at('late', () => ({ params: { id: created(ids, 'file') } })),
    postV1Documentos: () => ({
      body: {
        filename: 'guia.pdf',
        data: demoFileDataString('guideEs'),
        nombre: 'Guía de contrato',
      },
      keep: keepId(ids, 'documento'),
    }),
    getV1DocumentosByIdDownload: () => ({ params: { id: ids.documento } }),
    deleteV1DocumentosById: () => ({ params: { id: created(ids, 'documento') } }),
    // saved views
    getV1Views: () => ({ query: { table: 'users' } }),
    postV1Views: () => ({
      body: { table: 'users', name: 'Vista de contrato', state: viewState },
      keep: keepId(ids, 'view'),
    }),
    patchV1ViewsById: () => ({
      params: { id: created(ids, 'view') },
      body: { name: 'Vista renombrada' },
    }),
    deleteV1ViewsById: () => ({ params: { id: created(ids, 'view') } }),
  };

  function massRows(email: string) {
    return [
      {
        line: 2,
        nombre: 'Masiva',
        apellidos: 'De Contrato',
        email,
        tipo: 2,
        codigocentro: ids.centre.codigo,
      },
    ];
  }
}
