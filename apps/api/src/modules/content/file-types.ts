import {
  ALLOWED_FILE_TYPES,
  CONTENT_MESSAGES,
  MAX_UPLOAD_BYTES,
  type AllowedFileKind,
} from '@eval/contracts/content';
import { AppError } from '../../lib/errors';

const DATA_STRING =
  /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[\w.-]+)*);base64,([A-Za-z0-9+/\s]*={0,2})$/;

/**
 * Decodes a data string (`data:<mime>;base64,<bytes>`) as the client sends files (spec §5).
 * The declared type is ignored: what the bytes are is decided by `detectFileKind`.
 */
export function decodeDataString(value: string, maxBytes = MAX_UPLOAD_BYTES): Buffer {
  const match = DATA_STRING.exec(value.trim());
  const base64 = match?.[3]?.replace(/\s+/g, '');
  if (!base64) throw new AppError('BAD_REQUEST', CONTENT_MESSAGES.badDataString);
  // Checked before decoding, from the length alone, so an oversized string costs no buffer.
  if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      maxBytes === MAX_UPLOAD_BYTES ? CONTENT_MESSAGES.fileTooLarge : CONTENT_MESSAGES.logoTooLarge,
    );
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', CONTENT_MESSAGES.badDataString);
  if (bytes.length > maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      maxBytes === MAX_UPLOAD_BYTES ? CONTENT_MESSAGES.fileTooLarge : CONTENT_MESSAGES.logoTooLarge,
    );
  }
  return bytes;
}

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

const IMAGE_KINDS: readonly AllowedFileKind[] = ['png', 'jpg', 'gif', 'webp'];

/** An allowed file from a data string, or a Spanish 415 / 413 / 400. */
export function acceptFile(value: string): { bytes: Buffer; kind: AllowedFileKind; mime: string } {
  const bytes = decodeDataString(value);
  const kind = detectFileKind(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONTENT_MESSAGES.fileTypeRefused);
  return { bytes, kind, mime: ALLOWED_FILE_TYPES[kind] };
}

/**
 * A centre logo, kept inline: re-encoded as a data string with the detected image type, so
 * what is stored never claims to be something it is not.
 */
export function acceptLogo(value: string, maxBytes: number): string {
  const bytes = decodeDataString(value, maxBytes);
  const kind = detectFileKind(bytes);
  if (!kind || !IMAGE_KINDS.includes(kind)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONTENT_MESSAGES.logoTypeRefused);
  }
  return `data:${ALLOWED_FILE_TYPES[kind]};base64,${bytes.toString('base64')}`;
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
