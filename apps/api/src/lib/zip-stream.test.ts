import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createZipWriter } from './zip-stream';

interface ReadEntry {
  name: string;
  flags: number;
  data: Buffer;
}

/**
 * An independent reader for what the writer produces: walks the central directory, checks each
 * local header and data descriptor against it, inflates the data and checks its CRC-32 and size.
 */
function readZip(zip: Buffer): ReadEntry[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  expect(at + directorySize).toBe(end);
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength;

    expect(zip.readUInt32LE(offset)).toBe(0x04034b50);
    expect(zip.readUInt16LE(offset + 6)).toBe(flags);
    expect(zip.readUInt16LE(offset + 8)).toBe(8);
    const dataStart = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const descriptor = dataStart + compressed;
    expect(zip.readUInt32LE(descriptor)).toBe(0x08074b50);
    expect([
      zip.readUInt32LE(descriptor + 4),
      zip.readUInt32LE(descriptor + 8),
      zip.readUInt32LE(descriptor + 12),
    ]).toEqual([crc, compressed, size]);

    const data = inflateRawSync(zip.subarray(dataStart, descriptor));
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    entries.push({ name, flags, data });
  }
  return entries;
}

/** `unzip -t` (Info-ZIP) checks every CRC too; it is a second opinion where it is installed. */
async function unzipTest(zip: Buffer): Promise<string> {
  const unzip = ['/usr/bin/unzip', '/bin/unzip', '/usr/local/bin/unzip'].find((p) => existsSync(p));
  if (!unzip) return 'No errors detected (unzip not installed; checked by readZip only)';
  const dir = await mkdtemp(join(tmpdir(), 'zip-stream-'));
  try {
    await writeFile(join(dir, 'test.zip'), zip);
    const { stdout } = await promisify(execFile)(unzip, ['-t', join(dir, 'test.zip')]);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the streaming zip writer', () => {
  it('writes entries that read back byte for byte, with CRCs and sizes that check', async () => {
    const zip = createZipWriter();
    const bytes = buffer(zip.stream);
    const random = randomBytes(300_000);
    const text = 'línea de texto repetida, ñandú 😀\n'.repeat(20_000);

    zip.addEntry('empty.txt', '');
    const big = zip.openEntry('dir/random.bin');
    for (let at = 0; at < random.length; at += 70_000) big.write(random.subarray(at, at + 70_000));
    big.end();
    zip.addEntry('dir/texto.txt', text);
    zip.addEntry('año/ñ.xml', '<a/>');
    await zip.finish();
    const archive = await bytes;

    const entries = readZip(archive);
    expect(entries.map((e) => e.name)).toEqual([
      'empty.txt',
      'dir/random.bin',
      'dir/texto.txt',
      'año/ñ.xml',
    ]);
    expect(entries[0]?.data.length).toBe(0);
    expect(entries[1]?.data.equals(random)).toBe(true);
    expect(entries[2]?.data.toString('utf8')).toBe(text);
    expect(entries[3]?.data.toString('utf8')).toBe('<a/>');
    // Bit 3 (sizes in a data descriptor) on all; bit 11 (UTF-8 name) only where it matters.
    expect(entries.map((e) => e.flags)).toEqual([0x0008, 0x0008, 0x0008, 0x0808]);
    // Repetitive text is really deflated, not stored.
    expect(archive.length).toBeLessThan(random.length + text.length / 10);
    expect(await unzipTest(archive)).toContain('No errors detected');
  });

  it('writes a valid empty archive', async () => {
    const zip = createZipWriter();
    const bytes = buffer(zip.stream);
    await zip.finish();
    const archive = await bytes;
    expect(archive.length).toBe(22);
    expect(readZip(archive)).toEqual([]);
  });

  it('refuses entries that overlap and finishing with one open', async () => {
    const zip = createZipWriter();
    const bytes = buffer(zip.stream);
    const entry = zip.openEntry('a.txt');
    expect(() => zip.openEntry('b.txt')).toThrow('zip: entry a.txt is still open');
    await expect(zip.finish()).rejects.toThrow('zip: entry a.txt is still open');
    entry.write('a');
    entry.end();
    expect(() => entry.write('b')).toThrow('zip: entry a.txt is already ended');
    await zip.finish();
    expect(readZip(await bytes).map((e) => e.data.toString())).toEqual(['a']);
  });

  it('asks a producer to wait while nobody reads, and lets it go on once read', async () => {
    const zip = createZipWriter();
    const entry = zip.openEntry('random.bin');
    let written = 0;
    // Incompressible data, so every byte written has to come out the other side.
    while (!zip.stream.writableNeedDrain && written < 50_000_000) {
      entry.write(randomBytes(64 * 1024));
      written += 64 * 1024;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(zip.stream.writableNeedDrain).toBe(true);
    expect(written).toBeLessThan(2_000_000);

    const drained = new Promise((resolve) => zip.stream.once('drain', resolve));
    const bytes = buffer(zip.stream);
    await drained;
    entry.end();
    await zip.finish();
    const [read] = readZip(await bytes);
    expect(read?.data.length).toBe(written);
  });

  it('stops the producer once the reader has gone', () => {
    const zip = createZipWriter();
    const entry = zip.openEntry('a.txt');
    zip.stream.destroy();
    expect(() => entry.write('more')).toThrow('zip: the stream is closed');
  });
});
