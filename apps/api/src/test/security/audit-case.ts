import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client';

/** What a case calls: the edit or deletion, and what `before` must hold. */
export interface AuditCall {
  url: string;
  payload?: object;
  /** What `before` must contain (a part of the row as it was). */
  before: Record<string, unknown>;
}

/** One edit or deletion: `METHOD /pattern` as in the route table, and how to make the call. */
export interface AuditCase {
  route: string;
  prepare(): Promise<AuditCall>;
}

/** The test's database and its administrator's calls, as the cases use them. */
export interface AuditContext {
  db: Database;
  api(method: string, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Creates something through the API and returns its id. */
  create(method: string, url: string, payload: object): Promise<number>;
}
