/**
 * Generates the small files of the demo content (apps/api/src/seed/data/demo-files/): a
 * centre logo (PNG) and three PDF documents, the guide of the programme in Spanish and in
 * Catalan and the improvement-plan template. The demo seed stores them like uploads
 * (seed/demo-content.ts). They are committed, not made at start-up: pdfkit alone costs about
 * 0.4 s of a start, and the first start with demo data must stay fast.
 *
 * Run: npx tsx scripts/generate-demo-files.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { CLAVES, PROGRAMME_NAME, PROGRAMME_NAME_CA } from '../apps/api/src/seed/data/catalogue';
import { DEMO_FILES } from '../apps/api/src/seed/demo-files';
import { encodePng } from '../apps/api/src/test/png';

const OUT = fileURLToPath(new URL('../apps/api/src/seed/data/demo-files/', import.meta.url));
/** Fixed, so running the script again gives the same bytes. */
const CREATED = new Date('2025-09-01T08:00:00Z');
const PRIMARY: readonly [number, number, number] = [0x2b, 0x74, 0xc4];
const WHITE: readonly [number, number, number] = [0xff, 0xff, 0xff];

/** Distance from (x, y) to the segment a–b. */
function toSegment(x: number, y: number, a: readonly number[], b: readonly number[]): number {
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  const t = Math.max(
    0,
    Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  );
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
}

/** 96 × 96: a blue disc with a white tick, the kind of badge a centre puts on its materials. */
function logo(): Buffer {
  const size = 96;
  const tick = [
    [28, 50],
    [42, 64],
    [69, 34],
  ] as const;
  return encodePng(size, size, (x, y) => {
    const inDisc = Math.hypot(x - 47.5, y - 47.5) <= 44;
    if (!inDisc) return WHITE;
    const onTick = toSegment(x, y, tick[0], tick[1]) <= 5 || toSegment(x, y, tick[1], tick[2]) <= 5;
    return onTick ? WHITE : PRIMARY;
  });
}

interface Section {
  heading: string;
  paragraphs: readonly string[];
}

function pdf(title: string, subtitle: string, sections: readonly Section[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: title, Author: subtitle, CreationDate: CREATED, ModDate: CREATED },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fillColor('#2b74c4').font('Helvetica-Bold').fontSize(20).text(title);
    doc.moveDown(0.2).fillColor('#4b5563').font('Helvetica').fontSize(11).text(subtitle);
    for (const section of sections) {
      doc.moveDown(0.8).fillColor('#1f2937').font('Helvetica-Bold').fontSize(13);
      doc.text(section.heading);
      doc.font('Helvetica').fontSize(10.5);
      for (const paragraph of section.paragraphs) doc.moveDown(0.3).text(paragraph);
    }
    doc.end();
  });
}

const guideEs = () =>
  pdf('Guía de autoevaluación del centro', `${PROGRAMME_NAME} · curso 2025-2026`, [
    {
      heading: '1. Para qué sirve la autoevaluación',
      paragraphs: [
        'La autoevaluación ayuda al equipo del centro a reconocer sus fortalezas y a decidir qué mejorar. No es una inspección: los resultados son del centro y sirven para preparar su plan de mejora.',
      ],
    },
    {
      heading: '2. Las diez claves',
      paragraphs: CLAVES.map((clave) => `${clave.orden}. ${clave.titulo}: ${clave.descripcion}`),
    },
    {
      heading: '3. Cómo se responde',
      paragraphs: [
        'La coordinación del centro reúne al equipo directivo y a una representación del claustro. Cada pregunta se responde por consenso; si una pregunta no se aplica al centro, se marca «No procede».',
        'Cuando todas las claves están al 100 %, la coordinación envía la evaluación. A partir de ese momento el centro recibe el informe con su resultado en cada clave.',
      ],
    },
    {
      heading: '4. Calendario orientativo',
      paragraphs: [
        'Septiembre y octubre: formación del equipo y lectura de la guía. Noviembre a febrero: respuesta al cuestionario. Marzo: envío y lectura del informe. Abril a junio: plan de mejora.',
      ],
    },
  ]);

const guideCa = () =>
  pdf("Guia d'autoavaluació del centre", `${PROGRAMME_NAME_CA} · curs 2025-2026`, [
    {
      heading: "1. Per a què serveix l'autoavaluació",
      paragraphs: [
        "L'autoavaluació ajuda l'equip del centre a reconèixer les seves fortaleses i a decidir què millorar. No és una inspecció: els resultats són del centre i serveixen per preparar el seu pla de millora.",
      ],
    },
    {
      heading: '2. Les deu claus',
      paragraphs: CLAVES.map(
        (clave) => `${clave.orden}. ${clave.titulo_ca}: ${clave.descripcion_ca}`,
      ),
    },
    {
      heading: '3. Com es respon',
      paragraphs: [
        "La coordinació del centre reuneix l'equip directiu i una representació del claustre. Cada pregunta es respon per consens; si una pregunta no s'aplica al centre, es marca «No escau».",
        "Quan totes les claus són al 100 %, la coordinació envia l'avaluació i el centre rep l'informe amb el seu resultat a cada clau.",
      ],
    },
  ]);

const planTemplate = () =>
  pdf('Plantilla del plan de mejora', PROGRAMME_NAME, [
    {
      heading: 'Datos del centro',
      paragraphs: [
        'Nombre del centro: ____________________   Código: __________   Curso: __________',
      ],
    },
    {
      heading: 'Clave que se quiere mejorar',
      paragraphs: [
        'Resultado de la autoevaluación en esta clave: ____ / 100',
        'Qué muestran los resultados (dos o tres frases): ________________________________',
      ],
    },
    {
      heading: 'Acciones',
      paragraphs: [
        'Para cada acción: qué se hará, quién es responsable, con qué recursos, en qué plazo y cómo se sabrá que se ha conseguido.',
        '1. ______________________________________________',
        '2. ______________________________________________',
        '3. ______________________________________________',
      ],
    },
    {
      heading: 'Seguimiento',
      paragraphs: [
        'Revisión trimestral en el claustro. Fechas previstas: ________ / ________ / ________',
      ],
    },
  ]);

mkdirSync(OUT, { recursive: true });
const made: Record<keyof typeof DEMO_FILES, Buffer> = {
  logo: logo(),
  guideEs: await guideEs(),
  guideCa: await guideCa(),
  planTemplate: await planTemplate(),
};
for (const [key, bytes] of Object.entries(made)) {
  const name = DEMO_FILES[key as keyof typeof DEMO_FILES];
  writeFileSync(join(OUT, name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
