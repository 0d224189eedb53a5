import type { ClaveSeed } from './types';
import { ACUERDO, escala, GRADO, multiple, unica } from './questions';

/** Key 7: Experiencias en el lugar de trabajo. */
export const WORKPLACE_EXPERIENCES_KEY: ClaveSeed = {
  orden: 7,
  titulo: 'Experiencias en el lugar de trabajo',
  titulo_ca: 'Experiències al lloc de treball',
  descripcion:
    'El alumnado vive de primera mano cómo se trabaja, con visitas, estancias y jornadas de observación en empresas y entidades, preparadas antes y valoradas después.',
  descripcion_ca:
    "L'alumnat viu de primera mà com es treballa, amb visites, estades i jornades d'observació en empreses i entitats, preparades abans i valorades després.",
  colorId: 7,
  preguntas: [
    unica(
      1,
      '¿Qué parte del alumnado vive una experiencia en un lugar de trabajo antes de acabar la etapa?',
      "Quina part de l'alumnat viu una experiència en un lloc de treball abans d'acabar l'etapa?",
      [
        ['Ningún estudiante', 'Cap estudiant'],
        [
          'Solo quien la busca por su cuenta',
          'Només qui la cerca pel seu compte',
        ],
        [
          'Algunos grupos o itinerarios',
          'Alguns grups o itineraris',
        ],
        ['Todo el alumnado', "Tot l'alumnat"],
      ],
    ),
    multiple(
      2,
      '¿Qué experiencias en lugares de trabajo ofrece el centro?',
      'Quines experiències en llocs de treball ofereix el centre?',
      [
        ['Visitas guiadas a empresas', 'Visites guiades a empreses'],
        [
          'Jornadas de acompañamiento a un profesional',
          "Jornades d'acompanyament a un professional",
        ],
        [
          'Estancias de varios días en empresas o entidades',
          'Estades de diversos dies en empreses o entitats',
        ],
        [
          'Aprendizaje-servicio en entidades del barrio',
          'Aprenentatge servei en entitats del barri',
        ],
        [
          'Visitas virtuales a centros de trabajo',
          'Visites virtuals a centres de treball',
        ],
        [
          'Prácticas en empresas en la formación profesional',
          'Pràctiques en empreses a la formació professional',
        ],
      ],
    ),
    escala(
      3,
      'Las experiencias en lugares de trabajo se preparan en clase antes y se valoran después.',
      'Les experiències en llocs de treball es preparen a classe abans i es valoren després.',
      ACUERDO,
    ),
    escala(
      4,
      '¿En qué medida las experiencias responden a los intereses de cada estudiante?',
      'En quina mesura les experiències responen als interessos de cada estudiant?',
      GRADO,
    ),
    escala(
      5,
      '¿En qué medida las empresas y entidades valoran las experiencias junto con el centro?',
      'En quina mesura les empreses i entitats valoren les experiències juntament amb el centre?',
      GRADO,
    ),
  ],
};
