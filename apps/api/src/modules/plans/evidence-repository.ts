import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { planActions, planEvidenceChunks, planEvidences } from '../../db/schema/index';

/** A new evidence row, before its bytes; its size and type are set once they are read. */
export async function insertEvidence(
  tx: Transaction,
  actionId: number,
  filename: string,
  userId: number,
): Promise<number> {
  const [row] = await tx
    .insert(planEvidences)
    .values({ action_id: actionId, filename, mime: '', size: 0, uploaded_by: userId })
    .returning({ id: planEvidences.id });
  if (!row) throw new Error('evidence insert returned nothing');
  return row.id;
}

export async function insertEvidenceChunk(
  tx: Transaction,
  evidenceId: number,
  seq: number,
  data: Buffer,
): Promise<void> {
  await tx.insert(planEvidenceChunks).values({ evidence_id: evidenceId, seq, data });
}

export async function completeEvidence(
  tx: Transaction,
  evidenceId: number,
  values: { filename: string; mime: string; size: number },
): Promise<{ id: number; nombre: string; tipo: string; tamano: number; creada: string }> {
  const [row] = await tx
    .update(planEvidences)
    .set(values)
    .where(eq(planEvidences.id, evidenceId))
    .returning({
      id: planEvidences.id,
      nombre: planEvidences.filename,
      tipo: planEvidences.mime,
      tamano: planEvidences.size,
      creada: planEvidences.created_at,
    });
  if (!row) throw new Error('evidence update returned nothing');
  return { ...row, creada: row.creada.toISOString() };
}

export interface EvidenceOwner {
  id: number;
  filename: string;
  mime: string;
  size: number;
  action_id: number;
  periodos_id: number;
  responsable_id: number | null;
}

/** An evidence of the centre's actions, with what decides who may touch it. */
export async function findEvidence(
  db: Executor,
  centreId: number,
  evidenceId: number,
): Promise<EvidenceOwner | null> {
  const rows = await db
    .select({
      id: planEvidences.id,
      filename: planEvidences.filename,
      mime: planEvidences.mime,
      size: planEvidences.size,
      action_id: planEvidences.action_id,
      periodos_id: planActions.periodos_id,
      responsable_id: planActions.responsable_id,
    })
    .from(planEvidences)
    .innerJoin(planActions, eq(planActions.id, planEvidences.action_id))
    .where(and(eq(planEvidences.id, evidenceId), eq(planActions.centros_id, centreId)));
  return rows[0] ?? null;
}

/** One piece of an evidence's bytes, or null past its last. */
export async function evidenceChunk(
  db: Executor,
  evidenceId: number,
  seq: number,
): Promise<Buffer | null> {
  const rows = await db
    .select({ data: planEvidenceChunks.data })
    .from(planEvidenceChunks)
    .where(and(eq(planEvidenceChunks.evidence_id, evidenceId), eq(planEvidenceChunks.seq, seq)))
    .orderBy(asc(planEvidenceChunks.seq));
  return rows[0]?.data ?? null;
}

/** Deletes an evidence (its pieces go with it); whether there was one. */
export async function deleteEvidence(tx: Executor, evidenceId: number): Promise<boolean> {
  const rows = await tx
    .delete(planEvidences)
    .where(eq(planEvidences.id, evidenceId))
    .returning({ id: planEvidences.id });
  return rows.length > 0;
}

/** How many pieces the evidences hold in all (tests: a refused upload leaves none). */
export async function countEvidenceChunks(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(planEvidenceChunks);
  return row?.n ?? 0;
}
