import type { ClaveSeed } from './types';
import { ACUERDO, escala, FRECUENCIA, GRADO, multiple, unica } from './questions';

/** Key 9: Orientación personal. */
export const PERSONAL_GUIDANCE_KEY: ClaveSeed = {
  orden: 9,
  titulo: 'Orientación personal',
  titulo_ca: 'Orientació personal',
  descripcion:
    'Cada estudiante tiene entrevistas individuales con una persona orientadora cualificada, en los momentos en que debe tomar decisiones, y sale de ellas con pasos concretos.',
  descripcion_ca:
    "Cada estudiant té entrevistes individuals amb una persona orientadora qualificada, en els moments en què ha de prendre decisions, i en surt amb passos concrets.",
  colorId: 9,
  preguntas: [
    multiple(
      1,
      '¿Qué ofrece la orientación personal del centro?',
      "Què ofereix l'orientació personal del centre?",
      [
        [
          'Entrevistas individuales con el orientador u orientadora',
          "Entrevistes individuals amb l'orientador o orientadora",
        ],
        [
          'Un plan personal con pasos acordados tras cada entrevista',
          'Un pla personal amb passos acordats després de cada entrevista',
        ],
        [
          'Seguimiento de los acuerdos en la tutoría',
          'Seguiment dels acords a la tutoria',
        ],
        [
          'Entrevistas con la familia cuando el estudiante lo necesita',
          "Entrevistes amb la família quan l'estudiant ho necessita",
        ],
        [
          'Atención prioritaria en los cursos de final de etapa',
          "Atenció prioritària als cursos de final d'etapa",
        ],
        [
          'Derivación a servicios externos de orientación cuando conviene',
          "Derivació a serveis externs d'orientació quan convé",
        ],
      ],
    ),
    escala(
      2,
      'Las entrevistas de orientación ayudan al alumnado a tomar decisiones fundamentadas.',
      "Les entrevistes d'orientació ajuden l'alumnat a prendre decisions fonamentades.",
      ACUERDO,
    ),
    unica(
      3,
      '¿Qué parte del alumnado tiene al menos una entrevista individual de orientación antes de acabar la etapa?',
      "Quina part de l'alumnat té almenys una entrevista individual d'orientació abans d'acabar l'etapa?",
      [
        ['Ningún estudiante', 'Cap estudiant'],
        [
          'Solo quien la solicita',
          'Només qui la sol·licita',
        ],
        [
          'El alumnado con dificultades o dudas',
          "L'alumnat amb dificultats o dubtes",
        ],
        ['Todo el alumnado', "Tot l'alumnat"],
      ],
    ),
    escala(
      4,
      '¿Con qué frecuencia se actualiza el plan personal de cada estudiante tras una entrevista?',
      "Amb quina freqüència s'actualitza el pla personal de cada estudiant després d'una entrevista?",
      FRECUENCIA,
    ),
    escala(
      5,
      '¿En qué medida dispone el centro de personal de orientación suficiente y formado para atender a todo el alumnado?',
      "En quina mesura disposa el centre de personal d'orientació suficient i format per atendre tot l'alumnat?",
      GRADO,
    ),
  ],
};
