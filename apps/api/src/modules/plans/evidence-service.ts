import { Readable } from 'node:stream';
import {
  EVIDENCE_TYPES,
  MAX_EVIDENCE_BYTES,
  PLAN_MESSAGES as M,
  type PlanEvidence,
} from '@eval/contracts/plans';
import type { Database } from '../../db/client';
import { AppError, firstOr } from '../../lib/errors';
import { cleanFilename, detectFileKind } from '../../lib/file-kind';
import {
  completeEvidence,
  deleteEvidence,
  evidenceChunk,
  findEvidence,
  insertEvidence,
  insertEvidenceChunk,
} from './evidence-repository';
import { lockWritableAction, mayUpdate, type PlanCaller } from './service';
import { activePlanPeriod } from './repository';

/**
 * The size of each stored piece. Each piece crosses the connection as one message (its bytes
 * as hex text on the way out, twice their size), and a pool connection keeps its read buffer as
 * large as the largest message it has read: with 256 KB pieces a 10 MB download left ~0.5 MB
 * on each connection it went through, and the server's memory grew by 40 MB on the first upload
 * and download. 64 KB keeps that to a few MB, for 160 rows of a 10 MB file.
 */
export const EVIDENCE_CHUNK_BYTES = 64 * 1024;

/**
 * POST …/acciones/:actionId/evidencias: the file, read from the request as it arrives and
 * written to the database in pieces inside one transaction. Its kind is read from its first
 * bytes (PDF, image, office document; the name and the declared type are not trusted), and a
 * file over 10 MB stops being read at the first byte too many: either way the transaction rolls
 * back and nothing is stored. Only the coordinator and the action's responsable attach, to an
 * action of the active period's plan.
 */
export async function attachEvidence(
  db: Database,
  caller: PlanCaller,
  actionId: number,
  name: string,
  body: AsyncIterable<Buffer | string>,
  signal: AbortSignal,
): Promise<PlanEvidence> {
  return db.transaction(async (tx) => {
    const action = await lockWritableAction(tx, caller, actionId);
    if (!mayUpdate(caller, action.responsable_id))
      throw new AppError('FORBIDDEN', M.notResponsable);
    const evidenceId = await insertEvidence(tx, actionId, name, caller.id);
    let size = 0;
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let mime: string | null = null;
    let kind: keyof typeof EVIDENCE_TYPES | null = null;

    const flush = async () => {
      if (pendingBytes === 0) return;
      // The request's own chunk when it is one (most are: the socket's pieces are ~64 KB): a
      // copy per piece is 10 MB more garbage per upload for the collector to find.
      const piece =
        pending.length === 1 && pending[0] ? pending[0] : Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      if (seq === 0) {
        // The first piece holds the signatures: a kind not accepted stops here.
        kind = detectFileKind(piece);
        if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.evidenceTypeRefused);
        mime = EVIDENCE_TYPES[kind];
      }
      await insertEvidenceChunk(tx, evidenceId, seq, piece);
      seq += 1;
    };

    for await (const part of body) {
      signal.throwIfAborted();
      const bytes = typeof part === 'string' ? Buffer.from(part) : part;
      size += bytes.length;
      if (size > MAX_EVIDENCE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', M.evidenceTooLarge);
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= EVIDENCE_CHUNK_BYTES) await flush();
    }
    await flush();
    if (size === 0 || mime === null || kind === null)
      throw new AppError('BAD_REQUEST', M.evidenceEmpty);
    return completeEvidence(tx, evidenceId, { filename: cleanFilename(name, kind), mime, size });
  });
}

/** An evidence the caller may touch: the coordinator's or the action's responsable's. */
async function ownedEvidence(db: Database, caller: PlanCaller, evidenceId: number) {
  const evidence = await firstOr(
    findEvidence(db, caller.centreId, evidenceId),
    'NOT_FOUND',
    M.evidenceNotFound,
  );
  if (!mayUpdate(caller, evidence.responsable_id))
    throw new AppError('FORBIDDEN', M.notResponsable);
  return evidence;
}

/**
 * GET …/evidencias/:evidenceId: the file as a stream read piece by piece from the database,
 * so a download holds one piece in memory at a time, whatever the file's size.
 */
export async function evidenceDownload(
  db: Database,
  caller: PlanCaller,
  evidenceId: number,
): Promise<{ filename: string; mime: string; size: number; stream: Readable }> {
  const evidence = await ownedEvidence(db, caller, evidenceId);
  async function* pieces() {
    for (let seq = 0; ; seq += 1) {
      const piece = await evidenceChunk(db, evidence.id, seq);
      if (!piece) return;
      yield piece;
    }
  }
  return { ...evidence, stream: Readable.from(pieces()) };
}

/** DELETE …/evidencias/:evidenceId: in the active period's plan only, as every change. */
export async function removeEvidence(
  db: Database,
  caller: PlanCaller,
  evidenceId: number,
): Promise<{ id: number }> {
  const evidence = await ownedEvidence(db, caller, evidenceId);
  const active = await activePlanPeriod(db);
  if (active?.id !== evidence.periodos_id) throw new AppError('CONFLICT', M.closedPeriod);
  return db.transaction(async (tx) => {
    await lockWritableAction(tx, caller, evidence.action_id);
    if (!(await deleteEvidence(tx, evidenceId)))
      throw new AppError('NOT_FOUND', M.evidenceNotFound);
    return { id: evidenceId };
  });
}
