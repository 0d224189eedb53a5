import { LANGUAGE_CODES, type LanguageCode } from '@eval/contracts/common';
import {
  feedbackBodySchema,
  recursoCreateSchema,
  toolkitCreateSchema,
} from '@eval/contracts/content';
import { asc, inArray, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { centros, claves, feedbacks, recursos } from '../db/schema/index';
import { createRecurso } from '../modules/content/resources-service';
import { createContenido } from '../modules/content/texts-repository';
import { createDocumento, createToolkit } from '../modules/content/toolkits-documents';
import { storeFile } from '../modules/content/files-repository';
import {
  DEMO_DOCUMENTOS,
  DEMO_RECURSOS,
  DEMO_TOOLKITS,
  demoContenidos,
  FEEDBACK_BANDS,
  KEY_GUIDE,
  type DemoRecurso,
} from './data/demo-content';
import { KEY_FEEDBACK } from './data/key-feedback';
import { DEMO_FILES, demoFileDataString } from './demo-files';

/** Communities whose demo people write in Catalan (demo-centres.ts): Cataluña and Illes Balears. */
const CATALAN_COMMUNITIES = [9, 4];

interface Centre {
  id: number;
  comunidad: number;
}

/**
 * The centres whose experiences the demo tells: a primary school for the Spanish one, a centre
 * where Catalan is spoken for the Catalan one (any centre when the demo has none there).
 */
async function experienceCentres(db: Database): Promise<Record<LanguageCode, Centre | undefined>> {
  const columns = { id: centros.id, comunidad: centros.comunidades_id };
  const [primary] = await db
    .select(columns)
    .from(centros)
    .where(like(centros.nombre, 'CEIP %'))
    .orderBy(asc(centros.id))
    .limit(1);
  const [catalan] = await db
    .select(columns)
    .from(centros)
    .where(inArray(centros.comunidades_id, CATALAN_COMMUNITIES))
    .orderBy(asc(centros.id))
    .limit(1);
  const [any] = await db.select(columns).from(centros).orderBy(asc(centros.id)).limit(1);
  return { ES: primary ?? any, CA: catalan ?? any };
}

/** Feedback for every key in three score bands, per language (data/key-feedback.ts): one insert. */
async function seedFeedbacks(db: Database): Promise<void> {
  const keys = await db
    .select({ id: claves.id, orden: claves.orden })
    .from(claves)
    .orderBy(asc(claves.orden));
  const feedbackOf = new Map(KEY_FEEDBACK.map((key) => [key.claveOrden, key.bandas]));
  const rows = LANGUAGE_CODES.flatMap((language) =>
    keys.flatMap((key) =>
      FEEDBACK_BANDS.flatMap((band, index) => {
        const text = feedbackOf.get(key.orden)?.[index]?.[language];
        if (!text) return [];
        // The same rules as POST /v3/feedbacks.
        const body = feedbackBodySchema.parse({
          claves_id: key.id,
          minimo: band.minimo,
          maximo: band.maximo,
          titulo: text.titulo,
          texto: text.texto,
        });
        return [{ ...body, language_id: language }];
      }),
    ),
  );
  if (rows.length > 0) await db.insert(feedbacks).values(rows);
}

async function seedRecurso(
  db: Database,
  recurso: DemoRecurso,
  keyIds: ReadonlyMap<number, number>,
  centre: Centre | undefined,
): Promise<void> {
  const experience = recurso.centreExperience && centre;
  await createRecurso(
    db,
    recurso.language,
    // The seed is no route: it validates its own values as the route would.
    recursoCreateSchema.parse({
      titulo: recurso.titulo,
      descripcion: recurso.descripcion,
      url: recurso.url,
      perspectivas_id: recurso.perspectiva,
      tipos_material_id: recurso.tipoMaterial,
      claves_id: keyIds.get(recurso.claveOrden) ?? null,
      centros_id: experience ? centre.id : null,
      centerLogo: experience ? demoFileDataString('logo') : null,
      document: recurso.document ? demoFileDataString(recurso.document) : null,
      ...(recurso.document ? { documentName: DEMO_FILES[recurso.document] } : {}),
      comunidades: experience ? [centre.comunidad] : [],
      cursos: [...recurso.cursos],
    }),
    null,
  );
}

/**
 * A guide for every key in both languages that the resources above leave without one, so the
 * centre app recommends something for whichever keys a centre scores lowest.
 */
async function seedKeyGuides(db: Database): Promise<void> {
  const keys = await db
    .select({
      id: claves.id,
      orden: claves.orden,
      titulo: claves.titulo,
      titulo_ca: claves.titulo_ca,
    })
    .from(claves)
    .orderBy(asc(claves.orden));
  const covered = new Set(
    (
      await db.select({ language: recursos.language_id, key: recursos.claves_id }).from(recursos)
    ).map((r) => `${r.language}:${r.key}`),
  );
  for (const language of LANGUAGE_CODES)
    for (const key of keys) {
      if (covered.has(`${language}:${key.id}`)) continue;
      const name = language === 'CA' && key.titulo_ca ? key.titulo_ca : key.titulo;
      const guide = KEY_GUIDE[language];
      await createRecurso(
        db,
        language,
        recursoCreateSchema.parse({
          titulo: guide.titulo(name),
          descripcion: guide.descripcion(name),
          url: `https://autoevaluacion.example/guias/clave-${key.orden}`,
          claves_id: key.id,
        }),
        null,
      );
    }
}

/**
 * Something on every content screen of a first start: contenidos, feedback,
 * recursos (one with a centre's logo, some with a PDF), toolkits and documentos, in Spanish and
 * Catalan. Everything but the feedback goes through the services behind the API's calls, so it
 * is exactly what an administrator could have entered.
 */
export async function seedDemoContent(db: Database, schoolYear: string): Promise<void> {
  const contenidos = demoContenidos(schoolYear);
  for (const language of LANGUAGE_CODES)
    for (const payload of contenidos[language]) await createContenido(db, language, payload);

  await seedFeedbacks(db);

  const keyIds = new Map(
    (await db.select({ id: claves.id, orden: claves.orden }).from(claves)).map((k) => [
      k.orden,
      k.id,
    ]),
  );
  const centres = await experienceCentres(db);
  for (const recurso of DEMO_RECURSOS)
    await seedRecurso(db, recurso, keyIds, centres[recurso.language]);
  await seedKeyGuides(db);

  for (const toolkit of DEMO_TOOLKITS) {
    const file = toolkit.file
      ? await storeFile(
          db,
          { filename: DEMO_FILES[toolkit.file], data: demoFileDataString(toolkit.file) },
          null,
        )
      : null;
    await createToolkit(
      db,
      toolkit.language,
      toolkitCreateSchema.parse({
        titulo: toolkit.titulo,
        descripcion: toolkit.descripcion,
        url: toolkit.url,
        file_id: file?.id ?? null,
      }),
    );
  }

  for (const documento of DEMO_DOCUMENTOS) {
    await createDocumento(
      db,
      {
        nombre: documento.nombre,
        filename: DEMO_FILES[documento.file],
        data: demoFileDataString(documento.file),
      },
      null,
    );
  }
}
