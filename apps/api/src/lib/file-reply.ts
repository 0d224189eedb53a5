import type { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';

// Declared with the calls that download them (packages/contracts), sent from here.
export { CSV_TYPE, PDF_TYPE, XLSX_TYPE } from '@eval/contracts/file-types';

/**
 * `attachment; filename="…"` for a download, built by the `content-disposition` package: the
 * name as RFC 8187 UTF-8 when it is not plain ASCII, with an ASCII fallback that keeps the
 * letters of accented names ('Fotografía.png' → 'Fotografia.png') for old clients.
 */
export function attachment(fileName: string): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return contentDisposition(fileName, { fallback });
}

/**
 * Sends a file as a download with its Spanish name (domain.md: `resultados-2025-2026.xlsx`).
 */
export function sendFile(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  body: Readable | Buffer,
): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'no-store')
    .send(body);
}
