import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '@eval/contracts/history';
import { centros } from '../db/schema/index';
import { fieldsWith, listExportKeys, type FieldRoles } from './entity-fields';
import { REVERT_TARGETS } from '../modules/audit/revert-targets';
import { COLUMNS as CENTRE_EXPORT_COLUMNS } from '../modules/dashboard/centre-export';
import { CENTRE_FIELDS } from './centre-fields';
import { WRITTEN } from '../modules/centres/register-import-repository';

/**
 * One field list for a centre (lib/centre-fields.ts): every column of `centros` is declared, and
 * every place that keeps a list of a centre's columns takes its columns from the declaration
 * or holds exactly the declared ones. A column added to the table fails here (and does not
 * compile) until it is declared with what each of these places does with it.
 */
describe('the columns of a centre, declared once', () => {
  it('declares every column of the table, and nothing else', () => {
    expect(Object.keys(CENTRE_FIELDS).sort()).toEqual(Object.keys(getTableColumns(centros)).sort());
  });

  it('says why a column no place takes is left out', () => {
    for (const [column, roles] of Object.entries<FieldRoles>(CENTRE_FIELDS)) {
      const taken = Object.keys(roles).some((role) => role !== 'why');
      if (!taken) expect([column, roles.why]).toEqual([column, expect.any(String)]);
    }
  });

  it('gives the revert the declared columns', () => {
    expect(REVERT_TARGETS.centre?.fields).toEqual(fieldsWith(CENTRE_FIELDS, 'revert'));
  });

  it('labels every column the history records', () => {
    const unlabelled = fieldsWith(CENTRE_FIELDS, 'history').filter((c) => !FIELD_LABELS[c]);
    expect(unlabelled).toEqual([]);
  });

  it('imports the register’s declared columns', () => {
    expect([...WRITTEN].sort()).toEqual(fieldsWith(CENTRE_FIELDS, 'registerImport').sort());
  });

  it('exports the declared columns in the centres’ list download', () => {
    expect(CENTRE_EXPORT_COLUMNS.map((c) => c.key).sort()).toEqual(
      listExportKeys(CENTRE_FIELDS).sort(),
    );
  });
});
