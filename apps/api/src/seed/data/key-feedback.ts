import type { LanguageCode } from '@eval/contracts/common';

/**
 * The feedback a centre reads for each key of the questionnaire and each score band (spec §2:
 * Feedback), in Spanish and Catalan: what a centre at that level in that key should do next.
 * Keys are referred to by their order (1–10, data/catalogue.ts); the bands are FEEDBACK_BANDS'
 * (data/demo-content.ts), lowest first.
 */

export interface FeedbackText {
  titulo: string;
  texto: string;
}

/** One key's feedback: one entry per band of FEEDBACK_BANDS, in the same order. */
export interface KeyFeedback {
  claveOrden: number;
  bandas: readonly [
    Record<LanguageCode, FeedbackText>,
    Record<LanguageCode, FeedbackText>,
    Record<LanguageCode, FeedbackText>,
  ];
}

export const KEY_FEEDBACK: readonly KeyFeedback[] = [
  {
    claveOrden: 1,
    bandas: [
      {
        ES: {
          titulo: 'Poner por escrito el programa de orientación',
          texto:
            'La orientación depende hoy de la iniciativa de cada docente. Nombrad a una persona responsable con horas para coordinarla y redactad un programa breve: qué se hace en cada curso, quién lo hace y cuándo. Presentadlo al claustro antes de que acabe el trimestre.',
        },
        CA: {
          titulo: "Posar per escrit el programa d'orientació",
          texto:
            "Avui l'orientació depèn de la iniciativa de cada docent. Nomeneu una persona responsable amb hores per coordinar-la i redacteu un programa breu: què es fa a cada curs, qui ho fa i quan. Presenteu-lo al claustre abans que acabi el trimestre.",
        },
      },
      {
        ES: {
          titulo: 'Dar al programa de orientación objetivos medibles',
          texto:
            'El programa existe, pero no siempre se sabe si funciona. Fijad dos o tres objetivos por etapa con indicadores sencillos (participación en actividades, decisiones tomadas a tiempo) y revisadlos al final de cada curso con el alumnado y las familias.',
        },
        CA: {
          titulo: "Donar al programa d'orientació objectius mesurables",
          texto:
            "El programa existeix, però no sempre se sap si funciona. Fixeu dos o tres objectius per etapa amb indicadors senzills (participació en activitats, decisions preses a temps) i reviseu-los al final de cada curs amb l'alumnat i les famílies.",
        },
      },
      {
        ES: {
          titulo: 'El programa de orientación, fortaleza del centro',
          texto:
            'Tenéis un programa sólido, con responsable, calendario e indicadores. Publicadlo en la web del centro, contrastadlo con las opiniones de antiguos alumnos y ofreced vuestra experiencia a los centros de la zona que empiezan.',
        },
        CA: {
          titulo: "El programa d'orientació, fortalesa del centre",
          texto:
            "Teniu un programa sòlid, amb responsable, calendari i indicadors. Publiqueu-lo al web del centre, contrasteu-lo amb les opinions d'antics alumnes i oferiu la vostra experiència als centres de la zona que comencen.",
        },
      },
    ],
  },
  {
    claveOrden: 2,
    bandas: [
      {
        ES: {
          titulo: 'Reunir la información básica sobre estudios y empleo',
          texto:
            'El alumnado apenas dispone de información fiable sobre lo que puede estudiar y de qué se puede trabajar. Preparad un espacio en la web o en la biblioteca con los portales oficiales de oferta formativa y de empleo, y dedicad una sesión de tutoría por trimestre a consultarlos.',
        },
        CA: {
          titulo: "Reunir la informació bàsica sobre estudis i ocupació",
          texto:
            "L'alumnat gairebé no disposa d'informació fiable sobre què pot estudiar i de què pot treballar. Prepareu un espai al web o a la biblioteca amb els portals oficials d'oferta formativa i d'ocupació, i dediqueu una sessió de tutoria per trimestre a consultar-los.",
        },
      },
      {
        ES: {
          titulo: 'Enseñar a interpretar los datos del mercado laboral',
          texto:
            'La información está disponible, pero el alumnado no siempre sabe qué hacer con ella. Trabajad en tutoría con datos reales de inserción, salarios y demanda de profesiones de vuestra comunidad, y encargad a una persona que los actualice cada curso.',
        },
        CA: {
          titulo: 'Ensenyar a interpretar les dades del mercat laboral',
          texto:
            "La informació és disponible, però l'alumnat no sempre sap què fer-ne. Treballeu a tutoria amb dades reals d'inserció, salaris i demanda de professions de la vostra comunitat, i encarregueu a una persona que les actualitzi cada curs.",
        },
      },
      {
        ES: {
          titulo: 'La información sobre estudios y empleo, fortaleza del centro',
          texto:
            'El alumnado y las familias manejan información actualizada y la interpretan con criterio. Implicad a los propios estudiantes en mantenerla, añadid las tendencias de empleo a medio plazo y compartid vuestros materiales con otros centros.',
        },
        CA: {
          titulo: "La informació sobre estudis i ocupació, fortalesa del centre",
          texto:
            "L'alumnat i les famílies fan servir informació actualitzada i la interpreten amb criteri. Impliqueu els mateixos estudiants a mantenir-la, afegiu-hi les tendències d'ocupació a mitjà termini i compartiu els vostres materials amb altres centres.",
        },
      },
    ],
  },
  {
    claveOrden: 3,
    bandas: [
      {
        ES: {
          titulo: 'Conocer los intereses de cada estudiante',
          texto:
            'La orientación se dirige al grupo y no llega a cada estudiante. Empezad por un cuestionario de intereses en el primer curso de la etapa y guardad sus respuestas en un registro común que la tutoría consulte antes de cada decisión.',
        },
        CA: {
          titulo: "Conèixer els interessos de cada estudiant",
          texto:
            "L'orientació s'adreça al grup i no arriba a cada estudiant. Comenceu per un qüestionari d'interessos al primer curs de l'etapa i deseu-ne les respostes en un registre comú que la tutoria consulti abans de cada decisió.",
        },
      },
      {
        ES: {
          titulo: 'Llegar al alumnado que más lo necesita',
          texto:
            'Conocéis al alumnado, pero la atención todavía no es igual para todos. Identificad a quienes están en riesgo de abandono, al alumnado recién llegado y al que elige condicionado por estereotipos, y acordad para ellos un seguimiento específico.',
        },
        CA: {
          titulo: "Arribar a l'alumnat que més ho necessita",
          texto:
            "Coneixeu l'alumnat, però l'atenció encara no és igual per a tothom. Identifiqueu els qui estan en risc d'abandonament, l'alumnat nouvingut i el que tria condicionat per estereotips, i acordeu-hi un seguiment específic.",
        },
      },
      {
        ES: {
          titulo: 'La atención a cada estudiante, fortaleza del centro',
          texto:
            'Cada estudiante recibe una orientación ajustada a su situación y queda constancia de ella. Seguid su trayectoria uno o dos años después de la etapa y usad esos datos para revisar qué apoyos funcionan mejor.',
        },
        CA: {
          titulo: "L'atenció a cada estudiant, fortalesa del centre",
          texto:
            "Cada estudiant rep una orientació ajustada a la seva situació i en queda constància. Seguiu-ne la trajectòria un o dos anys després de l'etapa i feu servir aquestes dades per revisar quins suports funcionen millor.",
        },
      },
    ],
  },
  {
    claveOrden: 4,
    bandas: [
      {
        ES: {
          titulo: 'Relacionar cada materia con alguna profesión',
          texto:
            'Las materias se enseñan sin relación con el mundo del trabajo. Pedid a cada departamento que elija una unidad del curso y la vincule con dos o tres profesiones reales; recogedlo en las programaciones del próximo curso.',
        },
        CA: {
          titulo: 'Relacionar cada matèria amb alguna professió',
          texto:
            "Les matèries s'ensenyen sense relació amb el món del treball. Demaneu a cada departament que triï una unitat del curs i la vinculi amb dues o tres professions reals; recolliu-ho a les programacions del curs vinent.",
        },
      },
      {
        ES: {
          titulo: 'Coordinar entre departamentos el vínculo con las profesiones',
          texto:
            'Algunos departamentos ya relacionan su materia con las profesiones, pero de forma aislada. Organizad una situación de aprendizaje compartida por varias materias en torno a un reto real del entorno y dadle formación al profesorado que aún no lo hace.',
        },
        CA: {
          titulo: 'Coordinar entre departaments el vincle amb les professions',
          texto:
            "Alguns departaments ja relacionen la seva matèria amb les professions, però de manera aïllada. Organitzeu una situació d'aprenentatge compartida per diverses matèries al voltant d'un repte real de l'entorn i oferiu formació al professorat que encara no ho fa.",
        },
      },
      {
        ES: {
          titulo: 'El currículo vinculado a las profesiones, fortaleza del centro',
          texto:
            'Todo el profesorado relaciona su materia con las profesiones y el alumnado lo percibe. Invitad a profesionales a valorar los proyectos del alumnado y recoged las mejores situaciones de aprendizaje en un banco común.',
        },
        CA: {
          titulo: 'El currículum vinculat a les professions, fortalesa del centre',
          texto:
            "Tot el professorat relaciona la seva matèria amb les professions i l'alumnat ho percep. Convideu professionals a valorar els projectes de l'alumnat i recolliu les millors situacions d'aprenentatge en un banc comú.",
        },
      },
    ],
  },
  {
    claveOrden: 5,
    bandas: [
      {
        ES: {
          titulo: 'Informar a las familias de las opciones de sus hijos e hijas',
          texto:
            'Las familias reciben poca información para acompañar las decisiones de sus hijos e hijas. Convocad en el último curso de cada etapa una reunión sobre itinerarios y becas, y entregad un resumen escrito en las lenguas que se hablan en casa.',
        },
        CA: {
          titulo: 'Informar les famílies de les opcions dels seus fills i filles',
          texto:
            "Les famílies reben poca informació per acompanyar les decisions dels seus fills i filles. Convoqueu a l'últim curs de cada etapa una reunió sobre itineraris i beques, i lliureu-ne un resum escrit en les llengües que es parlen a casa.",
        },
      },
      {
        ES: {
          titulo: 'Pasar de informar a las familias a contar con ellas',
          texto:
            'Las familias están informadas, pero participan poco. Ofreced una entrevista individual antes del consejo orientador y proponed a la asociación de familias que algunas presenten su profesión al alumnado.',
        },
        CA: {
          titulo: "Passar d'informar les famílies a comptar-hi",
          texto:
            "Les famílies estan informades, però hi participen poc. Oferiu una entrevista individual abans del consell orientador i proposeu a l'associació de famílies que algunes presentin la seva professió a l'alumnat.",
        },
      },
      {
        ES: {
          titulo: 'La implicación de las familias, fortaleza del centro',
          texto:
            'Las familias acompañan las decisiones y aportan su experiencia profesional. Preguntadles cada curso qué les ha sido útil, cuidad que participen también las que menos se acercan al centro y compartid vuestras actividades con otros centros.',
        },
        CA: {
          titulo: 'La implicació de les famílies, fortalesa del centre',
          texto:
            "Les famílies acompanyen les decisions i aporten la seva experiència professional. Pregunteu-los cada curs què els ha estat útil, vetlleu perquè hi participin també les que menys s'acosten al centre i compartiu les vostres activitats amb altres centres.",
        },
      },
    ],
  },
  {
    claveOrden: 6,
    bandas: [
      {
        ES: {
          titulo: 'Organizar los primeros encuentros con empleadores',
          texto:
            'El alumnado apenas conoce a personas que trabajen en empresas o entidades. Pedid a familias y antiguos alumnos que den una charla sobre su trabajo y programad al menos un encuentro por curso en los últimos años de la etapa.',
        },
        CA: {
          titulo: 'Organitzar les primeres trobades amb ocupadors',
          texto:
            "L'alumnat gairebé no coneix persones que treballin en empreses o entitats. Demaneu a famílies i antics alumnes que facin una xerrada sobre la seva feina i programeu almenys una trobada per curs als darrers anys de l'etapa.",
        },
      },
      {
        ES: {
          titulo: 'Garantizar encuentros con empleadores a todo el alumnado',
          texto:
            'Los encuentros existen, pero dependen de los contactos de cada docente. Cread un registro de empresas colaboradoras, repartid los encuentros para que lleguen a todos los grupos y preparad con el alumnado preguntas antes de cada uno.',
        },
        CA: {
          titulo: "Garantir trobades amb ocupadors a tot l'alumnat",
          texto:
            "Les trobades existeixen, però depenen dels contactes de cada docent. Creeu un registre d'empreses col·laboradores, repartiu les trobades perquè arribin a tots els grups i prepareu amb l'alumnat preguntes abans de cadascuna.",
        },
      },
      {
        ES: {
          titulo: 'Los encuentros con empleadores, fortaleza del centro',
          texto:
            'Cada estudiante conoce a profesionales de sectores diversos y reflexiona sobre ello. Ampliad la variedad hacia sectores con demanda de empleo y profesiones poco conocidas, y pedid a las empresas que valoren los encuentros con vosotros.',
        },
        CA: {
          titulo: 'Les trobades amb ocupadors, fortalesa del centre',
          texto:
            "Cada estudiant coneix professionals de sectors diversos i hi reflexiona. Amplieu la varietat cap a sectors amb demanda d'ocupació i professions poc conegudes, i demaneu a les empreses que valorin les trobades amb vosaltres.",
        },
      },
    ],
  },
  {
    claveOrden: 7,
    bandas: [
      {
        ES: {
          titulo: 'Abrir al alumnado las puertas de los lugares de trabajo',
          texto:
            'Pocos estudiantes han visto de cerca un lugar de trabajo. Organizad una visita a una empresa o entidad cercana para un curso de final de etapa y preparad en clase qué observar y qué preguntar.',
        },
        CA: {
          titulo: "Obrir a l'alumnat les portes dels llocs de treball",
          texto:
            "Pocs estudiants han vist de prop un lloc de treball. Organitzeu una visita a una empresa o entitat propera per a un curs de final d'etapa i prepareu a classe què cal observar i què cal preguntar.",
        },
      },
      {
        ES: {
          titulo: 'Preparar y valorar las experiencias en el lugar de trabajo',
          texto:
            'Hay visitas y estancias, pero no siempre se aprovechan. Añadid una sesión de preparación y otra de valoración a cada experiencia, ajustad los destinos a los intereses del alumnado y extendedlas a los grupos que aún no participan.',
        },
        CA: {
          titulo: 'Preparar i valorar les experiències al lloc de treball',
          texto:
            "Hi ha visites i estades, però no sempre s'aprofiten. Afegiu una sessió de preparació i una altra de valoració a cada experiència, ajusteu els destins als interessos de l'alumnat i esteneu-les als grups que encara no hi participen.",
        },
      },
      {
        ES: {
          titulo: 'Las experiencias en el lugar de trabajo, fortaleza del centro',
          texto:
            'Todo el alumnado vive experiencias laborales bien preparadas. Consolidad los acuerdos con las empresas en convenios estables, recoged su valoración por escrito y acompañad a otros centros que quieran empezar.',
        },
        CA: {
          titulo: 'Les experiències al lloc de treball, fortalesa del centre',
          texto:
            "Tot l'alumnat viu experiències laborals ben preparades. Consolideu els acords amb les empreses en convenis estables, recolliu-ne la valoració per escrit i acompanyeu altres centres que vulguin començar.",
        },
      },
    ],
  },
  {
    claveOrden: 8,
    bandas: [
      {
        ES: {
          titulo: 'Dar a conocer todas las vías tras la etapa',
          texto:
            'El alumnado conoce poco más que las opciones de su propio centro. Preparad una sesión que presente todas las vías (bachillerato, formación profesional, enseñanzas artísticas y deportivas, formación para el empleo) con sus requisitos de acceso y sus becas.',
        },
        CA: {
          titulo: "Donar a conèixer totes les vies després de l'etapa",
          texto:
            "L'alumnat coneix poc més que les opcions del seu centre. Prepareu una sessió que presenti totes les vies (batxillerat, formació professional, ensenyaments artístics i esportius, formació per a l'ocupació) amb els requisits d'accés i les beques.",
        },
      },
      {
        ES: {
          titulo: 'Visitar los centros de estudios postobligatorios',
          texto:
            'La información llega, pero sin contacto directo. Organizad visitas a institutos, centros de formación profesional y universidades de la zona, e invitad a sus estudiantes a contar su experiencia, sin dar más peso a unas vías que a otras.',
        },
        CA: {
          titulo: "Visitar els centres d'estudis postobligatoris",
          texto:
            "La informació arriba, però sense contacte directe. Organitzeu visites a instituts, centres de formació professional i universitats de la zona, i convideu-ne els estudiants a explicar la seva experiència, sense donar més pes a unes vies que a unes altres.",
        },
      },
      {
        ES: {
          titulo: 'Los encuentros con la formación postobligatoria, fortaleza del centro',
          texto:
            'El alumnado conoce de cerca todas las vías y las valora sin prejuicios. Coordinaos con los centros que reciben a vuestro alumnado para conocer cómo le va y ajustar la orientación con esa información.',
        },
        CA: {
          titulo: 'Les trobades amb la formació postobligatòria, fortalesa del centre',
          texto:
            "L'alumnat coneix de prop totes les vies i les valora sense prejudicis. Coordineu-vos amb els centres que reben el vostre alumnat per saber com li va i ajustar l'orientació amb aquesta informació.",
        },
      },
    ],
  },
  {
    claveOrden: 9,
    bandas: [
      {
        ES: {
          titulo: 'Ofrecer una entrevista de orientación a quien la necesite',
          texto:
            'La orientación personal es escasa y llega tarde. Asegurad al menos una entrevista individual con el orientador u orientadora al alumnado de final de etapa, empezando por quien tiene más dudas o dificultades.',
        },
        CA: {
          titulo: "Oferir una entrevista d'orientació a qui la necessiti",
          texto:
            "L'orientació personal és escassa i arriba tard. Assegureu almenys una entrevista individual amb l'orientador o orientadora a l'alumnat de final d'etapa, començant pels qui tenen més dubtes o dificultats.",
        },
      },
      {
        ES: {
          titulo: 'Convertir cada entrevista en un plan personal',
          texto:
            'Las entrevistas se hacen, pero no siempre tienen continuidad. Cerrad cada una con dos o tres pasos acordados por escrito y pedid a la tutoría que los revise con el estudiante en el trimestre siguiente.',
        },
        CA: {
          titulo: 'Convertir cada entrevista en un pla personal',
          texto:
            "Les entrevistes es fan, però no sempre tenen continuïtat. Tanqueu-ne cadascuna amb dos o tres passos acordats per escrit i demaneu a la tutoria que els revisi amb l'estudiant el trimestre següent.",
        },
      },
      {
        ES: {
          titulo: 'La orientación personal, fortaleza del centro',
          texto:
            'Todo el alumnado recibe orientación personal y sale de ella con pasos concretos. Preguntad al alumnado qué le ha servido, cuidad la formación del personal de orientación y coordinaos con los servicios externos para los casos que lo requieran.',
        },
        CA: {
          titulo: "L'orientació personal, fortalesa del centre",
          texto:
            "Tot l'alumnat rep orientació personal i en surt amb passos concrets. Pregunteu a l'alumnat què li ha servit, tingueu cura de la formació del personal d'orientació i coordineu-vos amb els serveis externs per als casos que ho requereixin.",
        },
      },
    ],
  },
  {
    claveOrden: 10,
    bandas: [
      {
        ES: {
          titulo: 'Identificar a los aliados del entorno',
          texto:
            'El centro trabaja la orientación sin apoyo del entorno. Haced una lista de los servicios municipales, el servicio de empleo, las asociaciones empresariales y las entidades de la zona, y pedid una primera reunión a dos o tres de ellos.',
        },
        CA: {
          titulo: "Identificar els aliats de l'entorn",
          texto:
            "El centre treballa l'orientació sense el suport de l'entorn. Feu una llista dels serveis municipals, el servei d'ocupació, les associacions empresarials i les entitats de la zona, i demaneu una primera reunió a dos o tres d'ells.",
        },
      },
      {
        ES: {
          titulo: 'Dar estabilidad a la red con el entorno',
          texto:
            'Hay colaboraciones, pero dependen de personas concretas. Designad a una persona responsable con tiempo asignado, llevad un registro de colaboradores y firmad acuerdos sencillos con los más activos.',
        },
        CA: {
          titulo: "Donar estabilitat a la xarxa amb l'entorn",
          texto:
            "Hi ha col·laboracions, però depenen de persones concretes. Designeu una persona responsable amb temps assignat, porteu un registre de col·laboradors i signeu acords senzills amb els més actius.",
        },
      },
      {
        ES: {
          titulo: 'La red con el entorno, fortaleza del centro',
          texto:
            'El centro es un socio reconocido en la orientación de los jóvenes de su zona. Planificad con la red objetivos comunes para varios cursos, compartid recursos con otros centros y dad a conocer los resultados a la comunidad.',
        },
        CA: {
          titulo: "La xarxa amb l'entorn, fortalesa del centre",
          texto:
            "El centre és un soci reconegut en l'orientació dels joves de la zona. Planifiqueu amb la xarxa objectius comuns per a diversos cursos, compartiu recursos amb altres centres i doneu a conèixer els resultats a la comunitat.",
        },
      },
    ],
  },
];
