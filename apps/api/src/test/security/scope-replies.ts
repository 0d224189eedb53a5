import type { LightMyRequestResponse } from 'fastify';
import { workbookOf } from '../downloads';
import { zipEntries } from '../zip-entries';

/**
 * The text of a reply as a person would read it: JSON and CSV as sent, a workbook's cells, a
 * zip's entries. A PDF is drawn with a subset font (its text is glyph ids, not letters), so
 * its text is not read: `readable` says so, and the matrix counts those replies apart.
 */
export async function replyText(
  response: LightMyRequestResponse,
): Promise<{ text: string; json?: unknown; readable: boolean }> {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    const text = response.body;
    try {
      return { text, json: JSON.parse(text) as unknown, readable: true };
    } catch {
      return { text, readable: true };
    }
  }
  if (type.includes('spreadsheetml')) {
    const workbook = await workbookOf(response);
    const cells: string[] = [];
    workbook.eachSheet((sheet) => {
      cells.push(sheet.name);
      sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
    });
    return { text: cells.join('\n'), readable: true };
  }
  if (type.includes('application/zip'))
    return { text: [...zipEntries(response.rawPayload).values()].join('\n'), readable: true };
  if (type.includes('application/pdf')) return { text: '', readable: false };
  return { text: response.body, readable: true };
}

/**
 * `text` without the texts the request carried (scope-requests.ts `requestTexts`), longest
 * first so a value holding another is removed whole: what remains came from the server.
 */
export function withoutTexts(text: string, carried: readonly string[]): string {
  return [...carried]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, value) => rest.split(value).join(''), text);
}
