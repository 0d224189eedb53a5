import { HISTORY_MESSAGES, type HistoryEntity } from '@eval/contracts/history';
import type { Transaction } from '../../db/client';
import { fieldsWith } from '../../lib/entity-fields';
import { AppError } from '../../lib/errors';
import { CENTRE_FIELDS } from '../../lib/centre-fields';
import { USER_FIELDS } from '../../lib/user-fields';
import { codeTaken, updateCentre, type CentreValues } from '../centres/repository';
import { courseNameTaken } from '../centres/course-repository';
import { lockCourses } from '../centres/course-repository';
import { assertConsistentPlace } from '../geography/service';
import { auditedUser, keepAnAdministrator, lockUserForChange } from '../users/administrators';
import { checkReferences } from '../users/user-rules';
import {
  emailTakenByOtherUser,
  insertUserRow,
  lockCentreRow,
  lockCourseRow,
  readCentreRow,
  readCourseRow,
  updateCourseValues,
  updateUserValues,
  type CourseValues,
  type UserValues,
} from './revert-targets-repository';

type Row = Record<string, unknown>;

/** How a revert reads, checks and writes one kind of record. */
export interface RevertTarget {
  /** Columns a revert may write back; anything else in a snapshot is left alone. */
  fields: readonly string[];
  /** The record as the audit log keeps it, locked for the change; undefined when it is gone. */
  lock(tx: Transaction, id: number): Promise<Row | undefined>;
  /** The record as it is after the change, for the revert's own audit line. */
  read(tx: Transaction, id: number): Promise<Row | undefined>;
  /** Refuses (409) values that can no longer be written: a taken code, a reference gone… */
  check(tx: Transaction, id: number, values: Row, current: Row, actorId: number): Promise<void>;
  update(tx: Transaction, id: number, values: Row): Promise<void>;
  /** Puts a deleted record back as the snapshot had it; only for restorable records. */
  restore?(tx: Transaction, snapshot: Row): Promise<void>;
}

const conflict = (message: string, details?: unknown) => new AppError('CONFLICT', message, details);

/** A 400 of the domain's checks (a reference that no longer exists) becomes a 409 of the revert. */
async function asConflict(work: Promise<void>, message: string): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST')
      throw conflict(message, { motivo: error.message });
    throw error;
  }
}

/** The columns a revert writes back (modules/users/user-fields.ts). */
const USER_REVERT_FIELDS = fieldsWith(USER_FIELDS, 'revert');

async function checkUser(tx: Transaction, id: number | null, user: Row): Promise<void> {
  if (typeof user.email === 'string') {
    if (await emailTakenByOtherUser(tx, user.email, id))
      throw conflict(HISTORY_MESSAGES.emailTaken, { email: user.email });
  }
  await asConflict(
    checkReferences(tx, {
      perfil: user.perfil as number,
      centros_id: (user.centros_id ?? null) as number | null,
      cargos_id: (user.cargos_id ?? null) as number | null,
      language_id: user.language_id as string,
    }),
    HISTORY_MESSAGES.referenceGone,
  );
}

const userTarget: RevertTarget = {
  fields: USER_REVERT_FIELDS,
  lock: lockUserForChange,
  read: auditedUser,
  async check(tx, id, values, current, actorId) {
    const merged = { ...current, ...values };
    await checkUser(tx, id, merged);
    await keepAnAdministrator(
      tx,
      current as { id: number; perfil: number; activo: number },
      actorId,
      { perfil: merged.perfil as number, activo: merged.activo as number },
    );
  },
  async update(tx, id, values) {
    await updateUserValues(tx, id, values as UserValues);
  },
  async restore(tx, snapshot) {
    await checkUser(tx, null, snapshot);
    const fields = Object.fromEntries(
      USER_REVERT_FIELDS.map((f) => [f, snapshot[f]]),
    ) as UserValues;
    await insertUserRow(tx, {
      ...fields,
      nombre: String(snapshot.nombre),
      email: String(snapshot.email),
      perfil: Number(snapshot.perfil),
      id: Number(snapshot.id),
      created_at:
        typeof snapshot.created_at === 'string' ? new Date(snapshot.created_at) : undefined,
      // Back without a password (the log never kept one), and with a session version above the
      // one it had: a token issued before the deletion must not come back to life.
      password_hash: null,
      session_version: Number(snapshot.session_version ?? 0) + 1,
    });
  },
};

/** The columns a revert writes back (modules/centres/centre-fields.ts). */
const CENTRE_REVERT_FIELDS = fieldsWith(CENTRE_FIELDS, 'revert');

const centreTarget: RevertTarget = {
  fields: CENTRE_REVERT_FIELDS,
  lock: lockCentreRow,
  read: readCentreRow,
  async check(tx, id, values, current) {
    const merged = { ...current, ...values };
    const codigo = String(merged.codigo);
    if (await codeTaken(tx, codigo, id)) throw conflict(HISTORY_MESSAGES.codeTaken, { codigo });
    await asConflict(
      assertConsistentPlace(tx, {
        comunidades_id: Number(merged.comunidades_id),
        provincias_id_provincia: Number(merged.provincias_id_provincia),
        municipios_id_municipio: Number(merged.municipios_id_municipio),
      }),
      HISTORY_MESSAGES.placeGone,
    );
  },
  async update(tx, id, values) {
    await updateCentre(tx, id, { ...(values as Partial<CentreValues>), updated_at: new Date() });
  },
};

const courseTarget: RevertTarget = {
  fields: ['curso', 'activo'],
  async lock(tx, id) {
    // Row first, then the renames' lock: the order editCourse takes them in.
    const row = await lockCourseRow(tx, id);
    await lockCourses(tx);
    return row;
  },
  read: readCourseRow,
  async check(tx, id, values) {
    if (typeof values.curso === 'string' && (await courseNameTaken(tx, values.curso, id)))
      throw conflict(HISTORY_MESSAGES.courseNameTaken, { curso: values.curso });
  },
  async update(tx, id, values) {
    await updateCourseValues(tx, id, values as CourseValues);
  },
};

/** The records a revert knows how to write back (REVERTIBLE_ENTITIES). */
export const REVERT_TARGETS: Partial<Record<HistoryEntity, RevertTarget>> = {
  user: userTarget,
  centre: centreTarget,
  course: courseTarget,
};
