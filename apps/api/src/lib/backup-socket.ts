import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { PgliteSnapshot } from '../db/pglite-snapshot';

/**
 * Where the embedded server answers `npm run backup`: a Unix socket next to DATA_DIR (like the
 * `-correo` folder). Only the server's own system user can connect (mode 0600), and nothing
 * listens on the network for it.
 */
export const backupSocketPath = (dataDir: string): string => `${dataDir}-copia.sock`;

/** The header that carries the snapshot's counts and schema version beside the tar body. */
export const SNAPSHOT_HEADER = 'x-snapshot-manifest';

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Serves `GET /snapshot` on the socket: a consistent copy of the running embedded database
 * (db/pglite-snapshot.ts), its counts in a header, the tar as the body. The embedded database
 * belongs to this one process (another process opening DATA_DIR would corrupt it), so an online
 * backup has to be taken through it. A socket left by a crash is removed before listening.
 */
export async function startBackupSocket(
  path: string,
  snapshot: () => Promise<PgliteSnapshot>,
  onError: (error: unknown) => void,
): Promise<BackupSocket> {
  rmSync(path, { force: true });
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/snapshot') {
      response.writeHead(404).end();
      return;
    }
    snapshot().then(
      ({ tar, ...manifest }) => {
        response.writeHead(200, {
          'content-type': 'application/x-tar',
          'content-length': String(tar.byteLength),
          [SNAPSHOT_HEADER]: JSON.stringify(manifest),
        });
        response.end(tar);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  // Connecting needs write permission on the socket: with the usual umask (022) nobody else had
  // it even before this; 0600 makes it explicit whatever the umask.
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => {
          rmSync(path, { force: true });
          resolveClose();
        });
      }),
  };
}
