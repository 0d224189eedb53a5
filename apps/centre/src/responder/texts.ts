/**
 * The public answer page's texts (`/centro/responder/<codigo>`, responder.html), in Spanish and
 * Catalan. The page is its own small bundle without i18next, React or zod, so the few constants
 * it shares with the contracts (the answer scale, the groups' names, the server's messages) are
 * copied here; texts.test.ts checks them against `@eval/contracts/consultations`.
 */

export type PageLanguage = 'ES' | 'CA';

/** The answer scale's labels, index = valor (CONSULTATION_VALUE_LABELS). */
export const VALUE_LABELS: Record<PageLanguage, readonly string[]> = {
  ES: ['No lo sé', 'Nada de acuerdo', 'Poco de acuerdo', 'Bastante de acuerdo', 'Muy de acuerdo'],
  CA: ['No ho sé', "Gens d'acord", "Poc d'acord", "Força d'acord", "Molt d'acord"],
};

/** The order the choices are shown in: agreement from least to most, then "I don't know". */
export const VALUE_ORDER: readonly number[] = [1, 2, 3, 4, 0];

/** The groups' names (CONSULTATION_GROUP_LABELS). */
export const GROUP_LABELS: Record<PageLanguage, Record<string, string>> = {
  ES: { alumnado: 'Alumnado', familias: 'Familias', profesorado: 'Profesorado' },
  CA: { alumnado: 'Alumnat', familias: 'Famílies', profesorado: 'Professorat' },
};

/**
 * The server's Spanish messages this page recognises (CONSULTATION_MESSAGES), to show them in
 * Catalan: the API writes its messages in Spanish only.
 */
export const SERVER_MESSAGES = {
  notFound: 'La consulta no existe.',
  closed: 'La consulta está cerrada.',
  expired: 'La consulta ha terminado: su fecha de cierre ya pasó.',
  mismatch:
    'Las respuestas no corresponden a las preguntas de la consulta. Recargue la página y responda de nuevo.',
  tooMany: 'Demasiadas respuestas en poco tiempo. Espere un minuto y vuelva a enviar.',
} as const;
export type ServerMessage = keyof typeof SERVER_MESSAGES;

export interface PageTexts {
  title: string;
  intro: string;
  language: string;
  languages: { ES: string; CA: string };
  loading: string;
  period: (periodo: string) => string;
  closes: (date: string) => string;
  questionsLabel: string;
  send: string;
  sending: string;
  retry: string;
  reload: string;
  unanswered: string;
  missing: (numbers: string[]) => string;
  restored: string;
  thanks: string;
  alreadySent: string;
  notFound: string;
  closed: string;
  expired: string;
  mismatch: string;
  tooMany: string;
  loadFailed: string;
  offline: string;
  sendFailed: string;
  /** "1, 2 y 3": a list of numbers in a sentence. */
  and: string;
}

const list = (items: string[], and: string): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;

