import { ADMIN_PROFILE } from '@eval/contracts/common';
import type { MailDelivery } from '@eval/contracts/emails';
import {
  emailSchema,
  MASS_UPLOAD_LISTED_ROWS,
  MASS_UPLOAD_MESSAGES as M,
  type MassUploadPreview,
  type MassUploadPreviewRow,
  type MassUploadRejected,
  type MassUploadResult,
  type massUploadBodySchema,
} from '@eval/contracts/users';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { auditComputedLines } from '../../lib/bulk-audit';
import { inScope, NATIONAL, type AdminScope } from '../../lib/scope';
import { enqueueMails, type NewMail } from '../emails/mail-outbox';
import { NUL } from '@eval/contracts/nul-text';
import { setPasswordRenderer } from '../templates/template-service';
import { changedFields, OutcomeTally } from '../../lib/row-outcomes';
import {
  centreCodes,
  centresWithCodes,
  insertUsersUnlessEmailTaken,
  profileNames,
  updateUsersFromRecords,
  usersWithEmails,
  type NamedCentre,
  type StoredUser,
} from './mass-upload-repository';
import type { UserDeps } from './user-service';

type Row = z.output<typeof massUploadBodySchema>[number];

interface ValidRow {
  line: number;
  nombre: string;
  apellidos: string;
  email: string;
  perfil: number;
  centros_id: number;
}

const LIMITS = { nombre: 100, apellidos: 150, email: 254 } as const;
const TEXT_FIELDS = ['nombre', 'apellidos', 'email', 'tipo', 'codigocentro', 'grupo'] as const;
const CHUNK = 1_000;
const norm = (value: string | undefined) => (value ?? '').trim().toLowerCase();

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Cells holding the NUL character. The route lets them through the central input guard
 * (`nulCheckedPerRow`) so that one bad cell rejects its row, not the whole file; such a row
 * never reaches a query (PostgreSQL cannot compare or store NUL).
 */
const nulFields = (row: Row) => TEXT_FIELDS.filter((field) => row[field]?.includes(NUL));

/** Everything the rows refer to, read with one query per kind (never one per row). */
async function loadLookups(db: Executor, rows: readonly Row[]) {
  const emails = [...new Set(rows.map((r) => norm(r.email)).filter(Boolean))];
  const codes = [...new Set(rows.map((r) => (r.codigocentro ?? '').trim()).filter(Boolean))];
  const existing = new Map<string, StoredUser>();
  for (const part of chunks(emails, 5_000)) {
    const found = await usersWithEmails(db, part);
    for (const row of found) existing.set(row.email, row);
  }
  const centres = new Map<string, NamedCentre>();
  for (const part of chunks(codes, 5_000)) {
    const found = await centresWithCodes(db, part);
    for (const row of found) centres.set(row.codigo, row);
  }
  // The codes of the existing users' centres, to show a change of centre by its code.
  const codeOf = new Map([...centres].map(([codigo, centre]) => [centre.id, codigo]));
  const storedCentreIds = [...existing.values()].flatMap((u) =>
    u.centros_id !== null && !codeOf.has(u.centros_id) ? [u.centros_id] : [],
  );
  for (const part of chunks([...new Set(storedCentreIds)], 5_000)) {
    const found = await centreCodes(db, part);
    for (const row of found) codeOf.set(row.id, row.codigo);
  }
  const profiles = await profileNames(db);
  return { existing, centres, codeOf, profiles };
}
type Lookups = Awaited<ReturnType<typeof loadLookups>>;

/** `tipo` is a profile id ("1") or name ("Equipo docente"), ignoring case. */
function profileOf(tipo: string, profiles: { id: number; nombre: string }[]) {
  const wanted = tipo.trim().toLowerCase();
  return profiles.find((p) => String(p.id) === wanted || p.nombre.toLowerCase() === wanted);
}

/** The fields an update compares, named as the file's columns, in the order changes are listed. */
const COMPARED = ['nombre', 'apellidos', 'tipo', 'codigocentro'] as const;
const comparable = (user: Omit<ValidRow, 'line' | 'email'> | StoredUser) => ({
  nombre: user.nombre,
  apellidos: user.apellidos,
  tipo: user.perfil,
  codigocentro: user.centros_id,
});

/** A classified row: what the preview shows and, unless it is an error, what to write. */
interface Classified {
  row: MassUploadPreviewRow;
  values?: ValidRow;
  stored?: StoredUser;
}

/** How an upload runs: whether existing users are updated, and the uploader's scope. */
export interface UploadMode {
  update: boolean;
  scope: AdminScope;
}

