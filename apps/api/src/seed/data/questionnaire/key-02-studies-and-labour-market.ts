import type { ClaveSeed } from './types';
import { DESARROLLO, escala, FRECUENCIA, GRADO, multiple, unica } from './questions';

/** Key 2: Información sobre estudios y mercado laboral. */
export const STUDIES_AND_LABOUR_MARKET_KEY: ClaveSeed = {
  orden: 2,
  titulo: 'Información sobre estudios y mercado laboral',
  titulo_ca: 'Informació sobre estudis i mercat laboral',
  descripcion:
    'El alumnado y sus familias disponen de información actualizada y fiable sobre los itinerarios formativos, las profesiones y la evolución del empleo, y saben interpretarla.',
  descripcion_ca:
    "L'alumnat i les seves famílies disposen d'informació actualitzada i fiable sobre els itineraris formatius, les professions i l'evolució de l'ocupació, i saben interpretar-la.",
  colorId: 2,
  preguntas: [
    escala(
      1,
      '¿Con qué frecuencia utiliza el alumnado información sobre estudios y profesiones en las sesiones de tutoría?',
      "Amb quina freqüència utilitza l'alumnat informació sobre estudis i professions a les sessions de tutoria?",
      FRECUENCIA,
    ),
    multiple(
      2,
      '¿Qué fuentes de información sobre estudios y empleo pone el centro a disposición del alumnado?',
      "Quines fonts d'informació sobre estudis i ocupació posa el centre a disposició de l'alumnat?",
      [
        [
          'Portales oficiales de orientación y de oferta formativa',
          "Portals oficials d'orientació i d'oferta formativa",
        ],
        [
          'Datos del servicio público de empleo sobre la demanda de profesiones',
          "Dades del servei públic d'ocupació sobre la demanda de professions",
        ],
        [
          'Guías de estudios de universidades y centros de formación profesional',
          "Guies d'estudis d'universitats i centres de formació professional",
        ],
        [
          'Herramientas en línea de autoconocimiento e intereses profesionales',
          "Eines en línia d'autoconeixement i interessos professionals",
        ],
        [
          'Testimonios de antiguos alumnos sobre sus estudios y trabajos',
          "Testimonis d'antics alumnes sobre els seus estudis i feines",
        ],
        [
          'Un espacio de orientación en la web o la biblioteca del centro',
          "Un espai d'orientació al web o a la biblioteca del centre",
        ],
      ],
    ),
    unica(
      3,
      '¿Cómo se mantiene actualizada la información sobre estudios y empleo que ofrece el centro?',
      "Com es manté actualitzada la informació sobre estudis i ocupació que ofereix el centre?",
      [
        ['No se revisa', 'No es revisa'],
        [
          'Se revisa cuando alguien detecta un error',
          "Es revisa quan algú hi detecta un error",
        ],
        [
          'Se revisa al inicio de cada curso',
          "Es revisa a l'inici de cada curs",
        ],
        [
          'Una persona la actualiza a lo largo del curso con datos oficiales',
          "Una persona l'actualitza al llarg del curs amb dades oficials",
        ],
      ],
    ),
    escala(
      4,
      '¿En qué medida el alumnado sabe interpretar datos sobre salidas profesionales, salarios y demanda de empleo?',
      "En quina mesura l'alumnat sap interpretar dades sobre sortides professionals, salaris i demanda d'ocupació?",
      GRADO,
    ),
    escala(
      5,
      '¿En qué fase está la información a las familias sobre las opciones formativas y laborales de sus hijos e hijas?',
      'En quina fase és la informació a les famílies sobre les opcions formatives i laborals dels seus fills i filles?',
      DESARROLLO,
    ),
  ],
};
