import { inflateRawSync } from 'node:zlib';

/**
 * The entries of a zip as name → text, read through its central directory (tests only; the
 * writer's own test checks every header against an independent reader).
 */
export function zipEntries(zip: Buffer): Map<string, string> {
  const end = zip.length - 22;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    const dataStart = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    entries.set(name, inflateRawSync(zip.subarray(dataStart, dataStart + compressed)).toString());
  }
  return entries;
}