/**
 * Checks every row before anything is written (domain.md): required fields, e-mail syntax,
 * duplicates inside the file, a known profile `tipo`, a known centre `codigocentro` whose group
 * agrees with `grupo`. An e-mail that already exists is refused, unless `update` is set: then the
 * row is that user's new data (never an administrator's), changed or unchanged. A scoped
 * uploader's rows name centres of their communities only, and update only people of those.
 */
function classify(rows: readonly Row[], lookups: Lookups, mode: UploadMode): Classified[] {
  const { update, scope } = mode;
  const firstLineOf = new Map<string, number>();
  const profileName = (id: unknown) =>
    lookups.profiles.find((p) => p.id === id)?.nombre ?? String(id);
  const shown = (field: (typeof COMPARED)[number], value: unknown) => {
    if (value === null || value === undefined) return '';
    if (field === 'tipo') return profileName(value);
    if (field === 'codigocentro') return lookups.codeOf.get(value as number) ?? String(value);
    return String(value);
  };
  return rows.map((row, index): Classified => {
    const line = row.line ?? index + 2;
    const base = { line, email: row.email ?? '', nombre: row.nombre ?? '', changes: [] };
    const refused = (reasons: string[]): Classified => ({
      row: { ...base, outcome: 'error', reasons },
    });
    const withNul = nulFields(row);
    if (withNul.length > 0) return refused(withNul.map(M.nulCharacter));
    // U+FFFD marks text damaged by a wrong conversion (a Latin-1 file read as UTF-8): never
    // stored.
    const damaged = TEXT_FIELDS.filter((field) => row[field]?.includes('\ufffd'));
    if (damaged.length > 0) return refused(damaged.map(M.replacementCharacter));
    const reasons: string[] = [];
    for (const field of ['nombre', 'apellidos', 'email', 'tipo', 'codigocentro'] as const) {
      if (!row[field]) reasons.push(M.missing(field));
    }
    for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
      if ((row[field] ?? '').length > max) reasons.push(M.tooLong(field));
    }
    const email = norm(row.email);
    const stored = email ? lookups.existing.get(email) : undefined;
    if (email) {
      if (!emailSchema.safeParse(email).success) reasons.push(M.badEmail);
      const first = firstLineOf.get(email);
      if (first !== undefined) reasons.push(M.duplicateInFile(first));
      else firstLineOf.set(email, line);
      if (stored && !update) reasons.push(M.emailExists);
      if (stored && update && stored.perfil === ADMIN_PROFILE) reasons.push(M.adminNotUpdatable);
      else if (stored && update && !inScope(scope, stored.comunidad))
        reasons.push(M.userOutOfScope);
    }
    const profile = row.tipo ? profileOf(row.tipo, lookups.profiles) : undefined;
    if (row.tipo && !profile) reasons.push(M.unknownProfile(row.tipo));
    if (profile?.id === ADMIN_PROFILE) reasons.push(M.adminNotAllowed);
    const centre = row.codigocentro ? lookups.centres.get(row.codigocentro) : undefined;
    if (row.codigocentro && !centre) reasons.push(M.unknownCentre(row.codigocentro));
    if (centre && !inScope(scope, centre.comunidades_id))
      reasons.push(M.centreOutOfScope(centre.codigo));
    if (centre && row.grupo && norm(row.grupo) !== norm(centre.groupby ?? '')) {
      reasons.push(M.groupMismatch(row.grupo, centre.groupby ?? ''));
    }
    if (reasons.length > 0 || !profile || !centre) return refused(reasons);
    const values: ValidRow = {
      line,
      nombre: row.nombre ?? '',
      apellidos: row.apellidos ?? '',
      email,
      perfil: profile.id,
      centros_id: centre.id,
    };
    if (!stored) return { row: { ...base, outcome: 'new', reasons: [] }, values };
    const changes = changedFields(COMPARED, comparable(stored), comparable(values), shown);
    const outcome = changes.length > 0 ? 'changed' : 'unchanged';
    return { row: { ...base, outcome, changes, reasons: [] }, values, stored };
  });
}

/** Reads what the rows refer to and classifies them; rows with NUL never reach a query. */
async function classifyRows(db: Executor, rows: readonly Row[], mode: UploadMode) {
  const clean = rows.filter((row) => nulFields(row).length === 0);
  return classify(rows, await loadLookups(db, clean), mode);
}

/** POST /v1/auth/massive/preview: every row's outcome, as the upload would see it; writes nothing. */
export async function previewMassUpload(
  db: Executor,
  rows: readonly Row[],
  mode: UploadMode,
): Promise<MassUploadPreview> {
  const tally = new OutcomeTally<MassUploadPreviewRow>(MASS_UPLOAD_LISTED_ROWS);
  for (const { row } of await classifyRows(db, rows, mode)) tally.add(row);
  return tally.preview();
}

