/** Small files of each kind for tests, built byte by byte (their magic numbers are what count). */

const dataString = (mime: string, bytes: Buffer): string =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/** A zip's first local file header (signature, 26 bytes of fields), then `names` as its entry names. */
const zipStart = (names: string): Buffer =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from(names, 'latin1'),
  ]);

/** A 1×1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG = dataString('image/png', PNG_BYTES);
export const PDF = dataString(
  'application/pdf',
  Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1'),
);

/** A zip whose entry names say Word document. */
export const DOCX = dataString(
  'application/octet-stream',
  zipStart('[Content_Types].xml....word/document.xml'),
);

/** An OpenDocument spreadsheet: `mimetype` as the first, stored entry. */
export const ODS = dataString(
  'application/vnd.oasis.opendocument.spreadsheet',
  zipStart('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'),
);

/** A Windows program pretending to be a PDF. */
export const EXE_AS_PDF = dataString(
  'application/pdf',
  Buffer.from('MZ\x90\x00\x03\x00program', 'latin1'),
);
/** An HTML page pretending to be an image. */
export const HTML_AS_PNG = dataString(
  'image/png',
  Buffer.from('<script>alert(1)</script>', 'latin1'),
);

/** A PDF one byte over `bytes`. */
export const pdfOfSize = (bytes: number): string =>
  dataString(
    'application/pdf',
    Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 8)]),
  );
