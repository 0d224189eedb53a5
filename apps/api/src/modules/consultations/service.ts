import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { LanguageCode } from '@eval/contracts/common';
import {
  CONSULTATION_MESSAGES as M,
  MIN_CONSULTATION_RESPONSES,
  consultationPath,
  type Consultation,
  type ConsultationAnswerBody,
  type ConsultationGroupResult,
  type ConsultationState,
} from '@eval/contracts/consultations';
import type {
  consultationCreateSchema,
  consultationUpdateSchema,
  publicConsultationSchema,
} from '@eval/contracts/consultations';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { spanishToday } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import { findActivePeriod } from '../periods/repository';
import type { ResponseBatch } from './response-batch';
import {
  centreConsultations,
  consultationByCode,
  groupKeyScores,
  groupQuestionCount,
  groupQuestions,
  insertConsultation,
  keysWithSelfScores,
  lockConsultation,
  periodOfCentreEvaluation,
  responseConsultation,
  updateConsultation,
  type ConsultationRow,
} from './repository';

/** Who calls from the centres' app (the auth plugin has checked profile ≠ 0 and a centre). */
export interface ConsultationCaller {
  id: number;
  centreId: number;
}

/** Open, closed by the coordinator, or past its last day (Spanish calendar). */
export function stateOf(
  row: { cierra: string; cerrada: boolean },
  today: string,
): ConsultationState {
  if (row.cerrada) return 'cerrada';
  return row.cierra < today ? 'vencida' : 'abierta';
}

function toConsultation(row: ConsultationRow, today: string): Consultation {
  return {
    id: row.id,
    grupo: row.grupo,
    codigo: row.codigo,
    enlace: consultationPath(row.codigo),
    cierra: row.cierra,
    cerrada: row.cerrada,
    estado: stateOf(row, today),
    respuestas: row.respuestas,
  };
}

async function activePeriodOrRefuse(db: Executor) {
  const period = await findActivePeriod(db);
  if (!period) throw new AppError('CONFLICT', M.noActivePeriod);
  return period;
}

/** GET /v15/centro/consultas: the active period's consultations of the caller's centre. */
export async function listConsultations(db: Database, caller: ConsultationCaller) {
  const period = await findActivePeriod(db);
  if (!period) return { periodo: null, consultas: [] };
  const today = spanishToday();
  const rows = await centreConsultations(db, caller.centreId, period.id);
  return { periodo: period.periodo, consultas: rows.map((row) => toConsultation(row, today)) };
}

/**
 * POST /v15/centro/consultas: one consultation per group, centre and period, with a code of
 * 12 random bytes (96 bits: unguessable, so the link is the whole access).
 */
export async function openConsultation(
  db: Database,
  caller: ConsultationCaller,
  body: z.output<typeof consultationCreateSchema>,
): Promise<Consultation> {
  const today = spanishToday();
  if (body.cierra < today) throw new AppError('BAD_REQUEST', M.pastDate);
  return db.transaction(async (tx) => {
    const period = await activePeriodOrRefuse(tx);
    if ((await groupQuestionCount(tx, body.grupo)) === 0)
      throw new AppError('CONFLICT', M.noQuestions);
    let id: number;
    try {
      id = await insertConsultation(tx, {
        centreId: caller.centreId,
        periodId: period.id,
        grupo: body.grupo,
        codigo: randomBytes(12).toString('base64url'),
        cierra: body.cierra,
        createdBy: caller.id,
      });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('CONFLICT', M.groupTaken);
      throw error;
    }
    const row = await lockConsultation(tx, caller.centreId, id);
    if (!row) throw new Error('consultation vanished after its insert');
    return toConsultation(row, today);
  });
}

/**
 * PATCH /v15/centro/consultas/:id: a new closing date, closing or reopening. Only a
 * consultation of the active period changes; another centre's is a 404.
 */
export async function changeConsultation(
  db: Database,
  caller: ConsultationCaller,
  id: number,
  body: z.output<typeof consultationUpdateSchema>,
  audit: AuditTrail,
): Promise<Consultation> {
  const today = spanishToday();
  if (body.cierra !== undefined && body.cierra < today)
    throw new AppError('BAD_REQUEST', M.pastDate);
  return db.transaction(async (tx) => {
    const before = await lockConsultation(tx, caller.centreId, id);
    if (!before) throw new AppError('NOT_FOUND', M.notFound);
    const period = await findActivePeriod(tx);
    if (period?.id !== before.periodos_id) throw new AppError('CONFLICT', M.closed);
    await updateConsultation(tx, id, body);
    const after = await lockConsultation(tx, caller.centreId, id);
    if (!after) throw new AppError('NOT_FOUND', M.notFound);
    await audit(tx, { before, after });
    return toConsultation(after, today);
  });
}

