import type { LanguageCode } from '@eval/contracts/common';
import type { DemoFile } from '../demo-files';

/**
 * The demo's programme content (spec §2: Contenidos, Feedback, Recursos, Toolkits, Documentos),
 * in Spanish and Catalan, as a programme team would have written it. Keys are referred to by
 * their order (1–10, data/catalogue.ts), perspectives and material types by their seeded ids
 * (data/resource-lists.ts), courses by their ids (CURSOS).
 */

/**
 * Free-form contents (JSON): the texts the centre-facing pages show, by section. PostgreSQL's
 * jsonb orders keys by length, and the list shows the start of each payload: `titulo` is the
 * shortest key, so each row starts with its title.
 */
export function demoContenidos(schoolYear: string): Record<LanguageCode, readonly object[]> {
  return {
    ES: [
      {
        seccion: 'portada',
        titulo: 'Bienvenida al programa de autoevaluación',
        contenido:
          'Este espacio acompaña a vuestro centro durante la autoevaluación: aquí encontraréis el cuestionario, los recursos y el informe con vuestros resultados.',
      },
      {
        seccion: 'instrucciones',
        titulo: 'Cómo completar la autoevaluación',
        instrucciones: [
          'Leed juntos la guía de autoevaluación.',
          'Responded las preguntas de cada clave por consenso del equipo.',
          'Marcad «No procede» solo si la pregunta no se aplica a vuestro centro.',
          'Cuando todas las claves estén al 100 %, enviad la evaluación.',
        ],
      },
      {
        seccion: 'calendario',
        titulo: `Calendario del curso ${schoolYear}`,
        calendario: [
          { periodo: 'septiembre–octubre', texto: 'Formación del equipo y lectura de la guía' },
          { periodo: 'noviembre–febrero', texto: 'Respuesta al cuestionario' },
          { periodo: 'marzo', texto: 'Envío de la evaluación e informe de resultados' },
          { periodo: 'abril–junio', texto: 'Elaboración del plan de mejora' },
        ],
      },
      {
        seccion: 'preguntas-frecuentes',
        titulo: 'Preguntas frecuentes',
        preguntas: [
          {
            pregunta: '¿Quién responde el cuestionario?',
            respuesta: 'La coordinación del centro, con el equipo directivo y el claustro.',
          },
          {
            pregunta: '¿Puedo cambiar una respuesta?',
            respuesta: 'Sí, mientras la evaluación no se haya enviado.',
          },
          {
            pregunta: '¿Quién ve los resultados?',
            respuesta: 'El centro y el equipo del programa; nunca se publican por centro.',
          },
        ],
      },
      {
        seccion: 'proteccion-de-datos',
        titulo: 'Protección de datos',
        contenido:
          'Los datos de las personas usuarias se tratan solo para gestionar el programa y se conservan mientras el centro participe en él.',
      },
    ],
    CA: [
      {
        seccion: 'portada',
        titulo: "Benvinguda al programa d'autoavaluació",
        contenido:
          "Aquest espai acompanya el vostre centre durant l'autoavaluació: hi trobareu el qüestionari, els recursos i l'informe amb els vostres resultats.",
      },
      {
        seccion: 'instruccions',
        titulo: "Com completar l'autoavaluació",
        instruccions: [
          "Llegiu junts la guia d'autoavaluació.",
          "Responeu les preguntes de cada clau per consens de l'equip.",
          "Marqueu «No escau» només si la pregunta no s'aplica al vostre centre.",
          "Quan totes les claus siguin al 100 %, envieu l'avaluació.",
        ],
      },
      {
        seccion: 'calendari',
        titulo: `Calendari del curs ${schoolYear}`,
        calendari: [
          { periode: 'setembre–octubre', text: "Formació de l'equip i lectura de la guia" },
          { periode: 'novembre–febrer', text: 'Resposta al qüestionari' },
          { periode: 'març', text: "Enviament de l'avaluació i informe de resultats" },
          { periode: 'abril–juny', text: 'Elaboració del pla de millora' },
        ],
      },
      {
        seccion: 'preguntes-frequents',
        titulo: 'Preguntes freqüents',
        preguntes_frequents: [
          {
            pregunta: 'Qui respon el qüestionari?',
            resposta: "La coordinació del centre, amb l'equip directiu i el claustre.",
          },
          {
            pregunta: 'Puc canviar una resposta?',
            resposta: "Sí, mentre l'avaluació no s'hagi enviat.",
          },
        ],
      },
    ],
  };
}

/**
 * The score bands of every key's feedback; what a centre reads in each, per key and language,
 * is KEY_FEEDBACK's (data/key-feedback.ts), in this order.
 */
export const FEEDBACK_BANDS: readonly { minimo: number; maximo: number }[] = [
  { minimo: 0, maximo: 49 },
  { minimo: 50, maximo: 79 },
  { minimo: 80, maximo: 100 },
];

/** A demo resource; `centreExperience` ones belong to a demo centre and carry its logo. */
export interface DemoRecurso {
  language: LanguageCode;
  titulo: string;
  descripcion: string;
  url: string;
  perspectiva: number;
  tipoMaterial: number;
  claveOrden: number;
  cursos: readonly number[];
  /** Its document, downloaded under the file's own name (demo-files.ts). */
  document?: DemoFile;
  centreExperience?: boolean;
}

