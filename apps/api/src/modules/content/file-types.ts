import {
  ALLOWED_FILE_TYPES,
  CONTENT_MESSAGES,
  MAX_UPLOAD_BYTES,
  type AllowedFileKind,
} from '@eval/contracts/content';
import { AppError } from '../../lib/errors';
import { detectFileKind } from '../../lib/file-kind';

// The content sniffing is shared with the improvement plan's evidences (lib/file-kind.ts).
export { cleanFilename, detectFileKind } from '../../lib/file-kind';

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
