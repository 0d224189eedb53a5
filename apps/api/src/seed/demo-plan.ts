import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { claves, planSuggestions } from '../db/schema/index';

/**
 * Starting actions of the improvement plan, three per key, ES and CA: what the plan suggests
 * for a centre's weakest keys. Each names its key, so a coordinator adopts one and adjusts it.
 */
const TEMPLATES: readonly { es: (key: string) => string; ca: (key: string) => string }[] = [
  {
    es: (key) =>
      `Revisar en el claustro las preguntas de «${key}» con peor resultado y acordar una mejora concreta para este curso.`,
    ca: (key) =>
      `Revisar al claustre les preguntes de «${key}» amb pitjor resultat i acordar una millora concreta per a aquest curs.`,
  },
  {
    es: (key) =>
      `Nombrar a una persona de referencia para «${key}» que prepare un calendario trimestral de actividades.`,
    ca: (key) =>
      `Nomenar una persona de referència per a «${key}» que prepari un calendari trimestral d'activitats.`,
  },
  {
    es: (key) =>
      `Recoger la opinión del alumnado y de las familias sobre «${key}» al final de cada trimestre.`,
    ca: (key) =>
      `Recollir l'opinió de l'alumnat i de les famílies sobre «${key}» al final de cada trimestre.`,
  },
];

/** Writes the catalogue's suggested actions for every key (the demo's first run only). */
export async function seedDemoPlanSuggestions(db: Database): Promise<void> {
  const keys = await db
    .select({ id: claves.id, titulo: claves.titulo, titulo_ca: claves.titulo_ca })
    .from(claves)
    .orderBy(asc(claves.orden));
  const rows = keys.flatMap((key) =>
    TEMPLATES.map((template, index) => ({
      claves_id: key.id,
      texto: template.es(key.titulo),
      texto_ca: template.ca(key.titulo_ca || key.titulo),
      orden: index + 1,
    })),
  );
  if (rows.length > 0) await db.insert(planSuggestions).values(rows);
}
