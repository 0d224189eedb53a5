import type { ClaveSeed } from './types';
import { ACUERDO, escala, FRECUENCIA, GRADO, multiple, unica } from './questions';

/** Key 1: Liderazgo y gestión del centro. */
export const LEADERSHIP_KEY: ClaveSeed = {
  orden: 1,
  titulo: 'Liderazgo y gestión del centro',
  titulo_ca: 'Lideratge i gestió del centre',
  descripcion:
    'El equipo directivo impulsa un proyecto educativo compartido, planifica la mejora y gestiona los recursos de forma eficaz.',
  descripcion_ca:
    "L'equip directiu impulsa un projecte educatiu compartit, planifica la millora i gestiona els recursos de manera eficaç.",
  colorId: 1,
  preguntas: [
    escala(
      1,
      '¿En qué medida el proyecto educativo del centro es conocido y compartido por toda la comunidad educativa?',
      'En quina mesura el projecte educatiu del centre és conegut i compartit per tota la comunitat educativa?',
      GRADO,
    ),
    unica(
      2,
      '¿Con qué periodicidad revisa el equipo directivo el plan de mejora del centro?',
      "Amb quina periodicitat revisa l'equip directiu el pla de millora del centre?",
      [
        ['No existe un plan de mejora', 'No hi ha cap pla de millora'],
        ['Solo al final del curso', 'Només al final del curs'],
        ['Una vez por trimestre', 'Un cop per trimestre'],
        [
          'De forma continua, con indicadores de seguimiento',
          'De manera contínua, amb indicadors de seguiment',
        ],
      ],
    ),
    escala(
      3,
      '¿Con qué frecuencia participa el claustro en la toma de decisiones pedagógicas relevantes?',
      'Amb quina freqüència participa el claustre en la presa de decisions pedagògiques rellevants?',
      FRECUENCIA,
    ),
    multiple(
      4,
      '¿Qué mecanismos utiliza el centro para distribuir el liderazgo?',
      'Quins mecanismes utilitza el centre per distribuir el lideratge?',
      [
        [
          'Coordinaciones pedagógicas con funciones definidas',
          'Coordinacions pedagògiques amb funcions definides',
        ],
        ['Equipos de trabajo por proyectos', 'Equips de treball per projectes'],
        ['Comisiones con participación del alumnado', "Comissions amb participació de l'alumnat"],
        [
          'Delegación de responsabilidades en los equipos de ciclo o departamento',
          'Delegació de responsabilitats en els equips de cicle o departament',
        ],
        [
          'Reuniones periódicas de coordinación entre etapas',
          'Reunions periòdiques de coordinació entre etapes',
        ],
      ],
    ),
    escala(
      5,
      'Los recursos materiales y humanos del centro se asignan según criterios pedagógicos explícitos.',
      "Els recursos materials i humans del centre s'assignen segons criteris pedagògics explícits.",
      ACUERDO,
    ),
  ],
};
