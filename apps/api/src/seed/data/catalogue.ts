/**
 * Reference content of the programme: profiles, languages, positions, courses, colours, question
 * types and the questionnaire (ten keys, five questions each) in Spanish and Catalan.
 * This is the programme's own content, written by hand; ids are stable and used by the seed.
 */

export const PROGRAMME_NAME = 'Programa de Autoevaluación de Centros Educativos';
export const PROGRAMME_NAME_CA = "Programa d'Autoavaluació de Centres Educatius";

export interface ProfileSeed {
  id: number;
  nombre: string;
}

export type LanguageId = 'ES' | 'CA';

export interface LanguageSeed {
  id: LanguageId;
  name: string;
}

export interface CargoSeed {
  id: number;
  nombre: string;
}

export interface CursoSeed {
  id: number;
  curso: string;
}

export interface ColorSeed {
  id: number;
  nombre: string;
  /** Background colour, #rrggbb. */
  hex: string;
  /** Text colour that reaches WCAG AA contrast (≥ 4.5:1) on `hex`. */
  texto: '#fff' | '#000';
}

export type TipoCodigo = 'UNICA' | 'MULTIPLE' | 'ESCALA';

export interface TipoSeed {
  id: number;
  codigo: TipoCodigo;
  nombre: string;
}

export interface RespuestaSeed {
  respuesta: string;
  respuesta_ca: string;
  /** Score of the option, integer ≥ 0. */
  valor: number;
}

export interface PreguntaSeed {
  /** Number of the question within its key, 1..5. */
  num: number;
  tipo: TipoCodigo;
  titulo: string;
  titulo_ca: string;
  respuestas: readonly RespuestaSeed[];
}

export interface ClaveSeed {
  /** Order of the key, 1..10. */
  orden: number;
  titulo: string;
  titulo_ca: string;
  descripcion: string;
  descripcion_ca: string;
  /** Id of a colour in COLORES. */
  colorId: number;
  preguntas: readonly PreguntaSeed[];
}

export const PROFILES: readonly ProfileSeed[] = [
  { id: 0, nombre: 'Administrador' },
  { id: 1, nombre: 'Coordinador/a de centro' },
  { id: 2, nombre: 'Equipo docente' },
];

export const LANGUAGES: readonly LanguageSeed[] = [
  { id: 'ES', name: 'Español' },
  { id: 'CA', name: 'Català' },
];

export const CARGOS: readonly CargoSeed[] = [
  { id: 1, nombre: 'Director/a' },
  { id: 2, nombre: 'Jefe/a de estudios' },
  { id: 3, nombre: 'Secretario/a' },
  { id: 4, nombre: 'Coordinador/a TIC' },
  { id: 5, nombre: 'Orientador/a' },
  { id: 6, nombre: 'Tutor/a' },
  { id: 7, nombre: 'Profesor/a' },
  { id: 8, nombre: 'Coordinador/a de convivencia' },
  { id: 9, nombre: 'Coordinador/a de bienestar y protección' },
  { id: 10, nombre: 'Jefe/a de departamento' },
];

export const CURSOS: readonly CursoSeed[] = [
  { id: 1, curso: 'Educación Infantil – 3 años' },
  { id: 2, curso: 'Educación Infantil – 4 años' },
  { id: 3, curso: 'Educación Infantil – 5 años' },
  { id: 4, curso: '1.º Educación Primaria' },
  { id: 5, curso: '2.º Educación Primaria' },
  { id: 6, curso: '3.º Educación Primaria' },
  { id: 7, curso: '4.º Educación Primaria' },
  { id: 8, curso: '5.º Educación Primaria' },
  { id: 9, curso: '6.º Educación Primaria' },
  { id: 10, curso: '1.º ESO' },
  { id: 11, curso: '2.º ESO' },
  { id: 12, curso: '3.º ESO' },
  { id: 13, curso: '4.º ESO' },
  { id: 14, curso: '1.º Bachillerato' },
  { id: 15, curso: '2.º Bachillerato' },
  { id: 16, curso: 'FP Grado Básico' },
  { id: 17, curso: 'FP Grado Medio' },
  { id: 18, curso: 'FP Grado Superior' },
  { id: 19, curso: 'Educación Especial – Educación Básica Obligatoria' },
  { id: 20, curso: 'Educación de personas adultas – Nivel I' },
  { id: 21, curso: 'Educación de personas adultas – Nivel II' },
];