export const DEMO_RECURSOS: readonly DemoRecurso[] = [
  {
    language: 'ES',
    titulo: 'Plantilla del plan de mejora',
    descripcion:
      'Documento para convertir los resultados de una clave en acciones con responsables, plazos e indicadores.',
    url: '',
    perspectiva: 4,
    tipoMaterial: 3,
    claveOrden: 1,
    cursos: [],
    document: 'planTemplate',
  },
  {
    language: 'ES',
    titulo: 'Cuestionario de intereses profesionales',
    descripcion:
      'Cuestionario para ESO con el que cada estudiante explora sus intereses y lo comenta después en la tutoría.',
    url: 'https://www.educacionfpydeportes.gob.es',
    perspectiva: 1,
    tipoMaterial: 3,
    claveOrden: 3,
    cursos: [10, 11, 12, 13],
  },
  {
    language: 'ES',
    titulo: 'Semana de las profesiones: la experiencia de nuestro centro',
    descripcion:
      'Cómo organizamos una semana en la que familias y comercios del barrio presentan su trabajo en cada clase de primaria, y qué aprendió el alumnado.',
    url: '',
    perspectiva: 5,
    tipoMaterial: 6,
    claveOrden: 6,
    cursos: [4, 5, 6, 7, 8, 9],
    centreExperience: true,
  },
  {
    language: 'ES',
    titulo: 'Las profesiones en cada materia',
    descripcion:
      'Curso en línea para el profesorado: cómo relacionar los contenidos de su materia con las profesiones y los estudios a los que conducen.',
    url: 'https://intef.es',
    perspectiva: 2,
    tipoMaterial: 5,
    claveOrden: 4,
    cursos: [],
  },
  {
    language: 'ES',
    titulo: 'Las familias ante el consejo orientador',
    descripcion:
      'Vídeo de veinte minutos con pautas para preparar con cada familia la entrevista previa al consejo orientador.',
    url: 'https://www.youtube.com',
    perspectiva: 3,
    tipoMaterial: 2,
    claveOrden: 5,
    cursos: [],
  },
  {
    language: 'ES',
    titulo: 'La entrevista de orientación personal',
    descripcion:
      'Artículo sobre cómo preparar, conducir y cerrar con un plan personal de pasos concretos una entrevista de orientación.',
    url: '',
    perspectiva: 2,
    tipoMaterial: 4,
    claveOrden: 9,
    cursos: [12, 13],
  },
  {
    language: 'CA',
    titulo: "Guia d'autoavaluació del centre",
    descripcion: "Les deu claus, com es respon el qüestionari i el calendari de l'avaluació.",
    url: '',
    perspectiva: 4,
    tipoMaterial: 1,
    claveOrden: 1,
    cursos: [],
    document: 'guideCa',
  },
  {
    language: 'CA',
    titulo: 'Famílies que expliquen el seu ofici',
    descripcion:
      "Com vam convidar les famílies a explicar el seu ofici a les classes i què ha aportat a la relació amb elles i a les idees de futur de l'alumnat.",
    url: '',
    perspectiva: 3,
    tipoMaterial: 6,
    claveOrden: 5,
    cursos: [1, 2, 3, 4, 5],
    centreExperience: true,
  },
  {
    language: 'CA',
    titulo: "Qüestionari d'interessos professionals",
    descripcion:
      "Qüestionari per a l'ESO perquè cada estudiant explori els seus interessos i en parli després a la tutoria.",
    url: '',
    perspectiva: 1,
    tipoMaterial: 3,
    claveOrden: 3,
    cursos: [10, 11, 12, 13],
  },
];

export interface DemoToolkit {
  language: LanguageCode;
  titulo: string;
  descripcion: string;
  url: string;
  /** Its file, downloaded under the file's own name (demo-files.ts). */
  file?: DemoFile;
}

export const DEMO_TOOLKITS: readonly DemoToolkit[] = [
  {
    language: 'ES',
    titulo: 'Kit de inicio de la autoevaluación',
    descripcion: 'La guía del programa y el calendario para la primera reunión del equipo.',
    url: '',
    file: 'guideEs',
  },
  {
    language: 'ES',
    titulo: 'Kit para la sesión de claustro',
    descripcion:
      'Presentación y dinámica de 50 minutos para responder una clave en grupo y llegar a consenso.',
    url: 'https://www.educacionfpydeportes.gob.es',
  },
  {
    language: 'ES',
    titulo: 'Kit del plan de mejora',
    descripcion: 'Plantilla y ejemplos para pasar de los resultados a las acciones.',
    url: '',
    file: 'planTemplate',
  },
  {
    language: 'CA',
    titulo: "Kit d'inici de l'autoavaluació",
    descripcion: "La guia del programa i el calendari per a la primera reunió de l'equip.",
    url: '',
    file: 'guideCa',
  },
  {
    language: 'CA',
    titulo: 'Kit per a la sessió de claustre',
    descripcion: 'Dinàmica de 50 minuts per respondre una clau en grup i arribar a un consens.',
    url: '',
  },
];

/** Documentos, each downloaded under its file's own name (demo-files.ts). */
export const DEMO_DOCUMENTOS: readonly { nombre: string; file: DemoFile }[] = [
  { nombre: 'Guía de autoevaluación del centro', file: 'guideEs' },
  { nombre: "Guia d'autoavaluació del centre", file: 'guideCa' },
  { nombre: 'Plantilla del plan de mejora', file: 'planTemplate' },
];

/** The guide every key gets in each language where no other resource covers it. */
export const KEY_GUIDE: Record<
  LanguageCode,
  { titulo: (clave: string) => string; descripcion: (clave: string) => string }
> = {
  ES: {
    titulo: (clave) => `Guía de la clave «${clave}»`,
    descripcion: (clave) =>
      `Ideas, ejemplos de centros y preguntas para el claustro para avanzar en «${clave}».`,
  },
  CA: {
    titulo: (clave) => `Guia de la clau «${clave}»`,
    descripcion: (clave) =>
      `Idees, exemples de centres i preguntes per al claustre per avançar a «${clave}».`,
  },
};
