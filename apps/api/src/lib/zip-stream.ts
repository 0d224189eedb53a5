import { Transform, type Duplex, type TransformCallback } from 'node:stream';
import { finished } from 'node:stream/promises';
import { crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';

/** The largest size or offset a classic (non-ZIP64) archive can record. */
const MAX_32 = 0xffffffff;
const MAX_ENTRIES = 0xffff;
/** General purpose flags: bit 3, sizes and CRC follow the data; bit 11, the name is UTF-8. */
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const METHOD_DEFLATE = 8;
const VERSION = 20;

/** What the writing side of the archive stream carries, in order. */
type ZipItem = { kind: 'open'; name: string } | { kind: 'data'; bytes: Buffer } | { kind: 'close' };

interface EntryRecord {
  name: Buffer;
  flags: number;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

const tooLarge = (what: string) =>
  new Error(`zip: ${what} passes 4 GiB, which needs ZIP64 (not supported by this writer)`);

/** MS-DOS time and date fields, local time, as zip stores them. */
function dosStamp(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

function localHeader(entry: EntryRecord, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(entry.flags, 6);
  header.writeUInt16LE(METHOD_DEFLATE, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // CRC and sizes (offsets 14–25) stay zero: the data descriptor after the data carries them.
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

function dataDescriptor(entry: EntryRecord): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: EntryRecord, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(entry.flags, 8);
  header.writeUInt16LE(METHOD_DEFLATE, 10);
  header.writeUInt16LE(stamp.time, 12);
  header.writeUInt16LE(stamp.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk number, attributes: all zero.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/**
 * The archive as a stream: items written to its writable side become zip bytes on its readable
 * side. Each chunk of data is acknowledged only once deflate has compressed it and its output
 * is queued, so `writableNeedDrain` reflects the whole pipeline and a producer that waits for
 * 'drain' keeps memory flat however large the entry.
 */
class ZipTransform extends Transform {
  private offset = 0;
  private readonly entries: EntryRecord[] = [];
  private current: { entry: EntryRecord; deflate: DeflateRaw } | undefined;
  private readonly stamp = dosStamp(new Date());
  private readonly level: number;

  constructor(level: number) {
    // A few chunks of up to ~64 KiB may wait on the writable side; about as much on the other.
    super({ writableObjectMode: true, writableHighWaterMark: 4, readableHighWaterMark: 1 << 16 });
    this.level = level;
  }

  override _transform(item: ZipItem, _encoding: BufferEncoding, callback: TransformCallback) {
    try {
      if (item.kind === 'open') {
        this.open(item.name);
        callback();
      } else if (item.kind === 'data') {
        this.data(item.bytes, callback);
      } else {
        this.close(callback);
      }
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback) {
    if (this.current) {
      callback(new Error('zip: the archive was finished with an entry still open'));
      return;
    }
    const start = this.offset;
    const directory = Buffer.concat(this.entries.map((e) => centralHeader(e, this.stamp)));
    if (start + directory.length > MAX_32) {
      callback(tooLarge('the archive'));
      return;
    }
    this.pushBytes(directory);
    this.pushBytes(endOfCentralDirectory(this.entries.length, directory.length, start));
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.current?.deflate.destroy();
    callback(error);
  }

  private open(name: string) {
    if (this.current) throw new Error('zip: an entry is already open');
    if (this.entries.length >= MAX_ENTRIES) {
      throw new Error('zip: more than 65,535 entries need ZIP64 (not supported by this writer)');
    }
    if (this.offset > MAX_32) throw tooLarge('the archive');
    const bytes = Buffer.from(name, 'utf8');
    const entry: EntryRecord = {
      name: bytes,
      flags: FLAG_DATA_DESCRIPTOR | (bytes.length === name.length ? 0 : FLAG_UTF8),
      offset: this.offset,
      crc: 0,
      size: 0,
      compressed: 0,
    };
    const deflate = createDeflateRaw({ level: this.level });
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      if (entry.compressed > MAX_32) this.destroy(tooLarge(`entry ${name} compressed`));
      else this.pushBytes(chunk);
    });
    deflate.on('error', (error) => this.destroy(error));
    this.current = { entry, deflate };
    this.pushBytes(localHeader(entry, this.stamp));
  }

  private data(bytes: Buffer, callback: TransformCallback) {
    const { entry, deflate } = this.opened();
    entry.size += bytes.length;
    if (entry.size > MAX_32) throw tooLarge(`entry ${entry.name.toString()}`);
    entry.crc = crc32(bytes, entry.crc);
    // Called once deflate has taken the chunk in and queued its output here.
    deflate.write(bytes, (error) => callback(error ?? undefined));
  }

  private close(callback: TransformCallback) {
    const { entry, deflate } = this.opened();
    // 'end' comes after the last compressed byte went through the 'data' listener above.
    deflate.once('end', () => {
      this.current = undefined;
      this.entries.push(entry);
      this.pushBytes(dataDescriptor(entry));
      callback();
    });
    deflate.end();
  }

  private opened() {
    if (!this.current) throw new Error('zip: no entry is open');
    return this.current;
  }

  private pushBytes(bytes: Buffer) {
    this.offset += bytes.length;
    this.push(bytes);
  }
}

/** One file of the archive being written: its bytes are compressed as they come. */
export interface ZipEntryWriter {
  /** Adds bytes (text as UTF-8) to the entry. */
  write(data: string | Buffer): void;
  /** Ends the entry; the next one can be opened right away. */
  end(): void;
}

export interface ZipWriter {
  /**
   * The archive bytes as they are produced: pipe it into the reply. Its `writableNeedDrain` and
   * 'drain' event tell a producer when to wait for a slow reader; destroying it stops the work.
   */
  stream: Duplex;
  /** Starts an entry; entries are written one after another, so end it before the next. */
  openEntry(name: string): ZipEntryWriter;
  /** A whole (small) entry at once. */
  addEntry(name: string, data: string | Buffer): void;
  /** Writes the central directory and ends the stream; resolves once everything is queued. */
  finish(): Promise<void>;
}

/**
 * A streaming zip writer: each entry has a local header with a data descriptor (flag bit 3),
 * so nothing is buffered to learn sizes in advance; data goes through `zlib` raw deflate on the
 * thread pool and CRC-32 is computed as it passes. No ZIP64: an entry or archive reaching 4 GiB,
 * or more than 65,535 entries, destroys the stream with an error saying so.
 */
export function createZipWriter(options: { level?: number } = {}): ZipWriter {
  const stream = new ZipTransform(options.level ?? 6);
  let openName: string | undefined;
  const send = (item: ZipItem) => {
    if (stream.destroyed) throw new Error('zip: the stream is closed');
    stream.write(item);
  };
  const openEntry = (name: string): ZipEntryWriter => {
    if (openName !== undefined) throw new Error(`zip: entry ${openName} is still open`);
    send({ kind: 'open', name });
    openName = name;
    let ended = false;
    return {
      write(data) {
        if (ended) throw new Error(`zip: entry ${name} is already ended`);
        const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        if (bytes.length > 0) send({ kind: 'data', bytes });
      },
      end() {
        if (ended) return;
        ended = true;
        openName = undefined;
        send({ kind: 'close' });
      },
    };
  };
  return {
    stream,
    openEntry,
    addEntry(name, data) {
      const entry = openEntry(name);
      entry.write(data);
      entry.end();
    },
    async finish() {
      if (openName !== undefined) throw new Error(`zip: entry ${openName} is still open`);
      stream.end();
      await finished(stream, { readable: false });
    },
  };
}