export const COLORES: readonly ColorSeed[] = [
  { id: 1, nombre: 'Azul', hex: '#1f5fa8', texto: '#fff' },
  { id: 2, nombre: 'Verde', hex: '#2e7d32', texto: '#fff' },
  { id: 3, nombre: 'Rojo', hex: '#c62828', texto: '#fff' },
  { id: 4, nombre: 'Morado', hex: '#6a1b9a', texto: '#fff' },
  { id: 5, nombre: 'Verde azulado', hex: '#00796b', texto: '#fff' },
  { id: 6, nombre: 'Frambuesa', hex: '#ad1457', texto: '#fff' },
  { id: 7, nombre: 'Marrón', hex: '#6d4c41', texto: '#fff' },
  { id: 8, nombre: 'Gris azulado', hex: '#546e7a', texto: '#fff' },
  { id: 9, nombre: 'Azul marino', hex: '#1a237e', texto: '#fff' },
  { id: 10, nombre: 'Naranja', hex: '#ef6c00', texto: '#000' },
  { id: 11, nombre: 'Amarillo', hex: '#fdd835', texto: '#000' },
  { id: 12, nombre: 'Verde lima', hex: '#9ccc65', texto: '#000' },
];

export const TIPOS: readonly TipoSeed[] = [
  { id: 1, codigo: 'UNICA', nombre: 'Respuesta única' },
  { id: 2, codigo: 'MULTIPLE', nombre: 'Respuesta múltiple' },
  { id: 3, codigo: 'ESCALA', nombre: 'Escala' },
];

/** [Spanish, Catalan] label of each step of a scale, scored 0, 1, 2… in this order. */
type ScaleSteps = readonly (readonly [string, string])[];

/** How often: 0..3. */
const FRECUENCIA: ScaleSteps = [
  ['Nunca', 'Mai'],
  ['Pocas veces', 'Poques vegades'],
  ['A menudo', 'Sovint'],
  ['Siempre', 'Sempre'],
];

/** To what extent: 0..3. */
const GRADO: ScaleSteps = [
  ['Nada', 'Gens'],
  ['Poco', 'Poc'],
  ['Bastante', 'Bastant'],
  ['Totalmente', 'Totalment'],
];

/** Agreement with a statement: 0..4. */
const ACUERDO: ScaleSteps = [
  ['Totalmente en desacuerdo', 'Totalment en desacord'],
  ['En desacuerdo', 'En desacord'],
  ['Ni de acuerdo ni en desacuerdo', "Ni d'acord ni en desacord"],
  ['De acuerdo', "D'acord"],
  ['Totalmente de acuerdo', "Totalment d'acord"],
];

/** Stage of development of a plan or practice: 0..4. */
const DESARROLLO: ScaleSteps = [
  ['No se ha iniciado', "No s'ha iniciat"],
  ['En fase inicial', 'En fase inicial'],
  ['En desarrollo', 'En desenvolupament'],
  ['Consolidado', 'Consolidat'],
  ['Consolidado y revisado periódicamente', 'Consolidat i revisat periòdicament'],
];

/** An ordered scale question. */
function escala(num: number, titulo: string, titulo_ca: string, steps: ScaleSteps): PreguntaSeed {
  return {
    num,
    tipo: 'ESCALA',
    titulo,
    titulo_ca,
    respuestas: steps.map(([respuesta, respuesta_ca], valor) => ({
      respuesta,
      respuesta_ca,
      valor,
    })),
  };
}

/** A one-answer question; options are listed from worst to best and scored 0, 1, 2… */
function unica(num: number, titulo: string, titulo_ca: string, options: ScaleSteps): PreguntaSeed {
  return { ...escala(num, titulo, titulo_ca, options), tipo: 'UNICA' };
}

/** A several-answers question; every option that applies adds one point. */
function multiple(
  num: number,
  titulo: string,
  titulo_ca: string,
  options: ScaleSteps,
): PreguntaSeed {
  return {
    num,
    tipo: 'MULTIPLE',
    titulo,
    titulo_ca,
    respuestas: options.map(([respuesta, respuesta_ca]) => ({ respuesta, respuesta_ca, valor: 1 })),
  };
}