/** GET …/:id/qr: the public link as a QR code, large enough to project or print. */
export async function consultationQr(
  db: Database,
  caller: ConsultationCaller,
  id: number,
  publicUrl: string,
): Promise<{ png: Buffer; grupo: string }> {
  const row = await lockConsultation(db, caller.centreId, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const png = await QRCode.toBuffer(`${publicUrl}${consultationPath(row.codigo)}`, {
    type: 'png',
    width: 600,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return { png, grupo: row.grupo };
}

const roundGap = (a: number | null, b: number | null) =>
  a === null || b === null ? null : Math.round((a - b) * 10) / 10;

/**
 * GET /v15/centro/consultas/resultados: each consulted group's score per key beside the
 * self-evaluation's, only from MIN_CONSULTATION_RESPONSES responses (below, the count and no
 * figure: a small group's answers could be told apart).
 */
export async function consultationResults(
  db: Database,
  caller: ConsultationCaller,
  evaluationId: number | undefined,
  language: LanguageCode,
): Promise<{ periodo: string | null; grupos: ConsultationGroupResult[] }> {
  const period =
    evaluationId === undefined
      ? await findActivePeriod(db)
      : await periodOfCentreEvaluation(db, caller.centreId, evaluationId);
  if (!period) {
    if (evaluationId !== undefined) throw new AppError('NOT_FOUND', M.evaluationNotFound);
    return { periodo: null, grupos: [] };
  }
  const rows = await centreConsultations(db, caller.centreId, period.id);
  const enough = rows.filter((row) => row.respuestas >= MIN_CONSULTATION_RESPONSES);
  const [scores, keys] = await Promise.all([
    groupKeyScores(
      db,
      enough.map((row) => row.id),
    ),
    keysWithSelfScores(db, caller.centreId, period.id, language === 'CA'),
  ]);
  const grupos = rows.map((row): ConsultationGroupResult => {
    const suficiente = row.respuestas >= MIN_CONSULTATION_RESPONSES;
    const claves = keys
      .filter((key) => key.grupos.includes(row.grupo))
      .map((key) => {
        const puntuacion = suficiente
          ? (scores.find((s) => s.consultations_id === row.id && s.claves_id === key.id)?.score ??
            null)
          : null;
        return {
          clave: key.id,
          titulo: key.titulo,
          puntuacion,
          autoevaluacion: key.autoevaluacion,
          diferencia: roundGap(puntuacion, key.autoevaluacion),
        };
      });
    return { grupo: row.grupo, respuestas: row.respuestas, suficiente, claves };
  });
  return { periodo: period.periodo, grupos };
}

/** GET /v15/consultas/:codigo: what a respondent's page needs, in their language. */
export async function publicConsultation(
  db: Database,
  codigo: string,
  language: LanguageCode,
): Promise<z.output<typeof publicConsultationSchema>> {
  const row = await consultationByCode(db, codigo);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const estado = stateOf(row, spanishToday());
  const preguntas =
    estado === 'abierta' ? await groupQuestions(db, row.grupo, language === 'CA') : [];
  return {
    grupo: row.grupo,
    centro: row.centro,
    periodo: row.periodo,
    cierra: row.cierra,
    estado,
    preguntas,
  };
}

/**
 * POST /v15/consultas/:codigo/respuestas: a valid response to an open consultation is stored
 * by one statement with the others arriving meanwhile (response-batch.ts); only when it was
 * not written is the reason looked for, so the common case costs a share of one round trip. A response already stored (a retry after a lost reply) is `repetida`,
 * even once the consultation has closed: the respondent was told nothing yet.
 */
export async function answerConsultation(
  db: Database,
  batch: ResponseBatch,
  codigo: string,
  body: ConsultationAnswerBody,
): Promise<{ id: string; repetida: boolean }> {
  const answers = [...body.respuestas].sort((a, b) => a.pregunta - b.pregunta);
  const sortedIds = answers.map((a) => a.pregunta);
  if (new Set(sortedIds).size !== sortedIds.length) throw new AppError('BAD_REQUEST', M.mismatch);
  const today = spanishToday();
  const stored = await batch.store(
    { codigo, id: body.id, sortedIds, values: answers.map((a) => a.valor) },
    today,
  );
  if (stored) return { id: body.id, repetida: false };
  const row = await consultationByCode(db, codigo);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const earlier = await responseConsultation(db, body.id);
  if (earlier === row.id) return { id: body.id, repetida: true };
  const estado = stateOf(row, today);
  if (estado === 'cerrada') throw new AppError('CONFLICT', M.closed);
  if (estado === 'vencida') throw new AppError('CONFLICT', M.expired);
  throw new AppError('BAD_REQUEST', M.mismatch);
}
