import type { ClaveSeed } from './types';
import { ACUERDO, DESARROLLO, escala, FRECUENCIA, multiple, unica } from './questions';

/** Key 5: Convivencia y bienestar. */
export const COEXISTENCE_AND_WELLBEING_KEY: ClaveSeed = {
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
};
