/**
 * Starting actions of the improvement plan, three per key, in Spanish and Catalan: what the plan
 * suggests for a centre's weakest keys, for a coordinator to adopt and adjust. Keys are referred
 * to by their order (1–10, data/catalogue.ts).
 */

export interface PlanSuggestionText {
  es: string;
  ca: string;
}

export const PLAN_SUGGESTIONS: readonly {
  claveOrden: number;
  acciones: readonly [PlanSuggestionText, PlanSuggestionText, PlanSuggestionText];
}[] = [
  {
    claveOrden: 1,
    acciones: [
      {
        es: 'Nombrar a una persona coordinadora de la orientación con horas asignadas en su horario.',
        ca: "Nomenar una persona coordinadora de l'orientació amb hores assignades a l'horari.",
      },
      {
        es: 'Redactar el programa de orientación con objetivos y actividades para cada curso de la etapa.',
        ca: "Redactar el programa d'orientació amb objectius i activitats per a cada curs de l'etapa.",
      },
      {
        es: 'Presentar el calendario anual de orientación al claustro, al alumnado y a las familias.',
        ca: "Presentar el calendari anual d'orientació al claustre, a l'alumnat i a les famílies.",
      },
    ],
  },
  {
    claveOrden: 2,
    acciones: [
      {
        es: 'Crear en la web del centro un espacio con los portales oficiales de oferta formativa y empleo.',
        ca: "Crear al web del centre un espai amb els portals oficials d'oferta formativa i ocupació.",
      },
      {
        es: 'Dedicar una sesión de tutoría por trimestre a consultar datos de empleo y salidas profesionales.',
        ca: "Dedicar una sessió de tutoria per trimestre a consultar dades d'ocupació i sortides professionals.",
      },
      {
        es: 'Encargar a una persona que revise cada trimestre la información sobre estudios y empleo.',
        ca: "Encarregar a una persona que revisi cada trimestre la informació sobre estudis i ocupació.",
      },
    ],
  },
  {
    claveOrden: 3,
    acciones: [
      {
        es: 'Pasar un cuestionario de intereses profesionales al alumnado del primer curso de la etapa.',
        ca: "Passar un qüestionari d'interessos professionals a l'alumnat del primer curs de l'etapa.",
      },
      {
        es: 'Abrir un registro de orientación de cada estudiante que le acompañe durante toda la etapa.',
        ca: "Obrir un registre d'orientació de cada estudiant que l'acompanyi durant tota l'etapa.",
      },
      {
        es: 'Acordar un seguimiento específico para el alumnado en riesgo de abandono escolar.',
        ca: "Acordar un seguiment específic per a l'alumnat en risc d'abandonament escolar.",
      },
    ],
  },
  {
    claveOrden: 4,
    acciones: [
      {
        es: 'Pedir a cada departamento una unidad didáctica vinculada a dos o tres profesiones reales.',
        ca: 'Demanar a cada departament una unitat didàctica vinculada a dues o tres professions reals.',
      },
      {
        es: 'Diseñar una situación de aprendizaje interdisciplinaria a partir de un reto de una empresa del entorno.',
        ca: "Dissenyar una situació d'aprenentatge interdisciplinària a partir d'un repte d'una empresa de l'entorn.",
      },
      {
        es: 'Organizar una sesión de formación del profesorado sobre cómo vincular las materias con las profesiones.',
        ca: 'Organitzar una sessió de formació del professorat sobre com vincular les matèries amb les professions.',
      },
    ],
  },
  {
    claveOrden: 5,
    acciones: [
      {
        es: 'Convocar una reunión informativa sobre itinerarios y becas para las familias de final de etapa.',
        ca: "Convocar una reunió informativa sobre itineraris i beques per a les famílies de final d'etapa.",
      },
      {
        es: 'Ofrecer una entrevista individual a cada familia antes de entregar el consejo orientador.',
        ca: 'Oferir una entrevista individual a cada família abans de lliurar el consell orientador.',
      },
      {
        es: 'Invitar a familias a presentar su profesión al alumnado con la asociación de familias.',
        ca: "Convidar famílies a presentar la seva professió a l'alumnat amb l'associació de famílies.",
      },
    ],
  },
  {
    claveOrden: 6,
    acciones: [
      {
        es: 'Reunir una lista de empresas y profesionales dispuestos a colaborar con el centro.',
        ca: "Reunir una llista d'empreses i professionals disposats a col·laborar amb el centre.",
      },
      {
        es: 'Programar al menos un encuentro con empleadores por curso en la ESO.',
        ca: "Programar almenys una trobada amb ocupadors per curs a l'ESO.",
      },
      {
        es: 'Organizar una jornada de simulación de entrevistas de trabajo con personal de empresas.',
        ca: "Organitzar una jornada de simulació d'entrevistes de feina amb personal d'empreses.",
      },
    ],
  },
  {
    claveOrden: 7,
    acciones: [
      {
        es: 'Organizar una visita a una empresa cercana para el alumnado de 4.º de ESO.',
        ca: "Organitzar una visita a una empresa propera per a l'alumnat de 4t d'ESO.",
      },
      {
        es: 'Preparar una guía de observación para antes y después de cada visita a un lugar de trabajo.',
        ca: "Preparar una guia d'observació per a abans i després de cada visita a un lloc de treball.",
      },
      {
        es: 'Acordar con empresas del entorno jornadas de acompañamiento a un profesional.',
        ca: "Acordar amb empreses de l'entorn jornades d'acompanyament a un professional.",
      },
    ],
  },
  {
    claveOrden: 8,
    acciones: [
      {
        es: 'Preparar una sesión que presente todas las vías formativas tras la etapa y sus requisitos de acceso.',
        ca: "Preparar una sessió que presenti totes les vies formatives després de l'etapa i els requisits d'accés.",
      },
      {
        es: 'Organizar visitas a un centro de formación profesional y a una universidad de la zona.',
        ca: 'Organitzar visites a un centre de formació professional i a una universitat de la zona.',
      },
      {
        es: 'Invitar a antiguos alumnos que cursan estudios postobligatorios a contar su experiencia.',
        ca: "Convidar antics alumnes que cursen estudis postobligatoris a explicar la seva experiència.",
      },
    ],
  },
  {
    claveOrden: 9,
    acciones: [
      {
        es: 'Ofrecer una entrevista individual de orientación a todo el alumnado de final de etapa.',
        ca: "Oferir una entrevista individual d'orientació a tot l'alumnat de final d'etapa.",
      },
      {
        es: 'Cerrar cada entrevista de orientación con un plan personal de dos o tres pasos por escrito.',
        ca: "Tancar cada entrevista d'orientació amb un pla personal de dos o tres passos per escrit.",
      },
      {
        es: 'Revisar en tutoría, cada trimestre, los pasos acordados en las entrevistas.',
        ca: 'Revisar a la tutoria, cada trimestre, els passos acordats a les entrevistes.',
      },
    ],
  },
  {
    claveOrden: 10,
    acciones: [
      {
        es: 'Hacer un mapa de los servicios, entidades y empresas del entorno que trabajan con jóvenes.',
        ca: "Fer un mapa dels serveis, entitats i empreses de l'entorn que treballen amb joves.",
      },
      {
        es: 'Firmar un acuerdo de colaboración en orientación con el ayuntamiento o el servicio de empleo.',
        ca: "Signar un acord de col·laboració en orientació amb l'ajuntament o el servei d'ocupació.",
      },
      {
        es: 'Reunir a los colaboradores del centro una vez por trimestre para planificar actividades.',
        ca: 'Reunir els col·laboradors del centre un cop per trimestre per planificar activitats.',
      },
    ],
  },
];
