import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '@eval/contracts/history';
import { users } from '../db/schema/index';
import { fieldsWith, listExportKeys, type FieldRoles } from './entity-fields';
import { PERSONAL_FIELDS } from './personal-fields';
import { REVERT_TARGETS } from '../modules/audit/revert-targets';
import { USER_FIELDS } from './user-fields';
import { COLUMNS as USER_EXPORT_COLUMNS } from '../modules/users/user-export';

/**
 * One field list for a person (lib/user-fields.ts): every column of `users` is declared, and every
 * place that keeps a list of a person's columns takes its columns from the declaration or holds
 * the declared ones. A column added to the table fails here (and does not compile) until it is
 * declared with what each of these places does with it. The personal-data export reads its
 * columns from the declaration (modules/users/personal-data-repository.ts; personal-data.test.ts reads it).
 */
describe('the columns of a person, declared once', () => {
  it('declares every column of the table, and nothing else', () => {
    expect(Object.keys(USER_FIELDS).sort()).toEqual(Object.keys(getTableColumns(users)).sort());
  });

  it('says why a column no place takes is left out', () => {
    for (const [column, roles] of Object.entries<FieldRoles>(USER_FIELDS)) {
      const taken = Object.keys(roles).some((role) => role !== 'why');
      if (!taken) expect([column, roles.why]).toEqual([column, expect.any(String)]);
    }
  });

  it('gives the revert the declared columns', () => {
    expect(REVERT_TARGETS.user?.fields).toEqual(fieldsWith(USER_FIELDS, 'revert'));
  });

  it('labels every column the history records', () => {
    const unlabelled = fieldsWith(USER_FIELDS, 'history').filter((c) => !FIELD_LABELS[c]);
    expect(unlabelled).toEqual([]);
  });

  it('exports every personal field, and never the password', () => {
    const exported = fieldsWith(USER_FIELDS, 'personalExport');
    expect(exported).toEqual(expect.arrayContaining([...PERSONAL_FIELDS]));
    expect(exported).not.toContain('password_hash');
  });

  it('shows the declared columns in the users’ list download', () => {
    const keys = USER_EXPORT_COLUMNS.map((c) => c.key);
    expect(keys).toEqual(expect.arrayContaining(listExportKeys(USER_FIELDS)));
  });
});
