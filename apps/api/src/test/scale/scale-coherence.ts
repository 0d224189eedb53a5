import { expect, it } from 'vitest';
import { answerQuestions, insertCentre } from '../quiz-helpers';
import { createUser } from '../app';
import { call, listQuery } from './http';
import { onEvery } from './scale-steps';
import type { ScaleSuite } from './scale-suite';

/** The lists the coherence test reads on every instance after each write. */
const LISTS = {
  users: `/v1/users${listQuery({ page: 0, size: 10 })}`,
  centres: `/v2/centros${listQuery({ page: 0, size: 10 }, { search: 'coherencia' })}`,
  quizzes: `/v15/centros/quizes${listQuery({ page: 0, size: 10 })}`,
  finished: `/v15/centros/quizes${listQuery({ page: 0, size: 10 }, { status: 'FINISHED' })}`,
  dashboard: '/v2/centers/dashboard',
  periods: '/v2/centros/evaluation-period',
  keys: '/v3/results-keys-report',
  emails: `/v15/sent-emails${listQuery({ page: 0, size: 5 })}`,
};

/** A list's total: `{ data, count }`, or inside `data` for the follow-up list. */
function total(body: string | undefined): number {
  const parsed = JSON.parse(body ?? '{}') as { count?: number; data?: { count?: number } };
  const count = parsed.count ?? parsed.data?.count;
  if (count === undefined) throw new Error(`no total in ${body?.slice(0, 200)}`);
  return count;
}

/**
 * The scale-out test of cached lists (the versioned cache of each instance): a write on one
 * instance is seen at once on the others. Runs on the cluster scale-out.test.ts started.
 */
export function coherenceTests(suite: ScaleSuite): void {
  it('returns identical list pages and totals on every instance right after a write on another', async () => {
    const { handle } = suite;
    const token = suite.adminToken;
    const centreId = await insertCentre(handle.db, {
      nombre: 'Coherencia',
      codigo: 'COH1',
      place: 'sevilla',
    });
    await answerQuestions(handle.db, centreId, new Date());
    const centreUser = await createUser(handle.db, { perfil: 1, centros_id: centreId });
    const centreToken = suite.issueToken(centreUser);
    /** Every list on every instance at once; each list's bodies must be equal. */
    const snapshot = async () => {
      const bodies: Record<string, string> = {};
      for (const [name, path] of Object.entries(LISTS)) {
        const answers = await onEvery(suite.cluster.instances, path, token);
        expect(
          answers.map((answer) => answer.status),
          name,
        ).toEqual([200, 200, 200]);
        const [first, ...others] = answers.map((answer) => answer.text);
        for (const other of others) expect(other, name).toBe(first);
        bodies[name] = first ?? '';
      }
      return bodies;
    };

    const start = await snapshot();
    const created = await call(suite.instance(0).url, '/v1/auth/registeruser', {
      method: 'POST',
      token,
      body: {
        nombre: 'Eva',
        email: 'eva.coherencia@escala.example',
        perfil: 2,
        centros_id: centreId,
      },
    });
    expect(created.status).toBe(201);
    const afterUser = await snapshot();
    expect(total(afterUser.users)).toBe(total(start.users) + 1);
    expect(total(afterUser.emails)).toBe(total(start.emails) + 1);

    const edited = await call(suite.instance(1).url, '/v2/centros', {
      method: 'PATCH',
      token,
      body: await suite.centreRename(centreId, 'Coherencia renombrada'),
    });
    expect(edited.status).toBe(200);
    const afterEdit = await snapshot();
    expect(afterEdit.centres).toContain('Coherencia renombrada');

    const submitted = await call(suite.instance(2).url, `/v15/centros/${centreId}/enviar`, {
      method: 'POST',
      token: centreToken,
      body: {},
    });
    expect(submitted.status).toBe(200);
    const afterSubmit = await snapshot();
    expect(total(afterSubmit.finished)).toBe(total(afterEdit.finished) + 1);
    // Started and finished evaluations per period, and the key averages of finished ones.
    expect(afterSubmit.periods).not.toBe(afterEdit.periods);
    expect(afterSubmit.keys).not.toBe(afterEdit.keys);

    const reset = await call(suite.instance(0).url, '/v7/reset-quiz', {
      method: 'POST',
      token,
      body: { centerId: centreId },
    });
    expect(reset.status).toBe(200);
    const afterReset = await snapshot();
    expect(total(afterReset.finished)).toBe(total(afterEdit.finished));
  });
}
