import type { ClaveSeed } from './types';
import { ACUERDO, DESARROLLO, escala, FRECUENCIA, multiple, unica } from './questions';

/** Key 10: Orientación y acción tutorial. */
export const GUIDANCE_AND_TUTORING_KEY: ClaveSeed = {
  orden: 10,
  titulo: 'Orientación y acción tutorial',
  titulo_ca: 'Orientació i acció tutorial',
  descripcion:
    'La acción tutorial y la orientación acompañan al alumnado en su desarrollo personal y en la toma de decisiones académicas y profesionales.',
  descripcion_ca:
    "L'acció tutorial i l'orientació acompanyen l'alumnat en el seu desenvolupament personal i en la presa de decisions acadèmiques i professionals.",
  colorId: 10,
  preguntas: [
    escala(
      1,
      '¿Cuál es el grado de desarrollo del plan de acción tutorial?',
      "Quin és el grau de desenvolupament del pla d'acció tutorial?",
      DESARROLLO,
    ),
    multiple(
      2,
      '¿Qué actuaciones de orientación académica y profesional se realizan?',
      "Quines actuacions d'orientació acadèmica i professional es duen a terme?",
      [
        [
          'Información sobre itinerarios y opciones formativas',
          'Informació sobre itineraris i opcions formatives',
        ],
        ['Entrevistas individuales de orientación', "Entrevistes individuals d'orientació"],
        ['Visitas a centros de FP y universidades', 'Visites a centres de FP i universitats'],
        [
          'Charlas de profesionales y de antiguo alumnado',
          "Xerrades de professionals i d'antic alumnat",
        ],
        [
          'Programas de autoconocimiento y toma de decisiones',
          "Programes d'autoconeixement i presa de decisions",
        ],
      ],
    ),
    escala(
      3,
      '¿Con qué frecuencia se realizan entrevistas individuales de tutoría con el alumnado?',
      "Amb quina freqüència es fan entrevistes individuals de tutoria amb l'alumnat?",
      FRECUENCIA,
    ),
    unica(
      4,
      '¿Cómo se hace el seguimiento del alumnado en riesgo de abandono escolar?',
      "Com es fa el seguiment de l'alumnat en risc d'abandonament escolar?",
      [
        ['No se hace un seguimiento específico', 'No es fa cap seguiment específic'],
        ['Lo hace cada tutor o tutora por su cuenta', 'El fa cada tutor o tutora pel seu compte'],
        ['Se hace en las sesiones de evaluación', "Es fa a les sessions d'avaluació"],
        [
          'Hay un protocolo con indicadores de alerta y un plan de intervención',
          "Hi ha un protocol amb indicadors d'alerta i un pla d'intervenció",
        ],
      ],
    ),
    escala(
      5,
      'La orientación tiene en cuenta la perspectiva de género para evitar estereotipos en la elección de estudios.',
      "L'orientació té en compte la perspectiva de gènere per evitar estereotips en l'elecció d'estudis.",
      ACUERDO,
    ),
  ],
};
