// The embedded half of `npm run backup` (scripts/backup.mjs): a consistent copy of the PGlite
// database in DATA_DIR — uploaded files and settings included, they are tables — taken through
// the running server when there is one (apps/api/src/lib/backup-socket.ts), or from DATA_DIR
// itself when no server has it open. Verified by opening the written copy and counting it.
import { Blob, Buffer } from 'node:buffer';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import {
  differingCounts,
  schemaVersion,
  sha256File,
  tableCounts,
  writeManifest,
} from './backup-manifest.mjs';

/** The extensions the schema uses; a copy must be opened with them, as the server does. */
export const extensions = { pg_trgm, unaccent };
/** The server's socket for online copies (backupSocketPath in lib/backup-socket.ts). */
export const socketPath = (dataDir) => `${dataDir}-copia.sock`;
export const ARCHIVE = 'data.tar.gz';

/**
 * The running server's copy, or null when no server listens on the socket (none started, or
 * the socket of one that crashed).
 */
export function snapshotFromServer(dataDir) {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socketPath(dataDir), path: '/snapshot' }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode !== 200)
          return reject(new Error(`the server could not copy the database: ${body.toString()}`));
        const manifest = JSON.parse(String(response.headers['x-snapshot-manifest']));
        resolve({ ...manifest, tar: body });
      });
    });
    req.on('error', (error) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code) ? resolve(null) : reject(error),
    );
    req.end();
  });
}

/** The copy of a DATA_DIR no server has open: opened here, counted and dumped. */
async function snapshotOfStoppedDir(dataDir) {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new Error(`no embedded database in ${dataDir} (DATA_DIR)`);
  const db = await PGlite.create(dataDir, { extensions });
  try {
    const counts = await tableCounts(db);
    const schema = await schemaVersion(db);
    await db.query('CHECKPOINT');
    const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    return { counts, schema, tar };
  } finally {
    await db.close();
  }
}

/** Opens a written archive in memory: its counts and schema version, as a restore would see. */
export async function readArchive(file) {
  const blob = new Blob([gunzipSync(readFileSync(file))], { type: 'application/x-tar' });
  const db = await PGlite.create({ loadDataDir: blob, extensions });
  try {
    return { counts: await tableCounts(db), schema: await schemaVersion(db) };
  } finally {
    await db.close();
  }
}

/** Writes `data.tar.gz` and `manifest.json` into `folder`; returns the manifest. */
export async function backupEmbedded(dataDir, folder) {
  const online = await snapshotFromServer(dataDir);
  const { counts, schema, tar } = online ?? (await snapshotOfStoppedDir(dataDir));
  console.log(
    online ? 'copied through the running server' : 'no server running: copied DATA_DIR directly',
  );
  const archive = join(folder, ARCHIVE);
  writeFileSync(archive, gzipSync(tar));

  // Verified after writing: the file on disk opens as a database holding what was copied.
  const back = await readArchive(archive);
  const differing = differingCounts(counts, back.counts);
  if (differing.length > 0)
    throw new Error(`the written copy differs for: ${differing.join(', ')}`);
  if (back.schema?.hash !== schema?.hash)
    throw new Error('the written copy has another schema version');
  return writeManifest(folder, {
    driver: 'pglite',
    schema,
    files: { [ARCHIVE]: await sha256File(archive) },
    counts,
  });
}
