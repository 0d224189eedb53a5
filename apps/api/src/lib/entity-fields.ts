/**
 * What each column of an entity is to the product, declared once per entity
 * (lib/centre-fields.ts, lib/user-fields.ts) and read by every place that
 * would otherwise keep its own list: a revert writes back the `revert` columns, an audit line's
 * change is labelled for the `history` ones (FIELD_LABELS of the contracts), the personal-data
 * export reads the `personalExport` ones, the list exports show the `listExport` ones (under
 * their own key) and the register import writes the `registerImport` ones. A column none of
 * them takes says `why`. The declarations are typed by the table's columns, so a column added
 * to the schema does not compile until it is declared (entity-fields.test.ts checks the same at
 * run time, and each consumer against the declaration).
 */
export interface FieldRoles {
  revert?: true;
  history?: true;
  personalExport?: true;
  registerImport?: true;
  /** The key under which the list export shows it (a name, a label, the column itself). */
  listExport?: string;
  /** Why no role takes it (the key, a timestamp, a search column, a secret…). */
  why?: string;
}

/** Every column of a table (`typeof table.$inferSelect`), each with its roles. */
export type EntityFields<Row> = { readonly [K in keyof Row]-?: FieldRoles };

type Flag = 'revert' | 'history' | 'personalExport' | 'registerImport';

/** The columns of `fields` that have `role`, in declaration order. */
export function fieldsWith<Row>(fields: EntityFields<Row>, role: Flag): (keyof Row & string)[] {
  return (Object.keys(fields) as (keyof Row & string)[]).filter(
    (column) => fields[column][role] === true,
  );
}

/** The list export's keys of the columns it shows. */
export const listExportKeys = <Row>(fields: EntityFields<Row>): string[] =>
  Object.values<FieldRoles>(fields).flatMap((roles) =>
    roles.listExport ? [roles.listExport] : [],
  );
