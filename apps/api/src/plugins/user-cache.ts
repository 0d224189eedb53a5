import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';

/** What the access check needs to know about the user behind a token. */
export interface AccessUser {
  id: number;
  perfil: number;
  centros_id: number | null;
  activo: number;
  hasPassword: boolean;
}

/**
 * How long a looked-up user is trusted. Lists fire several requests at once; without the cache
 * each would pay a query. A deactivated user or a changed profile takes effect within this
 * window on every instance (at once on the instance that calls `invalidate`).
 */
export const USER_CACHE_TTL_MS = 10_000;
/** Bound on memory: far above the number of people signed in at once. */
const MAX_ENTRIES = 10_000;

async function loadAccessUser(db: Database, id: number): Promise<AccessUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      perfil: users.perfil,
      centros_id: users.centros_id,
      activo: users.activo,
      hasPassword: sql<boolean>`${users.password_hash} is not null`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** Short-lived, per-process cache of users by id; concurrent look-ups share one query. */
export class UserCache {
  private readonly entries = new Map<number, { at: number; user: Promise<AccessUser | null> }>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = USER_CACHE_TTL_MS,
  ) {}

  get(id: number): Promise<AccessUser | null> {
    const now = Date.now();
    const cached = this.entries.get(id);
    if (cached && now - cached.at < this.ttlMs) return cached.user;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const user = loadAccessUser(this.db, id);
    this.entries.set(id, { at: now, user });
    // A failed query must not be remembered: the next request tries again.
    user.catch(() => {
      if (this.entries.get(id)?.user === user) this.entries.delete(id);
    });
    return user;
  }

  /** Forget one user, e.g. after their profile, centre or active flag changed on this instance. */
  invalidate(id: number): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }
}
