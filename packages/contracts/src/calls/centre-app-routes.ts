/*
 * The method and path of each centres' app call declared in centre-app.ts, kept apart with no
 * schema: the app's answer and results screens build their requests from these
 * (`requestAt`, call-request.ts) so that they load neither zod nor the schemas, and the
 * declarations take theirs from here, so each path is written once.
 */

export const centreAppRoutes = {
  home: { method: 'GET', path: '/v15/centro/inicio' },
  evaluations: { method: 'GET', path: '/v15/centro/evaluaciones' },
  results: { method: 'GET', path: '/v15/centro/evaluaciones/:evaluationId/resultados' },
  report: { method: 'GET', path: '/v15/centro/evaluaciones/:evaluationId/informe' },
  file: { method: 'GET', path: '/v15/centro/archivos/:fileId' },
  questionnaire: { method: 'GET', path: '/v15/centros/:centerId/cuestionario' },
  progress: { method: 'GET', path: '/v15/centros/:centerId/progreso' },
  answer: { method: 'PUT', path: '/v15/centros/:centerId/respuestas/:preguntaId' },
  submit: { method: 'POST', path: '/v15/centros/:centerId/enviar' },
} as const;