export const TEXTS: Record<PageLanguage, PageTexts> = {
  ES: {
    title: 'Consulta anónima',
    intro:
      'Tus respuestas son anónimas: no se guarda tu nombre ni ningún dato que te identifique. Responde cada pregunta y pulsa «Enviar» al final.',
    language: 'Idioma',
    languages: { ES: 'Español', CA: 'Català' },
    loading: 'Cargando la consulta…',
    period: (periodo) => `Periodo ${periodo}`,
    closes: (date) => `Se cierra el ${date}`,
    questionsLabel: 'Preguntas de la consulta',
    send: 'Enviar',
    sending: 'Enviando…',
    retry: 'Reintentar',
    reload: 'Recargar la página',
    unanswered: 'Sin responder',
    missing: (numbers) =>
      numbers.length === 1
        ? `Falta por responder la pregunta ${numbers[0] ?? ''}.`
        : `Faltan por responder las preguntas ${list(numbers, 'y')}.`,
    restored:
      'Tus respuestas aún no se han enviado: siguen guardadas en este dispositivo. Revísalas y pulsa «Enviar».',
    thanks: 'Gracias: tus respuestas se han enviado.',
    alreadySent: 'Ya enviaste tus respuestas desde este dispositivo.',
    notFound: 'Esta consulta no existe.',
    closed: 'Esta consulta está cerrada: ya no admite respuestas.',
    expired: 'Esta consulta ha terminado: su fecha de cierre ya pasó.',
    mismatch: SERVER_MESSAGES.mismatch,
    tooMany: SERVER_MESSAGES.tooMany,
    loadFailed: 'No se ha podido cargar la consulta. Comprueba la conexión e inténtalo de nuevo.',
    offline:
      'No se han podido enviar tus respuestas: no hay conexión. Siguen guardadas en este dispositivo; pulsa «Reintentar» cuando vuelva la conexión.',
    sendFailed:
      'No se han podido enviar tus respuestas. Siguen guardadas en este dispositivo; inténtalo de nuevo en un momento.',
    and: 'y',
  },
  CA: {
    title: 'Consulta anònima',
    intro:
      'Les teves respostes són anònimes: no es desa el teu nom ni cap dada que t’identifiqui. Respon cada pregunta i prem «Envia» al final.',
    language: 'Idioma',
    languages: { ES: 'Español', CA: 'Català' },
    loading: 'S’està carregant la consulta…',
    period: (periodo) => `Període ${periodo}`,
    closes: (date) => `Es tanca el ${date}`,
    questionsLabel: 'Preguntes de la consulta',
    send: 'Envia',
    sending: 'S’està enviant…',
    retry: 'Torna-ho a provar',
    reload: 'Torna a carregar la pàgina',
    unanswered: 'Sense resposta',
    missing: (numbers) =>
      numbers.length === 1
        ? `Falta per respondre la pregunta ${numbers[0] ?? ''}.`
        : `Falten per respondre les preguntes ${list(numbers, 'i')}.`,
    restored:
      'Les teves respostes encara no s’han enviat: continuen desades en aquest dispositiu. Revisa-les i prem «Envia».',
    thanks: 'Gràcies: les teves respostes s’han enviat.',
    alreadySent: 'Ja has enviat les teves respostes des d’aquest dispositiu.',
    notFound: 'Aquesta consulta no existeix.',
    closed: 'Aquesta consulta està tancada: ja no admet respostes.',
    expired: 'Aquesta consulta ha acabat: la data de tancament ja ha passat.',
    mismatch:
      'Les respostes no corresponen a les preguntes de la consulta. Torna a carregar la pàgina i respon de nou.',
    tooMany: 'Massa respostes en poc temps. Espera un minut i torna a enviar.',
    loadFailed: 'No s’ha pogut carregar la consulta. Comprova la connexió i torna-ho a provar.',
    offline:
      'No s’han pogut enviar les teves respostes: no hi ha connexió. Continuen desades en aquest dispositiu; prem «Torna-ho a provar» quan torni la connexió.',
    sendFailed:
      'No s’han pogut enviar les teves respostes. Continuen desades en aquest dispositiu; torna-ho a provar d’aquí a una estona.',
    and: 'i',
  },
};

/**
 * What to show for a server's message in the page's language: the page's own text for a
 * message it knows (Catalan has no server text), the server's words otherwise, in Spanish;
 * `fallback` when there is no message at all.
 */
export function messageIn(
  language: PageLanguage,
  message: string | null,
  fallback: ServerMessage,
): string {
  const texts = TEXTS[language];
  const known = (Object.keys(SERVER_MESSAGES) as ServerMessage[]).find(
    (key) => SERVER_MESSAGES[key] === message,
  );
  if (known) return known === 'notFound' ? texts.notFound : texts[known];
  if (message && language === 'ES') return message;
  return texts[fallback];
}

/** A consultation's closing day (`2026-03-12`) as the page's language writes dates. */
export function formatDay(day: string, language: PageLanguage): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'CA' ? 'ca-ES' : 'es-ES', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** `?lang=CA` opens the page in Catalan; anything else (or nothing) in Spanish. */
export function languageOf(search: string): PageLanguage {
  return new URLSearchParams(search).get('lang')?.trim().toUpperCase() === 'CA' ? 'CA' : 'ES';
}
