// The OpenAPI document the API publishes at /docs/json, taken from the real app on an in-memory
// database (as the tests build it), for scripts/check-openapi.ts.
import { createTestApp } from '../apps/api/src/test/app';

export async function publishedDocument(): Promise<unknown> {
  const t = await createTestApp();
  try {
    const response = await t.app.inject({ url: '/docs/json' });
    if (response.statusCode !== 200) throw new Error(`/docs/json answered ${response.statusCode}`);
    return response.json();
  } finally {
    await t.close();
  }
}
