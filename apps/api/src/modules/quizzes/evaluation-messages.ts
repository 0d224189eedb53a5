/** Spanish messages of the centre-facing answering flow. */
export const EVALUATION_MESSAGES = {
  noActivePeriod: 'No hay ningún periodo de evaluación activo.',
  questionNotFound: 'La pregunta no existe o ya no forma parte del cuestionario.',
  singleOption: 'Esta pregunta admite una sola respuesta.',
  atLeastOneOption: 'Seleccione al menos una respuesta.',
  repeatedOption: 'La misma respuesta no puede seleccionarse dos veces.',
  optionNotOfQuestion: 'La respuesta seleccionada no corresponde a la pregunta.',
  notApplicableWithOptions: 'Una pregunta marcada como «no procede» no puede llevar respuestas.',
  alreadyFinished: 'La evaluación ya se ha enviado y no admite cambios.',
  notStarted: 'La evaluación de este periodo todavía no se ha empezado.',
  incomplete: 'Todas las claves deben estar completadas al 100 % antes de enviar la evaluación.',
} as const;
