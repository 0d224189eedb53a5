import { ALLOWED_FILE_TYPES, type AllowedFileKind } from '@eval/contracts/content';

/**
 * What an uploaded file is, from its bytes: the content files' uploads and the improvement
 * plan's evidences both accept PDF, images and office documents, and neither trusts the
 * declared type or the name.
 */

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0): boolean => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature;
  if (bytes.length < at + expected.length) return false;
  for (let i = 0; i < expected.length; i += 1) if (bytes[at + i] !== expected[i]) return false;
  return true;
};

/** OpenDocument stores its type uncompressed as the first entry, named `mimetype`. */
function openDocumentKind(bytes: Buffer): AllowedFileKind | null {
  if (!startsWith(bytes, 'mimetype', 30)) return null;
  const head = bytes.subarray(38, 38 + 80).toString('latin1');
  if (head.startsWith(ALLOWED_FILE_TYPES.odt)) return 'odt';
  if (head.startsWith(ALLOWED_FILE_TYPES.ods)) return 'ods';
  if (head.startsWith(ALLOWED_FILE_TYPES.odp)) return 'odp';
  return null;
}

/** Office Open XML: a zip whose entry names (stored in clear) tell the application. */
function officeOpenXmlKind(bytes: Buffer): AllowedFileKind | null {
  const names = bytes.toString('latin1');
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.includes('word/')) return 'docx';
  if (names.includes('xl/')) return 'xlsx';
  if (names.includes('ppt/')) return 'pptx';
  return null;
}

/**
 * What a file is, from its first bytes (magic numbers), or null when it is not one of the
 * allowed kinds. The declared MIME type and the file name cannot be trusted.
 */
export function detectFileKind(bytes: Buffer): AllowedFileKind | null {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return openDocumentKind(bytes) ?? officeOpenXmlKind(bytes);
  }
  return null;
}

/** A file name safe to store and to send back: no path, no control characters. */
export function cleanFilename(name: string, kind: AllowedFileKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  const stem = base.replace(/\.[^.]*$/, '') || 'fichero';
  return `${stem}.${kind}`;
}
