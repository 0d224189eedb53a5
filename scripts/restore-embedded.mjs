// The embedded half of `npm run restore` (scripts/restore.mjs): unpacks a backup of
// scripts/backup-embedded.mjs into an EMPTY (or absent) DATA_DIR, opens it and checks every
// table's row count and the schema version against the manifest.
import { Blob } from 'node:buffer';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { ARCHIVE, extensions, snapshotFromServer } from './backup-embedded.mjs';
import { differingCounts, schemaVersion, sha256File, tableCounts } from './backup-manifest.mjs';

export async function restoreEmbedded(dataDir, folder, manifest) {
  const archive = join(folder, ARCHIVE);
  if ((await sha256File(archive)) !== manifest.files[ARCHIVE])
    throw new Error(`${ARCHIVE} does not match the manifest checksum: not restoring`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`DATA_DIR ${dataDir} is not empty: restore into a new folder`);
  // A server on that folder would be overwritten under its feet (it also means it is not empty).
  if ((await snapshotFromServer(dataDir).catch(() => true)) !== null)
    throw new Error(`a server is running on ${dataDir}: stop it first`);

  const blob = new Blob([gunzipSync(readFileSync(archive))], { type: 'application/x-tar' });
  const db = await PGlite.create(dataDir, { loadDataDir: blob, extensions });
  try {
    const differing = differingCounts(manifest.counts, await tableCounts(db));
    if (differing.length > 0)
      throw new Error(`restored, but counts differ for: ${differing.join(', ')}`);
    if ((await schemaVersion(db))?.hash !== manifest.schema?.hash)
      throw new Error('restored, but the schema version is not the manifest’s');
    return Object.keys(manifest.counts).length;
  } finally {
    // A clean close: the server's first start on the folder replays nothing.
    await db.close();
  }
}
