import { asc, sql } from 'drizzle-orm';
import type { Language } from '@eval/contracts/languages';
import { DEFAULT_LANGUAGE } from '@eval/contracts/common';
import type { Database } from '../../db/client';
import { languages } from '../../db/schema/index';

/** Languages with the default (ES) first, then by name. */
export function listLanguages(db: Database): Promise<Language[]> {
  return db
    .select({ id: languages.id, name: languages.name })
    .from(languages)
    .orderBy(
      sql`case when ${languages.id} = ${DEFAULT_LANGUAGE} then 0 else 1 end`,
      asc(languages.name),
    );
}
