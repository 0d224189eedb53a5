import type { ClaveSeed } from './types';
import { ACUERDO, DESARROLLO, escala, FRECUENCIA, multiple, unica } from './questions';

/** Key 5: Las familias. */
export const FAMILIES_KEY: ClaveSeed = {
  orden: 5,
  titulo: 'Las familias',
  titulo_ca: 'Les famílies',
  descripcion:
    'El centro implica a las familias en la orientación de sus hijos e hijas: les informa de las opciones, les ayuda a acompañar sus decisiones y aprovecha su experiencia profesional.',
  descripcion_ca:
    "El centre implica les famílies en l'orientació dels seus fills i filles: les informa de les opcions, les ajuda a acompanyar-ne les decisions i aprofita la seva experiència professional.",
  colorId: 5,
  preguntas: [
    escala(
      1,
      'Las familias se sienten preparadas para acompañar las decisiones académicas y profesionales de sus hijos e hijas.',
      'Les famílies se senten preparades per acompanyar les decisions acadèmiques i professionals dels seus fills i filles.',
      ACUERDO,
    ),
    unica(
      2,
      '¿Cómo participan las familias en las decisiones de orientación al final de cada etapa?',
      "Com participen les famílies en les decisions d'orientació al final de cada etapa?",
      [
        [
          'Reciben el consejo orientador sin más explicación',
          "Reben el consell orientador sense cap més explicació",
        ],
        [
          'Pueden pedir una entrevista si lo desean',
          'Poden demanar una entrevista si ho volen',
        ],
        [
          'Se las cita a una reunión informativa general',
          'Se les convoca a una reunió informativa general',
        ],
        [
          'Mantienen una entrevista individual con la tutoría antes de cada decisión',
          'Mantenen una entrevista individual amb la tutoria abans de cada decisió',
        ],
      ],
    ),
    multiple(
      3,
      '¿Qué actividades de orientación ofrece el centro a las familias?',
      "Quines activitats d'orientació ofereix el centre a les famílies?",
      [
        [
          'Sesiones informativas sobre itinerarios y becas',
          'Sessions informatives sobre itineraris i beques',
        ],
        [
          'Materiales de orientación en las lenguas de las familias',
          "Materials d'orientació en les llengües de les famílies",
        ],
        [
          'Familias que presentan su profesión al alumnado',
          "Famílies que presenten la seva professió a l'alumnat",
        ],
        [
          'Invitación a las jornadas de puertas abiertas de otros centros',
          "Invitació a les jornades de portes obertes d'altres centres",
        ],
        [
          'Talleres para acompañar la toma de decisiones en casa',
          'Tallers per acompanyar la presa de decisions a casa',
        ],
      ],
    ),
    escala(
      4,
      '¿Con qué frecuencia se informa a las familias de las actividades de orientación en que participan sus hijos e hijas?',
      "Amb quina freqüència s'informa les famílies de les activitats d'orientació en què participen els seus fills i filles?",
      FRECUENCIA,
    ),
    escala(
      5,
      '¿En qué fase está la colaboración con la asociación de familias en la orientación?',
      "En quina fase és la col·laboració amb l'associació de famílies en l'orientació?",
      DESARROLLO,
    ),
  ],
};
