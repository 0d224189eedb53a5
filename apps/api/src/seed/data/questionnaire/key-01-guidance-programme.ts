import type { ClaveSeed } from './types';
import { ACUERDO, escala, FRECUENCIA, GRADO, multiple, unica } from './questions';

/** Key 1: Programa de orientación estructurado. */
export const GUIDANCE_PROGRAMME_KEY: ClaveSeed = {
  orden: 1,
  titulo: 'Programa de orientación estructurado',
  titulo_ca: "Programa d'orientació estructurat",
  descripcion:
    'El centro cuenta con un programa de orientación académica y profesional por escrito, conocido por la comunidad educativa, con una persona responsable y revisado cada curso.',
  descripcion_ca:
    "El centre disposa d'un programa d'orientació acadèmica i professional per escrit, conegut per la comunitat educativa, amb una persona responsable i revisat cada curs.",
  colorId: 1,
  preguntas: [
    escala(
      1,
      '¿En qué medida el programa de orientación académica y profesional del centro está recogido por escrito y lo conoce el claustro?',
      "En quina mesura el programa d'orientació acadèmica i professional del centre està recollit per escrit i el coneix el claustre?",
      GRADO,
    ),
    unica(
      2,
      '¿Con qué periodicidad se revisa el programa de orientación?',
      "Amb quina periodicitat es revisa el programa d'orientació?",
      [
        ['No existe un programa de orientación', "No hi ha cap programa d'orientació"],
        ['Solo cuando cambia la normativa', 'Només quan canvia la normativa'],
        ['Una vez al final de cada curso', 'Un cop al final de cada curs'],
        [
          'Cada curso, con las aportaciones del alumnado, las familias y las empresas',
          "Cada curs, amb les aportacions de l'alumnat, les famílies i les empreses",
        ],
      ],
    ),
    escala(
      3,
      '¿Con qué frecuencia se informa al alumnado y a las familias de las actividades de orientación previstas para el curso?',
      "Amb quina freqüència s'informa l'alumnat i les famílies de les activitats d'orientació previstes per al curs?",
      FRECUENCIA,
    ),
    multiple(
      4,
      '¿Qué elementos recoge el programa de orientación del centro?',
      "Quins elements recull el programa d'orientació del centre?",
      [
        [
          'Objetivos de orientación para cada curso o etapa',
          "Objectius d'orientació per a cada curs o etapa",
        ],
        [
          'Una persona responsable con tiempo asignado para coordinarlo',
          'Una persona responsable amb temps assignat per coordinar-lo',
        ],
        ['Un calendario anual de actividades', "Un calendari anual d'activitats"],
        [
          'Indicadores para valorar sus resultados',
          'Indicadors per valorar-ne els resultats',
        ],
        [
          'Una partida del presupuesto del centro',
          'Una partida del pressupost del centre',
        ],
      ],
    ),
    escala(
      5,
      'El equipo directivo considera la orientación académica y profesional una prioridad del proyecto educativo.',
      "L'equip directiu considera l'orientació acadèmica i professional una prioritat del projecte educatiu.",
      ACUERDO,
    ),
  ],
};
