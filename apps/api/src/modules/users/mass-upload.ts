import { inArray } from 'drizzle-orm';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import {
  emailSchema,
  MASS_UPLOAD_MESSAGES as M,
  type MassUploadRejected,
  type MassUploadResult,
  type massUploadBodySchema,
} from '@eval/contracts/users';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { centros, perfiles, users } from '../../db/schema/index';
import { enqueueMails, type NewMail } from '../../lib/mail-outbox';
import { renderSetPasswordMail } from '../../lib/mail-templates';
import type { UserDeps } from './user-service';

type Row = z.output<typeof massUploadBodySchema>[number];

interface ValidRow {
  nombre: string;
  apellidos: string;
  email: string;
  perfil: number;
  centros_id: number;
}

const LIMITS = { nombre: 100, apellidos: 150, email: 254 } as const;
const CHUNK = 1_000;
const norm = (value: string | undefined) => (value ?? '').trim().toLowerCase();

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Everything the rows refer to, read with one query per kind (never one per row). */
async function loadLookups(db: Executor, rows: readonly Row[]) {
  const emails = [...new Set(rows.map((r) => norm(r.email)).filter(Boolean))];
  const codes = [...new Set(rows.map((r) => (r.codigocentro ?? '').trim()).filter(Boolean))];
  const existing = new Set<string>();
  for (const part of chunks(emails, 5_000)) {
    const found = await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, part));
    for (const row of found) existing.add(row.email);
  }
  const centres = new Map<string, { id: number; groupby: string | null }>();
  for (const part of chunks(codes, 5_000)) {
    const found = await db
      .select({ id: centros.id, codigo: centros.codigo, groupby: centros.groupby })
      .from(centros)
      .where(inArray(centros.codigo, part));
    for (const row of found) centres.set(row.codigo, row);
  }
  const profiles = await db.select({ id: perfiles.id, nombre: perfiles.nombre }).from(perfiles);
  return { existing, centres, profiles };
}

/** `tipo` is a profile id ("1") or name ("Equipo docente"), ignoring case. */
function profileOf(tipo: string, profiles: { id: number; nombre: string }[]) {
  const wanted = tipo.trim().toLowerCase();
  return profiles.find((p) => String(p.id) === wanted || p.nombre.toLowerCase() === wanted);
}

/**
 * Validates every row before anything is written (domain.md): required fields, e-mail syntax,
 * duplicates inside the file and against existing users, a known profile `tipo`, a known
 * centre `codigocentro` whose group agrees with `grupo`.
 */
function validate(rows: readonly Row[], lookups: Awaited<ReturnType<typeof loadLookups>>) {
  const valid: ValidRow[] = [];
  const rejected: MassUploadRejected[] = [];
  const firstLineOf = new Map<string, number>();
  rows.forEach((row, index) => {
    const line = row.line ?? index + 2;
    const reasons: string[] = [];
    for (const field of ['nombre', 'apellidos', 'email', 'tipo', 'codigocentro'] as const) {
      if (!row[field]) reasons.push(M.missing(field));
    }
    for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
      if ((row[field] ?? '').length > max) reasons.push(M.tooLong(field));
    }
    const email = norm(row.email);
    if (email) {
      if (!emailSchema.safeParse(email).success) reasons.push(M.badEmail);
      const first = firstLineOf.get(email);
      if (first !== undefined) reasons.push(M.duplicateInFile(first));
      else firstLineOf.set(email, line);
      if (lookups.existing.has(email)) reasons.push(M.emailExists);
    }
    const profile = row.tipo ? profileOf(row.tipo, lookups.profiles) : undefined;
    if (row.tipo && !profile) reasons.push(M.unknownProfile(row.tipo));
    if (profile?.id === ADMIN_PROFILE) reasons.push(M.adminNotAllowed);
    const centre = row.codigocentro ? lookups.centres.get(row.codigocentro) : undefined;
    if (row.codigocentro && !centre) reasons.push(M.unknownCentre(row.codigocentro));
    if (centre && row.grupo && norm(row.grupo) !== norm(centre.groupby ?? '')) {
      reasons.push(M.groupMismatch(row.grupo, centre.groupby ?? ''));
    }
    if (reasons.length > 0 || !profile || !centre) {
      rejected.push({ line, email: row.email ?? '', reasons });
      return;
    }
    valid.push({
      nombre: row.nombre ?? '',
      apellidos: row.apellidos ?? '',
      email,
      perfil: profile.id,
      centros_id: centre.id,
    });
  });
  return { valid, rejected };
}

/**
 * POST /v1/auth/massive: every row validated first; the valid ones created in one transaction
 * with their welcome e-mails recorded, which are then sent in the background.
 */
export async function massUpload(deps: UserDeps, rows: readonly Row[]): Promise<MassUploadResult> {
  const mailIds = await deps.db.transaction(async (tx) => {
    const { valid, rejected } = validate(rows, await loadLookups(tx, rows));
    const ids: number[] = [];
    for (const part of chunks(valid, CHUNK)) {
      const created = await tx.insert(users).values(part).returning({
        id: users.id,
        nombre: users.nombre,
        email: users.email,
        language_id: users.language_id,
      });
      const mails: NewMail[] = created.map((user) => ({
        ...renderSetPasswordMail({
          nombre: user.nombre,
          language: user.language_id,
          purpose: 'welcome',
        }),
        receiver: user.email,
        user_id: user.id,
      }));
      ids.push(...(await enqueueMails(tx, mails)));
    }
    return { ids, result: { created: valid.length, rejected } };
  });
  deps.mail.deliverLater(mailIds.ids);
  return mailIds.result;
}
