import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF's pages: pdfkit writes it as hex strings inside deflated streams.
 * Each string is followed by `separator` (none by default), so that a table's cells can be
 * told apart.
 */
export function pdfText(pdf: Buffer, separator = ''): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      const content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) {
        text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1') + separator;
      }
      text += '\n';
    } catch {
      // Not a deflated content stream (e.g. the image): nothing to read.
    }
  }
  return text;
}