const UPDATE_ACTION = 'UPDATE /v1/auth/massive';

/**
 * Writes the changed rows with one statement per chunk (the rows as one JSON parameter) and one
 * audit line per user with the fields it had and has, in the upload's transaction. Returns the
 * lines whose user was deleted since it was read, to be reported as refused.
 */
async function updateUsers(
  tx: Executor,
  part: readonly Classified[],
  actor: { id: number | null; scope: AdminScope },
): Promise<Classified[]> {
  const changed = part.filter((c) => c.row.outcome === 'changed' && c.values && c.stored);
  if (changed.length === 0) return [];
  const records = changed.map(({ values, stored }) => ({ id: stored?.id, ...values }));
  const updated = await updateUsersFromRecords(tx, records);
  const done = new Set(updated.map((row) => row.id));
  const lines = changed.flatMap(({ row, values, stored }) => {
    if (!stored || !values || !done.has(stored.id)) return [];
    const before = comparable(stored);
    const after = comparable(values);
    const fields = row.changes.map((change) => change.field as (typeof COMPARED)[number]);
    return [
      {
        entity_id: String(stored.id),
        before: Object.fromEntries(fields.map((f) => [f, before[f]])),
        after: Object.fromEntries(fields.map((f) => [f, after[f]])),
      },
    ];
  });
  await auditComputedLines(tx, { ...actor, action: UPDATE_ACTION }, 'users', lines);
  return changed.filter((c) => !c.stored || !done.has(c.stored.id));
}

/**
 * POST /v1/auth/massive: every row validated first; the valid ones created (and, with `update`,
 * the existing users changed) in one transaction with the welcome e-mails of the new users
 * recorded, which are then sent in the background. An e-mail that another request created after
 * the check (two uploads of the same file at once) is skipped by ON CONFLICT and its row
 * rejected like any existing e-mail, instead of failing the upload.
 */
export async function massUpload(
  deps: UserDeps,
  rows: readonly Row[],
  options: UploadMode & { userId: number | null; signal?: AbortSignal } = {
    update: false,
    scope: NATIONAL,
    userId: null,
  },
): Promise<{ data: MassUploadResult; mail: MailDelivery }> {
  // Past the request's deadline (TRANSFER_TIMEOUT) the client has had its 503: stop, and let
  // the transaction roll back.
  const inTime = () => options.signal?.throwIfAborted();
  const mailIds = await deps.db.transaction(async (tx) => {
    inTime();
    const classified = await classifyRows(tx, rows, options);
    const rejected: MassUploadRejected[] = classified.flatMap(({ row }) =>
      row.outcome === 'error' ? [{ line: row.line, email: row.email, reasons: row.reasons }] : [],
    );
    const ids: number[] = [];
    const welcomeMail = await setPasswordRenderer(tx, 'welcome');
    let createdCount = 0;
    let updatedCount = 0;
    for (const part of chunks(classified, CHUNK)) {
      inTime();
      const valid = part.flatMap((c) => (c.row.outcome === 'new' && c.values ? [c.values] : []));
      const gone = await updateUsers(tx, part, { id: options.userId, scope: options.scope });
      updatedCount += part.filter((c) => c.row.outcome === 'changed').length - gone.length;
      for (const { row } of gone)
        rejected.push({ line: row.line, email: row.email, reasons: [M.userGone] });
      if (valid.length === 0) continue;
      const created = await insertUsersUnlessEmailTaken(
        tx,
        valid.map(({ line: _line, ...values }) => values),
      );
      createdCount += created.length;
      const createdEmails = new Set(created.map((user) => user.email));
      for (const row of valid)
        if (!createdEmails.has(row.email))
          rejected.push({ line: row.line, email: row.email, reasons: [M.emailExists] });
      const mails: NewMail[] = created.map((user) => ({
        ...welcomeMail(user),
        receiver: user.email,
        user_id: user.id,
      }));
      ids.push(...(await enqueueMails(tx, mails)));
    }
    inTime();
    rejected.sort((a, b) => a.line - b.line);
    const result: MassUploadResult = { created: createdCount, rejected };
    if (options.update) {
      result.updated = updatedCount;
      result.unchanged = classified.filter((c) => c.row.outcome === 'unchanged').length;
    }
    return { ids, result };
  });
  const mail = deps.mail.deliverLater(mailIds.ids);
  return { data: mailIds.result, mail };
}
