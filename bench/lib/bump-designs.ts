import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrationsDir } from '../../apps/api/src/paths';

/**
 * The two designs of the data-version bump, each as its migration wrote it: `global-lock`
 * (migration 0004: one advisory lock and one counter row per channel, held until the commit is
 * on disk) and `change-log` (migration 0010: one appended row per channel). Both keep the
 * versions the app reads exact (the counter plus the log), so the bench can switch a database
 * from one to the other between measurements and compare them under the same machine load.
 */
export type BumpDesign = 'global-lock' | 'change-log';

const SOURCES: Record<BumpDesign, string> = {
  'global-lock': '0004_data-versions.sql',
  'change-log': '0010_data-change-log.sql',
};

/** The `bump_data_version` function as the design's migration defines it. */
export function bumpFunction(design: BumpDesign): string {
  const text = readFileSync(join(migrationsDir(), SOURCES[design]), 'utf8');
  const start = text.search(/CREATE (OR REPLACE )?FUNCTION "bump_data_version"/);
  const end = text.indexOf('END $$;', start);
  if (start < 0 || end < 0) throw new Error(`bump_data_version not found in ${SOURCES[design]}`);
  return text
    .slice(start, end + 'END $$;'.length)
    .replace(/^CREATE FUNCTION/, 'CREATE OR REPLACE FUNCTION');
}

/** Replaces the database's bump function with `design`'s. */
export async function installBumpDesign(url: string, design: BumpDesign): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(bumpFunction(design));
  } finally {
    await client.end();
  }
}
