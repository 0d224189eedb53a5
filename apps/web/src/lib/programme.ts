/** Name of the programme shown in the top bar, the login page and the document title. */
export const PROGRAMME_TITLE = 'Autoevaluación de centros educativos';
