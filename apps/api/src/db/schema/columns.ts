import {
  customType,
  integer,
  smallint,
  timestamp,
  type AnyPgColumn,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';

/** Binary file content kept in the database, so API instances stay stateless (architecture.md). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An instant: every date and time the application keeps is `timestamp with time zone`. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** `created_at` as the spec names it, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** `created_at` and `updated_at` of a record the administrators edit. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });

/** The 0/1 `activo` flag of the spec (§3): active unless said otherwise. */
export const activoFlag = () => smallint('activo').notNull().default(1);

/** A row this one cannot exist without: `integer not null references …`. */
export const requiredRef = <N extends string>(
  name: N,
  target: () => AnyPgColumn,
  actions?: ReferenceConfig['actions'],
) => integer(name).notNull().references(target, actions);
