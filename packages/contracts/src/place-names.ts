/**
 * Place names in the programme's languages, and the preposition "de" before them (zod-free: the
 * centres' app imports it on its results screen, the API for the results and the PDF report).
 *
 * The geography data (apps/api/src/seed/data/geography.json, from the INE) names the
 * autonomous communities in Spanish, or in their own co-official form (Illes Balears, Comunitat
 * Valenciana). A Catalan page or report names them in Catalan.
 */

/** The Catalan name of each community, keyed by the name the geography data holds. */
export const CATALAN_COMMUNITY_NAMES: Readonly<Record<string, string>> = {
  Andalucía: 'Andalusia',
  Aragón: 'Aragó',
  'Principado de Asturias': 'Astúries',
  'Illes Balears': 'Illes Balears',
  Canarias: 'Canàries',
  Cantabria: 'Cantàbria',
  'Castilla y León': 'Castella i Lleó',
  'Castilla-La Mancha': 'Castella-la Manxa',
  Cataluña: 'Catalunya',
  'Comunitat Valenciana': 'Comunitat Valenciana',
  Extremadura: 'Extremadura',
  Galicia: 'Galícia',
  'Comunidad de Madrid': 'Comunitat de Madrid',
  'Región de Murcia': 'Regió de Múrcia',
  'Comunidad Foral de Navarra': 'Navarra',
  'País Vasco': 'País Basc',
  'La Rioja': 'La Rioja',
  Ceuta: 'Ceuta',
  Melilla: 'Melilla',
};

/** A community's name in `language` (ES, CA); a name the table does not know stays as it is. */
export function communityNameIn(language: string, name: string): string {
  return language === 'CA' ? (CATALAN_COMMUNITY_NAMES[name] ?? name) : name;
}

/**
 * Catalan names used with the article in a sentence ("la mitjana de les Illes Balears", "del
 * País Basc"); the others go bare ("de Catalunya", "d'Andalusia"). La Rioja carries its
 * article in its name.
 */
const CATALAN_ARTICLES: Readonly<Record<string, string>> = {
  'Illes Balears': 'les',
  Canàries: 'les',
  'Comunitat Valenciana': 'la',
  'Comunitat de Madrid': 'la',
  'Regió de Múrcia': 'la',
  'País Basc': 'el',
};

const VOWEL = /^[aeiouàèéíòóúïü]/i;
/** An i or u (after an optional h) before a vowel is a consonant sound: "de Iowa", "de Huelva". */
const GLIDE = /^h?[iuíúïü][aeiouàèéíòóú]/i;

/**
 * "de" + a name in Catalan grammar: elided before a vowel sound ("d'Andalusia", "d'Aragó",
 * "d'Astúries", "d'Extremadura", "d'Osca"), contracted with a masculine article ("del País
 * Basc", "dels Estats Units"), otherwise written out ("de Catalunya", "de les Illes Balears",
 * "de la Comunitat de Madrid", "de La Rioja").
 */
export function catalanOf(name: string): string {
  const article = CATALAN_ARTICLES[name];
  const phrase = article ? `${article} ${name}` : name;
  if (/^el\s/i.test(phrase)) return `del ${phrase.slice(3)}`;
  if (/^els\s/i.test(phrase)) return `dels ${phrase.slice(4)}`;
  const elides = (VOWEL.test(phrase) || /^h[aeiouàèéíòóú]/i.test(phrase)) && !GLIDE.test(phrase);
  return elides ? `d'${phrase}` : `de ${phrase}`;
}

/** "de" + a place name in `language`: Catalan's rule above, Spanish's plain "de". */
export function ofPlace(language: string, name: string): string {
  return language === 'CA' ? catalanOf(name) : `de ${name}`;
}
