import type { ClaveSeed } from './types';
import { DESARROLLO, escala, FRECUENCIA, GRADO, multiple, unica } from './questions';

/** Key 2: Enseñanza y aprendizaje. */
export const TEACHING_AND_LEARNING_KEY: ClaveSeed = {
  orden: 2,
  titulo: 'Enseñanza y aprendizaje',
  titulo_ca: 'Ensenyament i aprenentatge',
  descripcion:
    'La práctica docente se basa en metodologías activas y competenciales, coordinadas entre el profesorado y centradas en el aprendizaje del alumnado.',
  descripcion_ca:
    "La pràctica docent es basa en metodologies actives i competencials, coordinades entre el professorat i centrades en l'aprenentatge de l'alumnat.",
  colorId: 2,
  preguntas: [
    escala(
      1,
      '¿Con qué frecuencia se plantean situaciones de aprendizaje vinculadas a contextos reales?',
      "Amb quina freqüència es plantegen situacions d'aprenentatge vinculades a contextos reals?",
      FRECUENCIA,
    ),
    multiple(
      2,
      '¿Qué metodologías se utilizan de forma habitual en las aulas?',
      "Quines metodologies s'utilitzen de manera habitual a les aules?",
      [
        ['Aprendizaje basado en proyectos', 'Aprenentatge basat en projectes'],
        ['Aprendizaje cooperativo', 'Aprenentatge cooperatiu'],
        ['Aprendizaje-servicio', 'Aprenentatge servei'],
        [
          'Docencia compartida (dos docentes en el aula)',
          "Docència compartida (dos docents a l'aula)",
        ],
        ['Gamificación', 'Gamificació'],
        ['Clase invertida', 'Classe inversa'],
      ],
    ),
    unica(
      3,
      '¿Cómo se coordinan las programaciones didácticas entre los docentes de un mismo nivel?',
      "Com es coordinen les programacions didàctiques entre els docents d'un mateix nivell?",
      [
        ['No hay coordinación', 'No hi ha coordinació'],
        [
          'Se comparten los documentos, pero cada docente programa por su cuenta',
          'Es comparteixen els documents, però cada docent programa pel seu compte',
        ],
        ['Se acuerdan objetivos y criterios comunes', "S'acorden objectius i criteris comuns"],
        [
          'Se programan conjuntamente y se revisan cada trimestre',
          'Es programen conjuntament i es revisen cada trimestre',
        ],
      ],
    ),
    escala(
      4,
      '¿En qué medida se fomenta la autonomía del alumnado en la planificación de su propio aprendizaje?',
      "En quina mesura es fomenta l'autonomia de l'alumnat en la planificació del seu propi aprenentatge?",
      GRADO,
    ),
    escala(
      5,
      '¿Cuál es el grado de desarrollo del plan de lectura del centro?',
      'Quin és el grau de desenvolupament del pla de lectura del centre?',
      DESARROLLO,
    ),
  ],
};
