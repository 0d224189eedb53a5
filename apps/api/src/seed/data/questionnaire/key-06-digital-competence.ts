import type { ClaveSeed } from './types';
import { ACUERDO, DESARROLLO, escala, FRECUENCIA, multiple, unica } from './questions';

/** Key 6: Competencia digital. */
export const DIGITAL_COMPETENCE_KEY: ClaveSeed = {
  orden: 6,
  titulo: 'Competencia digital',
  titulo_ca: 'Competència digital',
  descripcion:
    'El centro integra las tecnologías digitales en la enseñanza, la gestión y la comunicación, y desarrolla la competencia digital de toda la comunidad educativa.',
  descripcion_ca:
    "El centre integra les tecnologies digitals en l'ensenyament, la gestió i la comunicació, i desenvolupa la competència digital de tota la comunitat educativa.",
  colorId: 6,
  preguntas: [
    escala(
      1,
      '¿Cuál es el grado de implantación del Plan Digital de Centro?',
      "Quin és el grau d'implantació del Pla Digital de Centre?",
      DESARROLLO,
    ),
    escala(
      2,
      '¿Con qué frecuencia utiliza el alumnado herramientas digitales para crear contenidos, y no solo para consultarlos?',
      "Amb quina freqüència utilitza l'alumnat eines digitals per crear continguts, i no només per consultar-los?",
      FRECUENCIA,
    ),
    multiple(
      3,
      '¿Qué aspectos de la ciudadanía digital se trabajan con el alumnado?',
      "Quins aspectes de la ciutadania digital es treballen amb l'alumnat?",
      [
        ['Identidad y huella digital', 'Identitat i petjada digital'],
        ['Protección de datos y privacidad', 'Protecció de dades i privacitat'],
        [
          'Uso seguro y responsable de las redes sociales',
          'Ús segur i responsable de les xarxes socials',
        ],
        [
          'Evaluación crítica de la información y detección de bulos',
          'Avaluació crítica de la informació i detecció de notícies falses',
        ],
        ['Derechos de autor y licencias', "Drets d'autor i llicències"],
        [
          'Bienestar digital y uso equilibrado de las pantallas',
          'Benestar digital i ús equilibrat de les pantalles',
        ],
      ],
    ),
    unica(
      4,
      '¿Qué nivel de competencia digital docente tiene acreditado la mayoría del claustro?',
      'Quin nivell de competència digital docent té acreditat la majoria del claustre?',
      [
        ['Ningún nivel acreditado', 'Cap nivell acreditat'],
        ['Acceso (A1–A2)', 'Accés (A1–A2)'],
        ['Profundización (B1–B2)', 'Aprofundiment (B1–B2)'],
        ['Transformación (C1–C2)', 'Transformació (C1–C2)'],
      ],
    ),
    escala(
      5,
      'El centro dispone de dispositivos y conectividad suficientes para el uso didáctico de la tecnología.',
      "El centre disposa de dispositius i connectivitat suficients per a l'ús didàctic de la tecnologia.",
      ACUERDO,
    ),
  ],
};
