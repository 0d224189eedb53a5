import type { ClaveSeed } from './types';
import { DESARROLLO, escala, FRECUENCIA, GRADO, multiple, unica } from './questions';

/** Key 8: Formación del profesorado. */
export const TEACHER_TRAINING_KEY: ClaveSeed = {
  orden: 8,
  titulo: 'Formación del profesorado',
  titulo_ca: 'Formació del professorat',
  descripcion:
    'El centro planifica la formación del profesorado a partir de sus necesidades y traslada lo aprendido a la práctica del aula.',
  descripcion_ca:
    "El centre planifica la formació del professorat a partir de les seves necessitats i trasllada el que s'ha après a la pràctica de l'aula.",
  colorId: 8,
  preguntas: [
    unica(
      1,
      '¿Cómo se elabora el plan de formación del centro?',
      "Com s'elabora el pla de formació del centre?",
      [
        ['No existe un plan de formación', 'No hi ha cap pla de formació'],
        [
          'Cada docente elige su formación de manera individual',
          'Cada docent tria la seva formació de manera individual',
        ],
        [
          'A partir de un análisis de las necesidades del claustro',
          "A partir d'una anàlisi de les necessitats del claustre",
        ],
        [
          'A partir de un análisis de necesidades vinculado al plan de mejora',
          "A partir d'una anàlisi de necessitats vinculada al pla de millora",
        ],
      ],
    ),
    escala(
      2,
      '¿En qué medida la formación realizada se traslada a la práctica del aula?',
      "En quina mesura la formació feta es trasllada a la pràctica de l'aula?",
      GRADO,
    ),
    multiple(
      3,
      '¿Qué modalidades de formación se han desarrollado en el centro durante el curso?',
      "Quines modalitats de formació s'han desenvolupat al centre durant el curs?",
      [
        ['Formación en centro', 'Formació en centre'],
        ['Seminarios o grupos de trabajo', 'Seminaris o grups de treball'],
        ['Cursos en línea', 'Cursos en línia'],
        ['Observación entre iguales', 'Observació entre iguals'],
        ['Proyectos de innovación', "Projectes d'innovació"],
        ['Estancias o intercambios (Erasmus+)', 'Estades o intercanvis (Erasmus+)'],
      ],
    ),
    escala(
      4,
      '¿Con qué frecuencia comparte el profesorado buenas prácticas en los espacios de coordinación?',
      'Amb quina freqüència comparteix el professorat bones pràctiques als espais de coordinació?',
      FRECUENCIA,
    ),
    escala(
      5,
      '¿Cuál es el grado de desarrollo del plan de acogida del profesorado de nueva incorporación?',
      "Quin és el grau de desenvolupament del pla d'acollida del professorat de nova incorporació?",
      DESARROLLO,
    ),
  ],
};
