import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { actingUserId } from './users';

/** Every administrator write: who, what, when, and before/after for edits. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: actingUserId('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: createdAt(),
    /** For a revert or restore: the line it undid. A line is undone at most once. */
    reverts_id: bigint('reverts_id', { mode: 'number' }).references((): AnyPgColumn => auditLog.id),
    /**
     * The line records that its record was deleted, whatever the route (DELETE /v1/user/:id, a
     * bulk delete): what a record's history calls a deletion and a restore puts back.
     */
    deleted: boolean('deleted').notNull().default(false),
    /**
     * The scope the administrator acted with (`users.ambito` at the time: community ids, empty
     * for national); null on lines written before scopes existed.
     */
    actor_ambito: integer('actor_ambito').array(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
    uniqueIndex('audit_log_reverts_unique').on(t.reverts_id),
  ],
);
