import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * ZIP archives built at test time for the XLSX checks: entries whose content is
 * generated chunk by chunk and deflated as a stream, so a bomb that expands to 100 MB never
 * exists expanded in the test's memory. `declaredSize` makes the central directory lie.
 */
export interface TestEntry {
  name: string;
  /** The expanded content, chunk by chunk. */
  content: () => Iterable<Buffer>;
  /** The uncompressed size the headers claim, when not the true one. */
  declaredSize?: number;
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

async function deflated(content: Iterable<Buffer>) {
  const deflate = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const chunk of content) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** A classic ZIP (deflate, sizes in the local headers, no data descriptors) of the entries. */
export async function zipOf(entries: readonly TestEntry[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, crc, size } = await deflated(entry.content());
    const name = Buffer.from(entry.name, 'utf8');
    const record = { name, crc, compressed: data.length, size: entry.declaredSize ?? size, offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(record.crc, 14);
    header.writeUInt32LE(record.compressed, 18);
    header.writeUInt32LE(record.size, 22);
    header.writeUInt16LE(name.length, 26);
    parts.push(header, name, data);
    offset += header.length + name.length + data.length;
    written.push(record);
  }
  const directoryAt = offset;
  for (const record of written) {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(record.crc, 16);
    header.writeUInt32LE(record.compressed, 20);
    header.writeUInt32LE(record.size, 24);
    header.writeUInt16LE(record.name.length, 28);
    header.writeUInt32LE(record.offset, 42);
    parts.push(header, record.name);
    offset += header.length + record.name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(offset - directoryAt, 12);
  end.writeUInt32LE(directoryAt, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

/** `count` pieces of text made by `piece(i)`, gathered into chunks of about 64 KB. */
export function* repeated(count: number, piece: (index: number) => string): Iterable<Buffer> {
  let text = '';
  for (let i = 0; i < count; i += 1) {
    text += piece(i);
    if (text.length >= 65_536) {
      yield Buffer.from(text, 'latin1');
      text = '';
    }
  }
  if (text !== '') yield Buffer.from(text, 'latin1');
}

/** A small pseudo-random hex string of `length` digits (deterministic, cheap). */
export function noise(index: number, length: number): string {
  const value = (Math.imul(index + 1, 2_654_435_761) >>> 0).toString(16).padStart(8, '0');
  return value.slice(0, length);
}

const once = (text: string) => () => [Buffer.from(text, 'utf8')];

/** The parts a workbook must have around the given sheet and shared strings. */
export function workbookEntries(sheet: TestEntry['content'], strings?: TestEntry): TestEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      content: once('<?xml version="1.0"?><Types xmlns="x"></Types>'),
    },
    { name: 'xl/workbook.xml', content: once('<workbook><sheets></sheets></workbook>') },
    ...(strings ? [strings] : []),
    { name: 'xl/worksheets/sheet1.xml', content: sheet },
  ];
}

/** Shared strings made of `count` pieces `<si><t>…</t></si>` given by `text(i)`. */
export const sharedStrings = (
  count: number,
  text: (index: number) => string,
  declaredSize?: number,
): TestEntry => ({
  name: 'xl/sharedStrings.xml',
  // A generator, not an array: the expanded text never exists whole in the test's memory.
  content: function* () {
    yield Buffer.from('<sst>');
    yield* repeated(count, (i) => `<si><t>${text(i)}</t></si>`);
    yield Buffer.from('</sst>');
  },
  ...(declaredSize === undefined ? {} : { declaredSize }),
});

/** A sheet of `count` cells (given by `cell(i)`), 10 to a row. */
export const sheetOf = (count: number, cell: (index: number) => string) =>
  function* (): Iterable<Buffer> {
    yield Buffer.from('<worksheet><sheetData>');
    yield* repeated(
      count,
      (i) => `${i % 10 === 0 ? '<row>' : ''}${cell(i)}${i % 10 === 9 ? '</row>' : ''}`,
    );
    yield Buffer.from('</sheetData></worksheet>');
  };
