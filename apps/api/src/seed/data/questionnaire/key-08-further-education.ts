import type { ClaveSeed } from './types';
import { DESARROLLO, escala, FRECUENCIA, GRADO, multiple, unica } from './questions';

/** Key 8: Encuentros con la educación y la formación postobligatorias. */
export const FURTHER_EDUCATION_KEY: ClaveSeed = {
  orden: 8,
  titulo: 'Encuentros con la educación y la formación postobligatorias',
  titulo_ca: "Trobades amb l'educació i la formació postobligatòries",
  descripcion:
    'El alumnado conoce de cerca todas las vías que se abren tras la etapa (bachillerato, formación profesional, universidad, enseñanzas artísticas y deportivas, formación para el empleo) y las valora sin prejuicios.',
  descripcion_ca:
    "L'alumnat coneix de prop totes les vies que s'obren després de l'etapa (batxillerat, formació professional, universitat, ensenyaments artístics i esportius, formació per a l'ocupació) i les valora sense prejudicis.",
  colorId: 8,
  preguntas: [
    unica(
      1,
      '¿Qué vías formativas se presentan al alumnado antes de terminar la etapa?',
      "Quines vies formatives es presenten a l'alumnat abans d'acabar l'etapa?",
      [
        ['Ninguna de forma organizada', 'Cap de manera organitzada'],
        [
          'Solo las que ofrece el propio centro',
          'Només les que ofereix el mateix centre',
        ],
        [
          'Las más solicitadas, bachillerato y formación profesional',
          'Les més sol·licitades, batxillerat i formació professional',
        ],
        [
          'Todas las vías, con la misma dedicación a cada una',
          'Totes les vies, amb la mateixa dedicació a cadascuna',
        ],
      ],
    ),
    escala(
      2,
      '¿En qué medida conoce el alumnado los requisitos de acceso y las becas de los estudios que le interesan?',
      "En quina mesura coneix l'alumnat els requisits d'accés i les beques dels estudis que li interessen?",
      GRADO,
    ),
    multiple(
      3,
      '¿Qué encuentros con centros de educación y formación postobligatorias organiza el centro?',
      "Quines trobades amb centres d'educació i formació postobligatòries organitza el centre?",
      [
        [
          'Visitas a institutos y centros de formación profesional',
          'Visites a instituts i centres de formació professional',
        ],
        ['Visitas a universidades', 'Visites a universitats'],
        [
          'Charlas de estudiantes de esas enseñanzas',
          "Xerrades d'estudiants d'aquests ensenyaments",
        ],
        [
          'Clases abiertas o talleres en esos centros',
          'Classes obertes o tallers en aquests centres',
        ],
        [
          'Ferias de estudios de la zona',
          "Fires d'estudis de la zona",
        ],
        [
          'Información sobre enseñanzas artísticas y deportivas',
          'Informació sobre ensenyaments artístics i esportius',
        ],
      ],
    ),
    escala(
      4,
      '¿Con qué frecuencia participa cada estudiante en un encuentro con un centro de estudios postobligatorios?',
      "Amb quina freqüència participa cada estudiant en una trobada amb un centre d'estudis postobligatoris?",
      FRECUENCIA,
    ),
    escala(
      5,
      '¿En qué fase está la coordinación con los centros que reciben al alumnado al acabar la etapa?',
      "En quina fase és la coordinació amb els centres que reben l'alumnat en acabar l'etapa?",
      DESARROLLO,
    ),
  ],
};
