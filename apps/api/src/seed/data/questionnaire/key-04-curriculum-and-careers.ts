import type { ClaveSeed } from './types';
import { ACUERDO, DESARROLLO, escala, FRECUENCIA, multiple, unica } from './questions';

/** Key 4: El currículo vinculado a las profesiones. */
export const CURRICULUM_AND_CAREERS_KEY: ClaveSeed = {
  orden: 4,
  titulo: 'El currículo vinculado a las profesiones',
  titulo_ca: 'El currículum vinculat a les professions',
  descripcion:
    'Todo el profesorado relaciona los contenidos de su materia con las profesiones y los estudios a los que conducen, de modo que el alumnado ve para qué sirve lo que aprende.',
  descripcion_ca:
    "Tot el professorat relaciona els continguts de la seva matèria amb les professions i els estudis als quals condueixen, de manera que l'alumnat veu per a què serveix el que aprèn.",
  colorId: 4,
  preguntas: [
    escala(
      1,
      '¿En qué fase está la inclusión de referencias a las profesiones en las programaciones didácticas?',
      'En quina fase és la inclusió de referències a les professions a les programacions didàctiques?',
      DESARROLLO,
    ),
    multiple(
      2,
      '¿De qué maneras se vincula el currículo con el mundo profesional?',
      'De quines maneres es vincula el currículum amb el món professional?',
      [
        [
          'Situaciones de aprendizaje basadas en retos reales de empresas o entidades',
          "Situacions d'aprenentatge basades en reptes reals d'empreses o entitats",
        ],
        [
          'Profesionales que explican en clase cómo aplican la materia',
          'Professionals que expliquen a classe com apliquen la matèria',
        ],
        [
          'Proyectos interdisciplinarios con un producto final útil para el entorno',
          "Projectes interdisciplinaris amb un producte final útil per a l'entorn",
        ],
        [
          'Actividades STEAM que muestran profesiones científicas y técnicas',
          'Activitats STEAM que mostren professions científiques i tècniques',
        ],
        [
          'Referencias a profesiones en los materiales de cada materia',
          'Referències a professions als materials de cada matèria',
        ],
        [
          'Proyectos de emprendimiento del alumnado',
          "Projectes d'emprenedoria de l'alumnat",
        ],
      ],
    ),
    unica(
      3,
      '¿Qué parte del profesorado relaciona su materia con las profesiones?',
      'Quina part del professorat relaciona la seva matèria amb les professions?',
      [
        ['Ningún docente de forma sistemática', 'Cap docent de manera sistemàtica'],
        [
          'Solo el profesorado de materias técnicas o de formación profesional',
          'Només el professorat de matèries tècniques o de formació professional',
        ],
        [
          'Algunos departamentos o equipos de ciclo',
          'Alguns departaments o equips de cicle',
        ],
        [
          'Todos los departamentos, de forma coordinada',
          'Tots els departaments, de manera coordinada',
        ],
      ],
    ),
    escala(
      4,
      'El alumnado sabe explicar qué profesiones se relacionan con las materias que estudia.',
      "L'alumnat sap explicar quines professions es relacionen amb les matèries que estudia.",
      ACUERDO,
    ),
    escala(
      5,
      '¿Con qué frecuencia se forma el profesorado para vincular su materia con las profesiones?',
      'Amb quina freqüència es forma el professorat per vincular la seva matèria amb les professions?',
      FRECUENCIA,
    ),
  ],
};
