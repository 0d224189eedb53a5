import type { ClaveSeed } from './types';
import { ACUERDO, escala, FRECUENCIA, GRADO, multiple, unica } from './questions';

/** Key 3: Las necesidades de cada estudiante. */
export const STUDENT_NEEDS_KEY: ClaveSeed = {
  orden: 3,
  titulo: 'Las necesidades de cada estudiante',
  titulo_ca: 'Les necessitats de cada estudiant',
  descripcion:
    'La orientación se adapta a los intereses, las capacidades y la situación de cada alumno y alumna, combate los estereotipos y deja constancia de las decisiones que toma.',
  descripcion_ca:
    "L'orientació s'adapta als interessos, les capacitats i la situació de cada alumne i alumna, combat els estereotips i deixa constància de les decisions que pren.",
  colorId: 3,
  preguntas: [
    escala(
      1,
      'Las actividades de orientación tienen en cuenta los intereses y las capacidades de cada estudiante.',
      "Les activitats d'orientació tenen en compte els interessos i les capacitats de cada estudiant.",
      ACUERDO,
    ),
    multiple(
      2,
      '¿Qué medidas aplica el centro para adaptar la orientación a cada estudiante?',
      "Quines mesures aplica el centre per adaptar l'orientació a cada estudiant?",
      [
        [
          'Un registro de los intereses y las decisiones de cada estudiante a lo largo de la etapa',
          "Un registre dels interessos i les decisions de cada estudiant al llarg de l'etapa",
        ],
        [
          'Apoyos específicos para el alumnado con necesidades educativas especiales',
          "Suports específics per a l'alumnat amb necessitats educatives especials",
        ],
        [
          'Actividades que cuestionan los estereotipos de género en la elección de estudios',
          "Activitats que qüestionen els estereotips de gènere en l'elecció d'estudis",
        ],
        [
          'Seguimiento del alumnado en riesgo de abandono escolar temprano',
          "Seguiment de l'alumnat en risc d'abandonament escolar prematur",
        ],
        [
          'Información en otras lenguas para el alumnado recién llegado y sus familias',
          "Informació en altres llengües per a l'alumnat nouvingut i les seves famílies",
        ],
        [
          'Propuestas de ampliación para el alumnado con altas capacidades',
          "Propostes d'ampliació per a l'alumnat amb altes capacitats",
        ],
      ],
    ),
    escala(
      3,
      '¿Con qué frecuencia se revisan con cada estudiante sus intereses y sus planes de futuro?',
      'Amb quina freqüència es revisen amb cada estudiant els seus interessos i els seus plans de futur?',
      FRECUENCIA,
    ),
    unica(
      4,
      '¿Cómo se recoge la información sobre los intereses y las decisiones de cada estudiante?',
      'Com es recull la informació sobre els interessos i les decisions de cada estudiant?',
      [
        ['No se recoge', 'No es recull'],
        [
          'Cada tutor o tutora la anota a su manera',
          'Cada tutor o tutora la anota a la seva manera',
        ],
        [
          'En un registro común, solo en los cursos de final de etapa',
          "En un registre comú, només als cursos de final d'etapa",
        ],
        [
          'En un registro común que acompaña al estudiante durante toda la etapa',
          "En un registre comú que acompanya l'estudiant durant tota l'etapa",
        ],
      ],
    ),
    escala(
      5,
      '¿En qué medida los datos de continuidad del alumnado tras la etapa se usan para mejorar la orientación?',
      "En quina mesura les dades de continuïtat de l'alumnat després de l'etapa s'utilitzen per millorar l'orientació?",
      GRADO,
    ),
  ],
};
