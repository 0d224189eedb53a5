import { generate } from 'otplib';
import { expect } from 'vitest';
import type { AdminTestApp } from './admin-app';
import { createUser, type TestUser } from './app';

/** An administrator (password 'Secreta-123') with a confirmed second factor, through the API. */
export async function enrolledAdmin(
  t: AdminTestApp,
): Promise<{ user: TestUser; secret: string; recoveryCodes: string[] }> {
  const user = await createUser(t.db, { perfil: 0 });
  const started = await t.callAs(user, 'POST', '/v1/auth/totp/enrolment');
  expect(started.statusCode).toBe(200);
  const { secret } = started.json<{ data: { secret: string } }>().data;
  const confirmed = await t.callAs(user, 'POST', '/v1/auth/totp/enrolment/confirm', {
    code: await generate({ secret }),
  });
  expect(confirmed.statusCode).toBe(200);
  return { user, secret, ...confirmed.json<{ data: { recoveryCodes: string[] } }>().data };
}
