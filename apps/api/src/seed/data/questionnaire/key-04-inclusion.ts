import type { ClaveSeed } from './types';
import { ACUERDO, DESARROLLO, escala, FRECUENCIA, multiple, unica } from './questions';

/** Key 4: Inclusión y atención a la diversidad. */
export const INCLUSION_KEY: ClaveSeed = {
  orden: 4,
  titulo: 'Inclusión y atención a la diversidad',
  titulo_ca: 'Inclusió i atenció a la diversitat',
  descripcion:
    'El centro identifica las barreras para el aprendizaje y la participación y ofrece a todo el alumnado una respuesta ajustada a sus necesidades.',
  descripcion_ca:
    "El centre identifica les barreres per a l'aprenentatge i la participació i ofereix a tot l'alumnat una resposta ajustada a les seves necessitats.",
  colorId: 4,
  preguntas: [
    escala(
      1,
      '¿Cuál es el grado de aplicación del Diseño Universal para el Aprendizaje (DUA) en la programación de aula?',
      "Quin és el grau d'aplicació del Disseny Universal per a l'Aprenentatge (DUA) en la programació d'aula?",
      DESARROLLO,
    ),
    multiple(
      2,
      '¿Qué medidas de atención a la diversidad se aplican en el centro?',
      "Quines mesures d'atenció a la diversitat s'apliquen al centre?",
      [
        ['Refuerzo educativo dentro del aula', "Reforç educatiu dins de l'aula"],
        ['Desdobles o agrupamientos flexibles', 'Desdoblaments o agrupaments flexibles'],
        ['Planes individualizados', 'Plans individualitzats'],
        ['Programas de diversificación curricular', 'Programes de diversificació curricular'],
        [
          'Apoyo del profesorado especialista (PT y AL)',
          'Suport del professorat especialista (PT i AL)',
        ],
        [
          'Acogida lingüística para el alumnado recién llegado',
          "Acollida lingüística per a l'alumnat nouvingut",
        ],
      ],
    ),
    unica(
      3,
      '¿Cómo se detectan las necesidades educativas del alumnado?',
      "Com es detecten les necessitats educatives de l'alumnat?",
      [
        ['Solo cuando la familia lo comunica', 'Només quan la família ho comunica'],
        [
          'Cuando el tutor o la tutora detecta dificultades',
          'Quan el tutor o la tutora detecta dificultats',
        ],
        [
          'Mediante un protocolo de detección coordinado con el servicio de orientación',
          "Mitjançant un protocol de detecció coordinat amb el servei d'orientació",
        ],
        [
          'Mediante un protocolo sistemático de detección temprana, revisado cada curso',
          'Mitjançant un protocol sistemàtic de detecció precoç, revisat cada curs',
        ],
      ],
    ),
    escala(
      4,
      'Los espacios, los materiales y las comunicaciones del centro son accesibles para todo el alumnado.',
      "Els espais, els materials i les comunicacions del centre són accessibles per a tot l'alumnat.",
      ACUERDO,
    ),
    escala(
      5,
      '¿Con qué frecuencia se coordinan el profesorado tutor y el profesorado de apoyo?',
      'Amb quina freqüència es coordinen el professorat tutor i el professorat de suport?',
      FRECUENCIA,
    ),
  ],
};
