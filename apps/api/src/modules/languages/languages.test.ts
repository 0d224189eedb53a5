import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /v5/languages', () => {
  it('lists the languages, ES first, without a token', async () => {
    // A name that sorts before "Español" must still come after it.
    await t.db.insert(languages).values({ id: 'EU', name: 'Euskara' }).onConflictDoNothing();
    await t.db.insert(languages).values({ id: 'AR', name: 'Aragonés' }).onConflictDoNothing();
    const response = await t.app.inject({ url: '/v5/languages' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: 'ES', name: 'Español' },
        { id: 'AR', name: 'Aragonés' },
        { id: 'CA', name: 'Català' },
        { id: 'EU', name: 'Euskara' },
      ],
    });
  });
});
