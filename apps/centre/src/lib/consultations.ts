import type { consultationCentreCalls } from '@eval/contracts/calls/consultations';

/*
 * What the app's screens need of the consultations' contracts without their schemas
 * (contracts/consultations.ts builds zod schemas as it loads): the results screen loads no zod
 * (call-request.ts), and the consultations' screen need not either. consultations.test.ts checks
 * each copy against the contracts.
 */

/** The method and path of each centre call (`consultationCentreCalls`), for `requestAt`. */
export const consultationRoutes = {
  list: { method: 'GET', path: '/v15/centro/consultas' },
  create: { method: 'POST', path: '/v15/centro/consultas' },
  update: { method: 'PATCH', path: '/v15/centro/consultas/:consultaId' },
  qr: { method: 'GET', path: '/v15/centro/consultas/:consultaId/qr' },
  results: { method: 'GET', path: '/v15/centro/consultas/resultados' },
} as const satisfies {
  [K in keyof typeof consultationCentreCalls]: Pick<
    (typeof consultationCentreCalls)[K],
    'method' | 'path'
  >;
};

/** The groups a centre consults, in the programme's order (CONSULTATION_GROUPS). */
export const CONSULTATION_GROUP_ORDER = ['alumnado', 'familias', 'profesorado'] as const;

/** Fewest responses a group's figures need (MIN_CONSULTATION_RESPONSES). */
export const MIN_RESPONSES = 10;
