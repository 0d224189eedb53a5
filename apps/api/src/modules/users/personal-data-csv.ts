import { AUDIT_LABELS } from '@eval/contracts/audit';
import { SENT_EMAIL_COLUMN_LABELS, sentEmailStatusLabel } from '@eval/contracts/emails';
import { FIELD_LABELS, type ChangeKind, type ShownChange } from '@eval/contracts/history';
import { PERSONAL_DATA_CSV_LABELS } from '@eval/contracts/personal-data';
import type { Database } from '../../db/client';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { formatDayTime } from '../../lib/dates';
import { changeKindOf, diffOf, type AuditLine } from '../audit/history-kinds';
import { lineSummary, showChanges } from '../audit/line-text';
import type { PersonalData } from './personal-data-repository';

/** One column of a CSV a person reads: its Spanish header and the cell of a row. */
interface Column {
  header: string;
  cell(row: Record<string, unknown>): string | number;
}

/** A stored field's label as the forms and the history name it (docs/glossary.md). */
const label = (field: string): string => FIELD_LABELS[field] ?? field;
const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value as string | number);
const instant = (value: unknown): string =>
  value instanceof Date || typeof value === 'string' ? formatDayTime(value) : '';
const yesNo = (value: unknown): string => (value === true || value === 1 ? 'Sí' : 'No');

/** A header line and one line per row; no rows still gives the header, so the file says what it lists. */
function csvOf(columns: readonly Column[], rows: readonly Record<string, unknown>[]): string {
  return (
    CSV_BOM +
    csvLine(columns.map((c) => c.header)) +
    rows.map((row) => csvLine(columns.map((c) => c.cell(row)))).join('')
  );
}

/** respuestas.csv: each answer as the questionnaire showed it (ids stay in respuestas.json). */
const ANSWER_COLUMNS: readonly Column[] = [
  { header: label('periodo'), cell: (r) => text(r.periodo) },
  { header: label('centros_id'), cell: (r) => text(r.centro) },
  { header: label('preguntas_id'), cell: (r) => text(r.pregunta) },
  { header: label('respuesta'), cell: (r) => text(r.respuesta) },
  { header: PERSONAL_DATA_CSV_LABELS.notApplicable, cell: (r) => yesNo(r.not_applicable) },
  { header: PERSONAL_DATA_CSV_LABELS.answeredAt, cell: (r) => instant(r.answered_at) },
];

/** The set-password link's marker in a stored body (linkSlotMarker in emails/mail-templates). */
const LINK_MARKER = /\{\{SET_PASSWORD_LINK:[\w-]+\}\}/g;
/** The welcome's account details' marker (accountDetailsMarker): filled only when delivered. */
const DETAILS_MARKER = /\n*\{\{ACCOUNT_DETAILS:[\w-]+\}\}/g;

/** correos.csv: the columns of Correos enviados, then the message's text. */
const MAIL_COLUMNS: readonly Column[] = [
  { header: SENT_EMAIL_COLUMN_LABELS.sent_at, cell: (r) => instant(r.sent_at) },
  { header: SENT_EMAIL_COLUMN_LABELS.receiver, cell: (r) => text(r.receiver) },
  { header: SENT_EMAIL_COLUMN_LABELS.subject, cell: (r) => text(r.subject) },
  {
    header: SENT_EMAIL_COLUMN_LABELS.status,
    cell: (r) =>
      sentEmailStatusLabel({
        status: r.status === true,
        attempts: Number(r.attempts),
        next_attempt_at: r.next_attempt_at === null ? null : text(r.next_attempt_at),
      }),
  },
  { header: SENT_EMAIL_COLUMN_LABELS.error, cell: (r) => text(r.error) },
  { header: SENT_EMAIL_COLUMN_LABELS.attempts, cell: (r) => Number(r.attempts) },
  {
    header: label('texto'),
    cell: (r) =>
      text(r.text)
        .replace(LINK_MARKER, PERSONAL_DATA_CSV_LABELS.passwordLink)
        .replace(DETAILS_MARKER, ''),
  },
];

/** A line's changed fields in one cell, as the audit screen's detail lists them. */
function changesText(changes: readonly ShownChange[], kind: ChangeKind): string {
  return changes
    .map((c) =>
      kind === 'create' || kind === 'restore'
        ? `${c.label}: ${c.after_text}`
        : kind === 'delete'
          ? `${c.label}: ${c.before_text}`
          : `${c.label}: ${c.before_text} → ${c.after_text}`,
    )
    .join('; ');
}

/**
 * auditoria.csv: each line about the person as Auditoría shows it — the sentence, the fields
 * labelled with their values as the screens show them — but who acted is named only when it
 * was the person: the staff's names are not theirs to receive (docs/privacy.md).
 */
async function auditCsv(db: Database, data: PersonalData): Promise<string> {
  // The repository reads every column an AuditLine needs (reverts_id and deleted included).
  const lines = data.auditoria as unknown as (AuditLine & { user_id: unknown; at: unknown })[];
  const kinds = lines.map((line) => changeKindOf(line));
  const changes = await showChanges(
    db,
    lines.map((line, i) => diffOf(line, kinds[i])),
  );
  const self = `${text(data.perfil.nombre)} ${text(data.perfil.apellidos)}`.trim();
  const rows = lines.map((line, i) => {
    const kind = kinds[i] ?? 'action';
    const author =
      Number(line.user_id) === Number(data.perfil.id)
        ? self
        : PERSONAL_DATA_CSV_LABELS.someAdministrator;
    return {
      at: line.at,
      summary: lineSummary(line, kind, author),
      changes: changesText(changes[i] ?? [], kind),
      action: line.action,
    };
  });
  return csvOf(
    [
      { header: AUDIT_LABELS.at, cell: (r) => instant(r.at) },
      { header: AUDIT_LABELS.summary, cell: (r) => text(r.summary) },
      { header: AUDIT_LABELS.changes, cell: (r) => text(r.changes) },
      { header: AUDIT_LABELS.action, cell: (r) => text(r.action) },
    ],
    rows,
  );
}

/** The CSV files of the export, for people: Spanish headers, values as the screens show them. */
export interface PersonalDataCsvs {
  respuestas: string;
  correos: string;
  auditoria: string;
}

export async function personalDataCsvs(
  db: Database,
  data: PersonalData,
): Promise<PersonalDataCsvs> {
  return {
    respuestas: csvOf(ANSWER_COLUMNS, data.respuestas),
    correos: csvOf(MAIL_COLUMNS, data.correos),
    auditoria: await auditCsv(db, data),
  };
}