export const CLAVES: readonly ClaveSeed[] = [
  {
    orden: 1,
    titulo: 'Liderazgo y gestión del centro',
    titulo_ca: 'Lideratge i gestió del centre',
    descripcion:
      'El equipo directivo impulsa un proyecto educativo compartido, planifica la mejora y gestiona los recursos de forma eficaz.',
    descripcion_ca:
      "L'equip directiu impulsa un projecte educatiu compartit, planifica la millora i gestiona els recursos de manera eficaç.",
    colorId: 1,
    preguntas: [
      escala(
        1,
        '¿En qué medida el proyecto educativo del centro es conocido y compartido por toda la comunidad educativa?',
        'En quina mesura el projecte educatiu del centre és conegut i compartit per tota la comunitat educativa?',
        GRADO,
      ),
      unica(
        2,
        '¿Con qué periodicidad revisa el equipo directivo el plan de mejora del centro?',
        "Amb quina periodicitat revisa l'equip directiu el pla de millora del centre?",
        [
          ['No existe un plan de mejora', 'No hi ha cap pla de millora'],
          ['Solo al final del curso', 'Només al final del curs'],
          ['Una vez por trimestre', 'Un cop per trimestre'],
          [
            'De forma continua, con indicadores de seguimiento',
            'De manera contínua, amb indicadors de seguiment',
          ],
        ],
      ),
      escala(
        3,
        '¿Con qué frecuencia participa el claustro en la toma de decisiones pedagógicas relevantes?',
        'Amb quina freqüència participa el claustre en la presa de decisions pedagògiques rellevants?',
        FRECUENCIA,
      ),
      multiple(
        4,
        '¿Qué mecanismos utiliza el centro para distribuir el liderazgo?',
        'Quins mecanismes utilitza el centre per distribuir el lideratge?',
        [
          [
            'Coordinaciones pedagógicas con funciones definidas',
            'Coordinacions pedagògiques amb funcions definides',
          ],
          ['Equipos de trabajo por proyectos', 'Equips de treball per projectes'],
          ['Comisiones con participación del alumnado', "Comissions amb participació de l'alumnat"],
          [
            'Delegación de responsabilidades en los equipos de ciclo o departamento',
            'Delegació de responsabilitats en els equips de cicle o departament',
          ],
          [
            'Reuniones periódicas de coordinación entre etapas',
            'Reunions periòdiques de coordinació entre etapes',
          ],
        ],
      ),
      escala(
        5,
        'Los recursos materiales y humanos del centro se asignan según criterios pedagógicos explícitos.',
        "Els recursos materials i humans del centre s'assignen segons criteris pedagògics explícits.",
        ACUERDO,
      ),
    ],
  },
  {
    orden: 2,
    titulo: 'Enseñanza y aprendizaje',
    titulo_ca: 'Ensenyament i aprenentatge',
    descripcion:
      'La práctica docente se basa en metodologías activas y competenciales, coordinadas entre el profesorado y centradas en el aprendizaje del alumnado.',
    descripcion_ca:
      "La pràctica docent es basa en metodologies actives i competencials, coordinades entre el professorat i centrades en l'aprenentatge de l'alumnat.",
    colorId: 2,
    preguntas: [
      escala(
        1,
        '¿Con qué frecuencia se plantean situaciones de aprendizaje vinculadas a contextos reales?',
        "Amb quina freqüència es plantegen situacions d'aprenentatge vinculades a contextos reals?",
        FRECUENCIA,
      ),
      multiple(
        2,
        '¿Qué metodologías se utilizan de forma habitual en las aulas?',
        "Quines metodologies s'utilitzen de manera habitual a les aules?",
        [
          ['Aprendizaje basado en proyectos', 'Aprenentatge basat en projectes'],
          ['Aprendizaje cooperativo', 'Aprenentatge cooperatiu'],
          ['Aprendizaje-servicio', 'Aprenentatge servei'],
          [
            'Docencia compartida (dos docentes en el aula)',
            "Docència compartida (dos docents a l'aula)",
          ],
          ['Gamificación', 'Gamificació'],
          ['Clase invertida', 'Classe inversa'],
        ],
      ),
      unica(
        3,
        '¿Cómo se coordinan las programaciones didácticas entre los docentes de un mismo nivel?',
        "Com es coordinen les programacions didàctiques entre els docents d'un mateix nivell?",
        [
          ['No hay coordinación', 'No hi ha coordinació'],
          [
            'Se comparten los documentos, pero cada docente programa por su cuenta',
            'Es comparteixen els documents, però cada docent programa pel seu compte',
          ],
          ['Se acuerdan objetivos y criterios comunes', "S'acorden objectius i criteris comuns"],
          [
            'Se programan conjuntamente y se revisan cada trimestre',
            'Es programen conjuntament i es revisen cada trimestre',
          ],
        ],
      ),
      escala(
        4,
        '¿En qué medida se fomenta la autonomía del alumnado en la planificación de su propio aprendizaje?',
        "En quina mesura es fomenta l'autonomia de l'alumnat en la planificació del seu propi aprenentatge?",
        GRADO,
      ),
      escala(
        5,
        '¿Cuál es el grado de desarrollo del plan de lectura del centro?',
        'Quin és el grau de desenvolupament del pla de lectura del centre?',
        DESARROLLO,
      ),
    ],
  },
  {
    orden: 3,
    titulo: 'Evaluación del alumnado',
    titulo_ca: "Avaluació de l'alumnat",
    descripcion:
      'La evaluación es continua, formativa y se basa en criterios conocidos por el alumnado y por las familias.',
    descripcion_ca:
      "L'avaluació és contínua, formativa i es basa en criteris coneguts per l'alumnat i per les famílies.",
    colorId: 3,
    preguntas: [
      escala(
        1,
        'Los criterios de evaluación se comunican al alumnado al inicio de cada situación de aprendizaje.',
        "Els criteris d'avaluació es comuniquen a l'alumnat a l'inici de cada situació d'aprenentatge.",
        ACUERDO,
      ),
      multiple(
        2,
        '¿Qué instrumentos de evaluación se emplean habitualmente?',
        "Quins instruments d'avaluació s'empren habitualment?",
        [
          ['Rúbricas', 'Rúbriques'],
          ['Portafolios', 'Portafolis'],
          ['Listas de cotejo', 'Llistes de control'],
          ['Diarios de aprendizaje', "Diaris d'aprenentatge"],
          ['Pruebas escritas u orales', 'Proves escrites o orals'],
          ['Observación sistemática', 'Observació sistemàtica'],
        ],
      ),
      escala(
        3,
        '¿Con qué frecuencia participa el alumnado en procesos de autoevaluación y coevaluación?',
        "Amb quina freqüència participa l'alumnat en processos d'autoavaluació i coavaluació?",
        FRECUENCIA,
      ),
      unica(
        4,
        '¿Cómo se utilizan los resultados de la evaluación para mejorar la enseñanza?',
        "Com s'utilitzen els resultats de l'avaluació per millorar l'ensenyament?",
        [
          ['No se analizan', "No s'analitzen"],
          [
            'Se analizan solo en las sesiones de evaluación',
            "S'analitzen només a les sessions d'avaluació",
          ],
          [
            'Se analizan y cada equipo propone medidas de mejora',
            "S'analitzen i cada equip proposa mesures de millora",
          ],
          [
            'Se analizan, se aplican medidas de mejora y se evalúa su efecto',
            "S'analitzen, s'apliquen mesures de millora i se n'avalua l'efecte",
          ],
        ],
      ),
      escala(
        5,
        '¿En qué medida la retroalimentación que recibe el alumnado le ayuda a mejorar?',
        "En quina mesura la retroalimentació que rep l'alumnat l'ajuda a millorar?",
        GRADO,
      ),
    ],
  },
  {
    orden: 4,
    titulo: 'Inclusión y atención a la diversidad',
    titulo_ca: 'Inclusió i atenció a la diversitat',
    descripcion:
      'El centro identifica las barreras para el aprendizaje y la participación y ofrece a todo el alumnado una respuesta ajustada a sus necesidades.',
    descripcion_ca:
      "El centre identifica les barreres per a l'aprenentatge i la participació i ofereix a tot l'alumnat una resposta ajustada a les seves necessitats.",
    colorId: 4,
    preguntas: [
      escala(
        1,
        '¿Cuál es el grado de aplicación del Diseño Universal para el Aprendizaje (DUA) en la programación de aula?',
        "Quin és el grau d'aplicació del Disseny Universal per a l'Aprenentatge (DUA) en la programació d'aula?",
        DESARROLLO,
      ),
      multiple(
        2,
        '¿Qué medidas de atención a la diversidad se aplican en el centro?',
        "Quines mesures d'atenció a la diversitat s'apliquen al centre?",
        [
          ['Refuerzo educativo dentro del aula', "Reforç educatiu dins de l'aula"],
          ['Desdobles o agrupamientos flexibles', 'Desdoblaments o agrupaments flexibles'],
          ['Planes individualizados', 'Plans individualitzats'],
          ['Programas de diversificación curricular', 'Programes de diversificació curricular'],
          [
            'Apoyo del profesorado especialista (PT y AL)',
            'Suport del professorat especialista (PT i AL)',
          ],
          [
            'Acogida lingüística para el alumnado recién llegado',
            "Acollida lingüística per a l'alumnat nouvingut",
          ],
        ],
      ),
      unica(
        3,
        '¿Cómo se detectan las necesidades educativas del alumnado?',
        "Com es detecten les necessitats educatives de l'alumnat?",
        [
          ['Solo cuando la familia lo comunica', 'Només quan la família ho comunica'],
          [
            'Cuando el tutor o la tutora detecta dificultades',
            'Quan el tutor o la tutora detecta dificultats',
          ],
          [
            'Mediante un protocolo de detección coordinado con el servicio de orientación',
            "Mitjançant un protocol de detecció coordinat amb el servei d'orientació",
          ],
          [
            'Mediante un protocolo sistemático de detección temprana, revisado cada curso',
            'Mitjançant un protocol sistemàtic de detecció precoç, revisat cada curs',
          ],
        ],
      ),
      escala(
        4,
        'Los espacios, los materiales y las comunicaciones del centro son accesibles para todo el alumnado.',
        "Els espais, els materials i les comunicacions del centre són accessibles per a tot l'alumnat.",
        ACUERDO,
      ),
      escala(
        5,
        '¿Con qué frecuencia se coordinan el profesorado tutor y el profesorado de apoyo?',
        'Amb quina freqüència es coordinen el professorat tutor i el professorat de suport?',
        FRECUENCIA,
      ),
    ],
  },
  {
    orden: 5,
    titulo: 'Convivencia y bienestar',
    titulo_ca: 'Convivència i benestar',
    descripcion:
      'El centro promueve un clima positivo, previene el acoso escolar y cuida el bienestar emocional del alumnado y del profesorado.',
    descripcion_ca:
      "El centre promou un clima positiu, prevé l'assetjament escolar i té cura del benestar emocional de l'alumnat i del professorat.",
    colorId: 5,
    preguntas: [
      escala(
        1,
        'El alumnado se siente seguro y respetado en el centro.',
        "L'alumnat se sent segur i respectat al centre.",
        ACUERDO,
      ),
      unica(
        2,
        '¿Cómo se abordan los conflictos entre el alumnado?',
        "Com s'aborden els conflictes entre l'alumnat?",
        [
          ['Solo con medidas sancionadoras', 'Només amb mesures sancionadores'],
          [
            'Con medidas sancionadoras y alguna actuación educativa',
            'Amb mesures sancionadores i alguna actuació educativa',
          ],
          [
            'Con prácticas restaurativas en algunos casos',
            'Amb pràctiques restauratives en alguns casos',
          ],
          [
            'Con un programa consolidado de mediación y prácticas restaurativas',
            'Amb un programa consolidat de mediació i pràctiques restauratives',
          ],
        ],
      ),
      multiple(
        3,
        '¿Qué actuaciones de prevención del acoso escolar se llevan a cabo?',
        "Quines actuacions de prevenció de l'assetjament escolar es duen a terme?",
        [
          [
            'Protocolo de actuación conocido por todo el personal',
            "Protocol d'actuació conegut per tot el personal",
          ],
          [
            'Canal de comunicación confidencial para el alumnado',
            "Canal de comunicació confidencial per a l'alumnat",
          ],
          ['Alumnado ayudante o mediador', 'Alumnat ajudant o mediador'],
          ['Formación específica del profesorado', 'Formació específica del professorat'],
          [
            'Sesiones de tutoría sobre acoso y ciberacoso',
            'Sessions de tutoria sobre assetjament i ciberassetjament',
          ],
        ],
      ),
      escala(
        4,
        '¿Con qué frecuencia se trabajan las competencias socioemocionales en las tutorías?',
        'Amb quina freqüència es treballen les competències socioemocionals a les tutories?',
        FRECUENCIA,
      ),
      escala(
        5,
        '¿Cuál es el grado de desarrollo del plan de convivencia del centro?',
        'Quin és el grau de desenvolupament del pla de convivència del centre?',
        DESARROLLO,
      ),
    ],
  },
  {
    orden: 6,
    titulo: 'Competencia digital',
    titulo_ca: 'Competència digital',
    descripcion:
      'El centro integra las tecnologías digitales en la enseñanza, la gestión y la comunicación, y desarrolla la competencia digital de toda la comunidad educativa.',
    descripcion_ca:
      "El centre integra les tecnologies digitals en l'ensenyament, la gestió i la comunicació, i desenvolupa la competència digital de tota la comunitat educativa.",
    colorId: 6,
    preguntas: [
      escala(
        1,
        '¿Cuál es el grado de implantación del Plan Digital de Centro?',
        "Quin és el grau d'implantació del Pla Digital de Centre?",
        DESARROLLO,
      ),
      escala(
        2,
        '¿Con qué frecuencia utiliza el alumnado herramientas digitales para crear contenidos, y no solo para consultarlos?',
        "Amb quina freqüència utilitza l'alumnat eines digitals per crear continguts, i no només per consultar-los?",
        FRECUENCIA,
      ),
      multiple(
        3,
        '¿Qué aspectos de la ciudadanía digital se trabajan con el alumnado?',
        "Quins aspectes de la ciutadania digital es treballen amb l'alumnat?",
        [
          ['Identidad y huella digital', 'Identitat i petjada digital'],
          ['Protección de datos y privacidad', 'Protecció de dades i privacitat'],
          [
            'Uso seguro y responsable de las redes sociales',
            'Ús segur i responsable de les xarxes socials',
          ],
          [
            'Evaluación crítica de la información y detección de bulos',
            'Avaluació crítica de la informació i detecció de notícies falses',
          ],
          ['Derechos de autor y licencias', "Drets d'autor i llicències"],
          [
            'Bienestar digital y uso equilibrado de las pantallas',
            'Benestar digital i ús equilibrat de les pantalles',
          ],
        ],
      ),
      unica(
        4,
        '¿Qué nivel de competencia digital docente tiene acreditado la mayoría del claustro?',
        'Quin nivell de competència digital docent té acreditat la majoria del claustre?',
        [
          ['Ningún nivel acreditado', 'Cap nivell acreditat'],
          ['Acceso (A1–A2)', 'Accés (A1–A2)'],
          ['Profundización (B1–B2)', 'Aprofundiment (B1–B2)'],
          ['Transformación (C1–C2)', 'Transformació (C1–C2)'],
        ],
      ),
      escala(
        5,
        'El centro dispone de dispositivos y conectividad suficientes para el uso didáctico de la tecnología.',
        "El centre disposa de dispositius i connectivitat suficients per a l'ús didàctic de la tecnologia.",
        ACUERDO,
      ),
    ],
  },
  {
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
  },
  {
    orden: 8,
    titulo: 'Formación del profesorado',
    titulo_ca: 'Formació del professorat',
    descripcion:
      'El centro planifica la formación del profesorado a partir de sus necesidades y traslada lo aprendido a la práctica del aula.',
    descripcion_ca:
      "El centre planifica la formació del professorat a partir de les seves necessitats i trasllada el que s'ha après a la pràctica de l'aula.",
    colorId: 8,
    preguntas: [
      unica(
        1,
        '¿Cómo se elabora el plan de formación del centro?',
        "Com s'elabora el pla de formació del centre?",
        [
          ['No existe un plan de formación', 'No hi ha cap pla de formació'],
          [
            'Cada docente elige su formación de manera individual',
            'Cada docent tria la seva formació de manera individual',
          ],
          [
            'A partir de un análisis de las necesidades del claustro',
            "A partir d'una anàlisi de les necessitats del claustre",
          ],
          [
            'A partir de un análisis de necesidades vinculado al plan de mejora',
            "A partir d'una anàlisi de necessitats vinculada al pla de millora",
          ],
        ],
      ),
      escala(
        2,
        '¿En qué medida la formación realizada se traslada a la práctica del aula?',
        "En quina mesura la formació feta es trasllada a la pràctica de l'aula?",
        GRADO,
      ),
      multiple(
        3,
        '¿Qué modalidades de formación se han desarrollado en el centro durante el curso?',
        "Quines modalitats de formació s'han desenvolupat al centre durant el curs?",
        [
          ['Formación en centro', 'Formació en centre'],
          ['Seminarios o grupos de trabajo', 'Seminaris o grups de treball'],
          ['Cursos en línea', 'Cursos en línia'],
          ['Observación entre iguales', 'Observació entre iguals'],
          ['Proyectos de innovación', "Projectes d'innovació"],
          ['Estancias o intercambios (Erasmus+)', 'Estades o intercanvis (Erasmus+)'],
        ],
      ),
      escala(
        4,
        '¿Con qué frecuencia comparte el profesorado buenas prácticas en los espacios de coordinación?',
        'Amb quina freqüència comparteix el professorat bones pràctiques als espais de coordinació?',
        FRECUENCIA,
      ),
      escala(
        5,
        '¿Cuál es el grado de desarrollo del plan de acogida del profesorado de nueva incorporación?',
        "Quin és el grau de desenvolupament del pla d'acollida del professorat de nova incorporació?",
        DESARROLLO,
      ),
    ],
  },
  {
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
  },
  {
    orden: 10,
    titulo: 'Orientación y acción tutorial',
    titulo_ca: 'Orientació i acció tutorial',
    descripcion:
      'La acción tutorial y la orientación acompañan al alumnado en su desarrollo personal y en la toma de decisiones académicas y profesionales.',
    descripcion_ca:
      "L'acció tutorial i l'orientació acompanyen l'alumnat en el seu desenvolupament personal i en la presa de decisions acadèmiques i professionals.",
    colorId: 10,
    preguntas: [
      escala(
        1,
        '¿Cuál es el grado de desarrollo del plan de acción tutorial?',
        "Quin és el grau de desenvolupament del pla d'acció tutorial?",
        DESARROLLO,
      ),
      multiple(
        2,
        '¿Qué actuaciones de orientación académica y profesional se realizan?',
        "Quines actuacions d'orientació acadèmica i professional es duen a terme?",
        [
          [
            'Información sobre itinerarios y opciones formativas',
            'Informació sobre itineraris i opcions formatives',
          ],
          ['Entrevistas individuales de orientación', "Entrevistes individuals d'orientació"],
          ['Visitas a centros de FP y universidades', 'Visites a centres de FP i universitats'],
          [
            'Charlas de profesionales y de antiguo alumnado',
            "Xerrades de professionals i d'antic alumnat",
          ],
          [
            'Programas de autoconocimiento y toma de decisiones',
            "Programes d'autoconeixement i presa de decisions",
          ],
        ],
      ),
      escala(
        3,
        '¿Con qué frecuencia se realizan entrevistas individuales de tutoría con el alumnado?',
        "Amb quina freqüència es fan entrevistes individuals de tutoria amb l'alumnat?",
        FRECUENCIA,
      ),
      unica(
        4,
        '¿Cómo se hace el seguimiento del alumnado en riesgo de abandono escolar?',
        "Com es fa el seguiment de l'alumnat en risc d'abandonament escolar?",
        [
          ['No se hace un seguimiento específico', 'No es fa cap seguiment específic'],
          ['Lo hace cada tutor o tutora por su cuenta', 'El fa cada tutor o tutora pel seu compte'],
          ['Se hace en las sesiones de evaluación', "Es fa a les sessions d'avaluació"],
          [
            'Hay un protocolo con indicadores de alerta y un plan de intervención',
            "Hi ha un protocol amb indicadors d'alerta i un pla d'intervenció",
          ],
        ],
      ),
      escala(
        5,
        'La orientación tiene en cuenta la perspectiva de género para evitar estereotipos en la elección de estudios.',
        "L'orientació té en compte la perspectiva de gènere per evitar estereotips en l'elecció d'estudis.",
        ACUERDO,
      ),
    ],
  },
];
