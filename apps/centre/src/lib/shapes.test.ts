import { sessionUserSchema } from '@eval/contracts/auth';
import { centreLoginErrorDetailsSchema } from '@eval/contracts/centre-app';
import { apiErrorSchema } from '@eval/contracts/common';
import { answerBodySchema } from '@eval/contracts/quizzes';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, isAnswerBody, isSessionUser, refusalReason } from './shapes';

/** The app's zod-free checks say yes and no exactly where the contracts' schemas do. */

const session = {
  token: 't',
  perfil: 1,
  id: 7,
  nombre: 'Ana',
  apellidos: 'Pérez',
  email: 'ana@example.org',
  language_id: 'CA',
  centros_id: 3,
  expiresAt: 1_900_000_000,
};

const sessions: unknown[] = [
  session,
  { ...session, centros_id: null },
  { ...session, secondFactorSetupRequired: true },
  { ...session, extra: 'kept by a non-strict object' },
  { ...session, secondFactorSetupRequired: 'yes' },
  { ...session, perfil: 1.5 },
  { ...session, centros_id: undefined },
  { ...session, token: undefined },
  { ...session, expiresAt: '1900000000' },
  { ...session, email: 3 },
  null,
  [],
  'session',
];

const errors: unknown[] = [
  { error: { code: 'X', message: 'm' } },
  { error: { code: 'X', message: 'm', details: [{ message: 'd' }] } },
  { error: { code: 'X', message: 'm', details: null } },
  { error: { code: 1, message: 'm' } },
  { error: { code: 'X' } },
  { error: 'X' },
  { message: 'm' },
  null,
  '<html>',
];

const answers: unknown[] = [
  {},
  { respuestasIds: [1, 2] },
  { notApplicable: true },
  { respuestasIds: [], notApplicable: false },
  { respuestasIds: Array.from({ length: 50 }, (_, i) => i + 1) },
  { respuestasIds: Array.from({ length: 51 }, (_, i) => i + 1) },
  { respuestasIds: [0] },
  { respuestasIds: [1.5] },
  { respuestasIds: ['1'] },
  { respuestasIds: 1 },
  { notApplicable: 'true' },
  { respuestasIds: [1], other: 1 },
  null,
  [1],
];

const reasons: unknown[] = [
  { reason: 'BAD_CREDENTIALS' },
  { reason: 'NO_CENTRE', more: 1 },
  { reason: 'OTHER' },
  { reason: 1 },
  {},
  null,
  'LOCKED',
];

describe("the centre app's run-time checks", () => {
  it('accept a stored session exactly when sessionUserSchema does', () => {
    for (const value of sessions)
      expect([value, isSessionUser(value)]).toEqual([
        value,
        sessionUserSchema.safeParse(value).success,
      ]);
  });

  it('read an error body exactly as apiErrorSchema does', () => {
    for (const value of errors) {
      const parsed = apiErrorSchema.safeParse(value);
      expect([value, apiErrorBody(value)]).toEqual([
        value,
        parsed.success ? parsed.data.error : null,
      ]);
    }
  });

  it('accept a pending answer exactly when answerBodySchema does', () => {
    for (const value of answers)
      expect([value, isAnswerBody(value)]).toEqual([
        value,
        answerBodySchema.safeParse(value).success,
      ]);
  });

  it('read a sign-in refusal exactly as centreLoginErrorDetailsSchema does', () => {
    for (const value of reasons) {
      const parsed = centreLoginErrorDetailsSchema.safeParse(value);
      expect([value, refusalReason(value)]).toEqual([
        value,
        parsed.success ? parsed.data.reason : null,
      ]);
    }
  });
});
