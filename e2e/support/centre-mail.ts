import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The messages the e2e server's in-process SMTP receiver accepted for `address`. The server
 * keeps them as .eml files in `<DATA_DIR>-correo`, its DATA_DIR being a fresh `e2e-*` folder of
 * the temporary directory (scripts/e2e-server.mjs). The address is unique to the test, so other
 * servers' folders (other specs running on other ports) never hold one of its messages.
 */
export function deliveredTo(address: string): string[] {
  const messages: string[] = [];
  for (const folder of readdirSync(tmpdir())) {
    if (!folder.startsWith('e2e-')) continue;
    const mailDir = join(tmpdir(), folder, 'data-correo');
    let names: string[];
    try {
      if (!statSync(mailDir).isDirectory()) continue;
      names = readdirSync(mailDir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!name.endsWith('.eml') || !name.includes(address.replace(/[^A-Za-z0-9@._-]/g, '_'))) {
        continue;
      }
      messages.push(decodeQuotedPrintable(readFileSync(join(mailDir, name), 'utf8')));
    }
  }
  return messages;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The path and query of the first link to `path` in a message (`/centro/…?token=…`, with the
 * centre app's `&lang=…` when it has one), as the text part, the first, writes it.
 */
export function linkTo(message: string, path: string): string | null {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(
    `https?://[^/\\s"'<>]+(${escaped}\\?token=[\\w-]+(?:&lang=[A-Z]{2})?)`,
  ).exec(message);
  return match?.[1] ?? null;
}
