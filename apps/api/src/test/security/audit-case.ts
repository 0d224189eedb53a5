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

/**
 * An item created on `list` (by `creation`) and renamed there, its id in the body, by `method`:
 * `field` goes from '<name> viejo' to '<name> nuevo'.
 */
export function renamedOnList(
  ctx: AuditContext,
  route: { method: string; list: string; creation?: string },
  field: string,
  name: string,
): AuditCase {
  const { method, list, creation = 'POST' } = route;
  return {
    route: `${method} ${list}`,
    async prepare() {
      const id = await ctx.create(creation, list, { [field]: `${name} viejo` });
      return {
        url: list,
        payload: { id, [field]: `${name} nuevo` },
        before: { id, [field]: `${name} viejo` },
      };
    },
  };
}

/** The edit at `<path>/<id>` of the item created from `body`: `field` takes `value` instead. */
export function editOf(
  path: string,
  id: number,
  body: Record<string, unknown>,
  field: string,
  value: string,
): AuditCall {
  return {
    url: `${path}/${id}`,
    payload: { ...body, [field]: value },
    before: { id, [field]: body[field] },
  };
}
