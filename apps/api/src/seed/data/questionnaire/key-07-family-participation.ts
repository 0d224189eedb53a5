import type { ClaveSeed } from './types';
import { ACUERDO, escala, GRADO, multiple, unica } from './questions';

/** Key 7: Participación de las familias. */
export const FAMILY_PARTICIPATION_KEY: ClaveSeed = {
  orden: 7,
  titulo: 'Participación de las familias',
  titulo_ca: 'Participació de les famílies',
  descripcion:
    'Las familias están informadas, participan en la vida del centro y colaboran en el proceso educativo de sus hijos e hijas.',
  descripcion_ca:
    'Les famílies estan informades, participen en la vida del centre i col·laboren en el procés educatiu dels seus fills i filles.',
  colorId: 7,
  preguntas: [
    unica(
      1,
      '¿Con qué frecuencia se reúne el tutor o la tutora individualmente con cada familia?',
      'Amb quina freqüència es reuneix el tutor o la tutora individualment amb cada família?',
      [
        ['Solo si hay un problema', 'Només si hi ha un problema'],
        ['Una vez por curso', 'Un cop per curs'],
        ['Una vez por trimestre', 'Un cop per trimestre'],
        [
          'Al menos una vez por trimestre y siempre que se necesita',
          'Almenys un cop per trimestre i sempre que cal',
        ],
      ],
    ),
    multiple(
      2,
      '¿Por qué vías participan las familias en el centro?',
      'Per quines vies participen les famílies al centre?',
      [
        ['Consejo escolar', 'Consell escolar'],
        ['Asociación de familias (AMPA/AFA)', 'Associació de famílies (AMPA/AFA)'],
        ['Familias delegadas de aula', "Famílies delegades d'aula"],
        [
          'Actividades en el aula (talleres, charlas, proyectos)',
          "Activitats a l'aula (tallers, xerrades, projectes)",
        ],
        [
          'Comisiones mixtas (convivencia, comedor, fiestas…)',
          'Comissions mixtes (convivència, menjador, festes…)',
        ],
        ['Escuela de familias', 'Escola de famílies'],
      ],
    ),
    escala(
      3,
      'Las familias reciben información clara y a tiempo sobre el progreso de sus hijos e hijas.',
      'Les famílies reben informació clara i a temps sobre el progrés dels seus fills i filles.',
      ACUERDO,
    ),
    escala(
      4,
      '¿En qué medida se tienen en cuenta las aportaciones de las familias en las decisiones del centro?',
      'En quina mesura es tenen en compte les aportacions de les famílies en les decisions del centre?',
      GRADO,
    ),
    escala(
      5,
      '¿En qué medida se facilita la participación de las familias con dificultades de idioma, horario o conectividad?',
      "En quina mesura es facilita la participació de les famílies amb dificultats d'idioma, d'horari o de connectivitat?",
      GRADO,
    ),
  ],
};
