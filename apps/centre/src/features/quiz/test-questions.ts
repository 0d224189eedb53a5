import type { Question } from './progress';

/** A one-option UNICA question for the tests of this folder, with the answer given. */
export const question = (
  id: number,
  answer: { respuestasIds: number[]; notApplicable: boolean } | null,
): Question => ({
  id,
  num: id,
  codigo: 'UNICA',
  titulo: `Pregunta ${id}`,
  respuestas: [{ id: 100 + id, respuesta: 'Sí' }],
  answer,
});
