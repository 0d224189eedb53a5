import type { ClaveSeed } from './types';
import { ACUERDO, escala, FRECUENCIA, GRADO, multiple, unica } from './questions';

/** Key 9: Comunicación y relación con el entorno. */
export const COMMUNICATION_WITH_THE_COMMUNITY_KEY: ClaveSeed = {
  orden: 9,
  titulo: 'Comunicación y relación con el entorno',
  titulo_ca: "Comunicació i relació amb l'entorn",
  descripcion:
    'El centro se comunica con eficacia y colabora con las instituciones, entidades y servicios de su entorno.',
  descripcion_ca:
    'El centre es comunica amb eficàcia i col·labora amb les institucions, entitats i serveis del seu entorn.',
  colorId: 9,
  preguntas: [
    multiple(
      1,
      '¿Con qué agentes del entorno colabora el centro de forma estable?',
      "Amb quins agents de l'entorn col·labora el centre de manera estable?",
      [
        ['Ayuntamiento', 'Ajuntament'],
        ['Servicios sociales y de salud', 'Serveis socials i de salut'],
        ['Entidades culturales y deportivas', 'Entitats culturals i esportives'],
        ['Empresas y entidades del tercer sector', 'Empreses i entitats del tercer sector'],
        ['Otros centros educativos', 'Altres centres educatius'],
        ['Universidades', 'Universitats'],
      ],
    ),
    escala(
      2,
      'La web y los canales oficiales del centro ofrecen información actualizada y accesible.',
      'El lloc web i els canals oficials del centre ofereixen informació actualitzada i accessible.',
      ACUERDO,
    ),
    unica(
      3,
      '¿Cómo se coordina el centro con las etapas educativas anteriores y posteriores?',
      'Com es coordina el centre amb les etapes educatives anteriors i posteriors?',
      [
        ['No hay coordinación', 'No hi ha coordinació'],
        [
          'Solo se intercambian informes del alumnado',
          "Només s'intercanvien informes de l'alumnat",
        ],
        ['Hay reuniones de traspaso cada curso', 'Hi ha reunions de traspàs cada curs'],
        [
          'Existe un plan de transición con actuaciones conjuntas',
          'Hi ha un pla de transició amb actuacions conjuntes',
        ],
      ],
    ),
    escala(
      4,
      '¿Con qué frecuencia se aprovechan los recursos del entorno (museos, espacios naturales, servicios) en las actividades de aprendizaje?',
      "Amb quina freqüència s'aprofiten els recursos de l'entorn (museus, espais naturals, serveis) en les activitats d'aprenentatge?",
      FRECUENCIA,
    ),
    escala(
      5,
      '¿En qué medida participa el centro en proyectos comunitarios del barrio o del municipio?',
      'En quina mesura participa el centre en projectes comunitaris del barri o del municipi?',
      GRADO,
    ),
  ],
};
