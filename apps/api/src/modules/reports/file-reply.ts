import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';
export const PDF_TYPE = 'application/pdf';

/** A file-name-safe slug of a label: '2025/2026 (Madrid)' → '2025-2026-madrid'. */
export function fileSlug(label: string): string {
  return (
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'informe'
  );
}

/**
 * Sends a file as a download with its Spanish name (domain.md: `resultados-2025-2026.xlsx`).
 * The name goes both as plain ASCII and RFC 5987 UTF-8, so every browser keeps it.
 */
export function sendFile(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  body: Readable | Buffer,
): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(body);
}
