import type { PreguntaSeed } from './types';

/**
 * The answer scales the questionnaire shares, and one builder per question type: options are
 * [Spanish, Catalan] pairs, scored by their place (one-answer, scale) or one point each (multiple).
 */

/** [Spanish, Catalan] label of each step of a scale, scored 0, 1, 2… in this order. */
export type ScaleSteps = readonly (readonly [string, string])[];

/** How often: 0..3. */
export const FRECUENCIA: ScaleSteps = [
  ['Nunca', 'Mai'],
  ['Pocas veces', 'Poques vegades'],
  ['A menudo', 'Sovint'],
  ['Siempre', 'Sempre'],
];

/** To what extent: 0..3. */
export const GRADO: ScaleSteps = [
  ['Nada', 'Gens'],
  ['Poco', 'Poc'],
  ['Bastante', 'Bastant'],
  ['Totalmente', 'Totalment'],
];

/** Agreement with a statement: 0..4. */
export const ACUERDO: ScaleSteps = [
  ['Totalmente en desacuerdo', 'Totalment en desacord'],
  ['En desacuerdo', 'En desacord'],
  ['Ni de acuerdo ni en desacuerdo', "Ni d'acord ni en desacord"],
  ['De acuerdo', "D'acord"],
  ['Totalmente de acuerdo', "Totalment d'acord"],
];

/** Stage of development of a plan or practice: 0..4. */
export const DESARROLLO: ScaleSteps = [
  ['No se ha iniciado', "No s'ha iniciat"],
  ['En fase inicial', 'En fase inicial'],
  ['En desarrollo', 'En desenvolupament'],
  ['Consolidado', 'Consolidat'],
  ['Consolidado y revisado periódicamente', 'Consolidat i revisat periòdicament'],
];

/** An ordered scale question. */
export function escala(num: number, titulo: string, titulo_ca: string, steps: ScaleSteps): PreguntaSeed {
  return {
    num,
    tipo: 'ESCALA',
    titulo,
    titulo_ca,
    respuestas: steps.map(([respuesta, respuesta_ca], valor) => ({
      respuesta,
      respuesta_ca,
      valor,
    })),
  };
}

/** A one-answer question; options are listed from worst to best and scored 0, 1, 2… */
export function unica(num: number, titulo: string, titulo_ca: string, options: ScaleSteps): PreguntaSeed {
  return { ...escala(num, titulo, titulo_ca, options), tipo: 'UNICA' };
}

/** A several-answers question; every option that applies adds one point. */
export function multiple(
  num: number,
  titulo: string,
  titulo_ca: string,
  options: ScaleSteps,
): PreguntaSeed {
  return {
    num,
    tipo: 'MULTIPLE',
    titulo,
    titulo_ca,
    respuestas: options.map(([respuesta, respuesta_ca]) => ({ respuesta, respuesta_ca, valor: 1 })),
  };
}
