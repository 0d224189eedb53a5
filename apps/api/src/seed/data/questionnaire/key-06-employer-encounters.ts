import type { ClaveSeed } from './types';
import { ACUERDO, DESARROLLO, escala, FRECUENCIA, multiple, unica } from './questions';

/** Key 6: Encuentros con empleadores. */
export const EMPLOYER_ENCOUNTERS_KEY: ClaveSeed = {
  orden: 6,
  titulo: 'Encuentros con empleadores',
  titulo_ca: 'Trobades amb ocupadors',
  descripcion:
    'Cada estudiante tiene ocasiones de conocer a personas que trabajan en empresas, administraciones y entidades, para descubrir profesiones y lo que se espera de quien las ejerce.',
  descripcion_ca:
    "Cada estudiant té ocasions de conèixer persones que treballen en empreses, administracions i entitats, per descobrir professions i el que s'espera de qui les exerceix.",
  colorId: 6,
  preguntas: [
    escala(
      1,
      '¿En qué fase está el calendario de encuentros con empleadores para todos los cursos?',
      'En quina fase és el calendari de trobades amb ocupadors per a tots els cursos?',
      DESARROLLO,
    ),
    escala(
      2,
      '¿Con qué frecuencia participa cada estudiante en un encuentro con personas del mundo laboral?',
      'Amb quina freqüència participa cada estudiant en una trobada amb persones del món laboral?',
      FRECUENCIA,
    ),
    multiple(
      3,
      '¿Qué tipos de encuentros con empleadores organiza el centro?',
      "Quins tipus de trobades amb ocupadors organitza el centre?",
      [
        ['Charlas de profesionales en el aula', "Xerrades de professionals a l'aula"],
        ['Ferias o jornadas de profesiones', 'Fires o jornades de professions'],
        [
          'Simulaciones de entrevistas de trabajo con personal de empresas',
          "Simulacions d'entrevistes de feina amb personal d'empreses",
        ],
        [
          'Mentorías de profesionales a grupos de estudiantes',
          "Mentories de professionals a grups d'estudiants",
        ],
        [
          'Retos planteados por empresas que el alumnado resuelve en clase',
          "Reptes plantejats per empreses que l'alumnat resol a classe",
        ],
        [
          'Encuentros en línea con profesionales de otros lugares',
          "Trobades en línia amb professionals d'altres llocs",
        ],
      ],
    ),
    unica(
      4,
      '¿Cómo se eligen las empresas y los profesionales que participan?',
      'Com es trien les empreses i els professionals que hi participen?',
      [
        [
          'No participan empresas ni profesionales',
          'No hi participen empreses ni professionals',
        ],
        [
          'Según los contactos personales del profesorado',
          'Segons els contactes personals del professorat',
        ],
        [
          'A partir de una lista de colaboradores del centro',
          "A partir d'una llista de col·laboradors del centre",
        ],
        [
          'Según los intereses del alumnado y los sectores con más demanda de empleo',
          "Segons els interessos de l'alumnat i els sectors amb més demanda d'ocupació",
        ],
      ],
    ),
    escala(
      5,
      'Después de cada encuentro, el alumnado reflexiona sobre lo que ha aprendido y lo relaciona con sus planes.',
      "Després de cada trobada, l'alumnat reflexiona sobre el que ha après i ho relaciona amb els seus plans.",
      ACUERDO,
    ),
  ],
};
