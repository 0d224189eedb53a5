import type { ClaveSeed } from './types';
import { ACUERDO, escala, FRECUENCIA, GRADO, multiple, unica } from './questions';

/** Key 3: Evaluación del alumnado. */
export const STUDENT_ASSESSMENT_KEY: ClaveSeed = {
  orden: 3,
  titulo: 'Evaluación del alumnado',
  titulo_ca: "Avaluació de l'alumnat",
  descripcion:
    'La evaluación es continua, formativa y se basa en criterios conocidos por el alumnado y por las familias.',
  descripcion_ca:
    "L'avaluació és contínua, formativa i es basa en criteris coneguts per l'alumnat i per les famílies.",
  colorId: 3,
  preguntas: [
    escala(
      1,
      'Los criterios de evaluación se comunican al alumnado al inicio de cada situación de aprendizaje.',
      "Els criteris d'avaluació es comuniquen a l'alumnat a l'inici de cada situació d'aprenentatge.",
      ACUERDO,
    ),
    multiple(
      2,
      '¿Qué instrumentos de evaluación se emplean habitualmente?',
      "Quins instruments d'avaluació s'empren habitualment?",
      [
        ['Rúbricas', 'Rúbriques'],
        ['Portafolios', 'Portafolis'],
        ['Listas de cotejo', 'Llistes de control'],
        ['Diarios de aprendizaje', "Diaris d'aprenentatge"],
        ['Pruebas escritas u orales', 'Proves escrites o orals'],
        ['Observación sistemática', 'Observació sistemàtica'],
      ],
    ),
    escala(
      3,
      '¿Con qué frecuencia participa el alumnado en procesos de autoevaluación y coevaluación?',
      "Amb quina freqüència participa l'alumnat en processos d'autoavaluació i coavaluació?",
      FRECUENCIA,
    ),
    unica(
      4,
      '¿Cómo se utilizan los resultados de la evaluación para mejorar la enseñanza?',
      "Com s'utilitzen els resultats de l'avaluació per millorar l'ensenyament?",
      [
        ['No se analizan', "No s'analitzen"],
        [
          'Se analizan solo en las sesiones de evaluación',
          "S'analitzen només a les sessions d'avaluació",
        ],
        [
          'Se analizan y cada equipo propone medidas de mejora',
          "S'analitzen i cada equip proposa mesures de millora",
        ],
        [
          'Se analizan, se aplican medidas de mejora y se evalúa su efecto',
          "S'analitzen, s'apliquen mesures de millora i se n'avalua l'efecte",
        ],
      ],
    ),
    escala(
      5,
      '¿En qué medida la retroalimentación que recibe el alumnado le ayuda a mejorar?',
      "En quina mesura la retroalimentació que rep l'alumnat l'ajuda a millorar?",
      GRADO,
    ),
  ],
};
