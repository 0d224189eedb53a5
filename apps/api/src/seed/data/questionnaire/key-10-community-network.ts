import type { ClaveSeed } from './types';
import { ACUERDO, DESARROLLO, escala, FRECUENCIA, multiple, unica } from './questions';

/** Key 10: La red del centro con su entorno. */
export const COMMUNITY_NETWORK_KEY: ClaveSeed = {
  orden: 10,
  titulo: 'La red del centro con su entorno',
  titulo_ca: 'La xarxa del centre amb el seu entorn',
  descripcion:
    'El centro forma parte de una red estable con ayuntamientos, servicios de empleo, empresas, entidades sociales y otros centros educativos, que comparten recursos y objetivos de orientación.',
  descripcion_ca:
    "El centre forma part d'una xarxa estable amb ajuntaments, serveis d'ocupació, empreses, entitats socials i altres centres educatius, que comparteixen recursos i objectius d'orientació.",
  colorId: 10,
  preguntas: [
    escala(
      1,
      '¿En qué fase están los acuerdos de colaboración del centro con entidades del entorno para la orientación?',
      "En quina fase són els acords de col·laboració del centre amb entitats de l'entorn per a l'orientació?",
      DESARROLLO,
    ),
    multiple(
      2,
      '¿Con qué agentes del entorno colabora el centro en la orientación?',
      "Amb quins agents de l'entorn col·labora el centre en l'orientació?",
      [
        ['Ayuntamiento y servicios municipales', 'Ajuntament i serveis municipals'],
        [
          'Servicio público de empleo',
          "Servei públic d'ocupació",
        ],
        [
          'Cámaras de comercio y asociaciones empresariales',
          'Cambres de comerç i associacions empresarials',
        ],
        [
          'Entidades sociales y juveniles',
          'Entitats socials i juvenils',
        ],
        [
          'Otros centros educativos de la zona',
          'Altres centres educatius de la zona',
        ],
      ],
    ),
    escala(
      3,
      '¿Con qué frecuencia se reúne el centro con sus colaboradores para planificar la orientación?',
      "Amb quina freqüència es reuneix el centre amb els seus col·laboradors per planificar l'orientació?",
      FRECUENCIA,
    ),
    unica(
      4,
      '¿Quién mantiene la relación con los colaboradores del entorno?',
      "Qui manté la relació amb els col·laboradors de l'entorn?",
      [
        ['Nadie de forma estable', 'Ningú de manera estable'],
        [
          'Cada docente con sus propios contactos',
          'Cada docent amb els seus propis contactes',
        ],
        [
          'El departamento de orientación, sin tiempo asignado',
          "El departament d'orientació, sense temps assignat",
        ],
        [
          'Una persona responsable, con tiempo asignado y un registro de colaboradores',
          'Una persona responsable, amb temps assignat i un registre de col·laboradors',
        ],
      ],
    ),
    escala(
      5,
      'Las entidades del entorno consideran al centro un socio fiable en la orientación de los jóvenes.',
      "Les entitats de l'entorn consideren el centre un soci fiable en l'orientació dels joves.",
      ACUERDO,
    ),
  ],
};
