import type { CentreKeyResult as Key, CentreResults } from '@eval/contracts/centre-app';
import type { LanguageCode } from '@eval/contracts/common';
import {
  CONSULTATION_GROUP_LABELS,
  type ConsultationGroupResult,
} from '@eval/contracts/consultations';
import { CARRIED_FROM_TEXT, type PlanActionState } from '@eval/contracts/plans';
import { formatDay } from '../../lib/dates';

/** The report's words, in the centre's language (the app's UI texts live in apps/centre). */
const ES_WORDS = {
  title: 'Informe de autoevaluación',
  centre: 'Centro',
  community: 'Comunidad',
  period: 'Periodo',
  finished: 'Evaluación terminada el',
  printed: 'Informe generado el',
  overall: 'Puntuación global',
  scores: 'Puntuación por clave (0–100)',
  thisEvaluation: 'Esta evaluación',
  first: 'Primera evaluación',
  previous: 'Evaluación anterior',
  communityAvg: 'Media de la comunidad',
  programmeAvg: 'Media del programa',
  similarAvg: 'Media de centros similares',
  history: 'Evolución por periodo',
  historyNote: 'Puntuación global y de cada clave (columnas numeradas como las claves).',
  global: 'Global',
  tooFew: 'sin media: menos de 5 centros',
  noScore: 'sin puntuación (no procede)',
  feedback: 'Valoración por clave',
  recommendations: 'Recomendaciones para las claves con menor puntuación',
  recursos: 'Recursos',
  toolkits: 'Toolkits',
  documentos: 'Documentos',
  plan: 'Plan de mejora',
  planEmpty: 'El plan de este periodo no tiene acciones.',
  state: 'Estado',
  responsable: 'Responsable',
  deadline: 'Fecha límite',
  nobody: 'sin responsable',
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  hecha: 'Hecha',
  voices: 'Las otras voces: consultas',
  voicesNote:
    'Puntuación de cada grupo por clave (0–100) frente a la autoevaluación del centro, y la diferencia.',
  voicesEmpty: 'En este periodo no hubo consultas.',
  responses: 'respuestas',
  fewResponses: 'Se necesitan al menos 10 respuestas',
  selfEvaluation: 'autoevaluación',
  gap: 'diferencia',
  page: 'Página',
};
type Words = Record<keyof typeof ES_WORDS, string>;
const WORDS: Record<LanguageCode, Words> = {
  ES: ES_WORDS,
  CA: {
    title: "Informe d'autoavaluació",
    centre: 'Centre',
    community: 'Comunitat',
    period: 'Període',
    finished: 'Avaluació acabada el',
    printed: 'Informe generat el',
    overall: 'Puntuació global',
    scores: 'Puntuació per clau (0–100)',
    thisEvaluation: 'Aquesta avaluació',
    first: 'Primera avaluació',
    previous: 'Avaluació anterior',
    communityAvg: 'Mitjana de la comunitat',
    programmeAvg: 'Mitjana del programa',
    similarAvg: 'Mitjana de centres similars',
    history: 'Evolució per període',
    historyNote: 'Puntuació global i de cada clau (columnes numerades com les claus).',
    global: 'Global',
    tooFew: 'sense mitjana: menys de 5 centres',
    noScore: 'sense puntuació (no escau)',
    feedback: 'Valoració per clau',
    recommendations: 'Recomanacions per a les claus amb menys puntuació',
    recursos: 'Recursos',
    toolkits: 'Toolkits',
    documentos: 'Documents',
    plan: 'Pla de millora',
    planEmpty: "El pla d'aquest període no té cap acció.",
    state: 'Estat',
    responsable: 'Responsable',
    deadline: 'Data límit',
    nobody: 'sense responsable',
    pendiente: 'Pendent',
    en_curso: 'En curs',
    hecha: 'Feta',
    voices: 'Les altres veus: consultes',
    voicesNote:
      "Puntuació de cada grup per clau (0–100) davant l'autoavaluació del centre, i la diferència.",
    voicesEmpty: 'En aquest període no hi va haver consultes.',
    responses: 'respostes',
    fewResponses: 'Calen almenys 10 respostes',
    selfEvaluation: 'autoavaluació',
    gap: 'diferència',
    page: 'Pàgina',
  },
};

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 16;
const PRIMARY = '#2b74c4';
const GREY = '#9e9e9e';
const LIGHT = '#cfd8dc';
const DARK = '#546e7a';

const score = (value: number | null): string =>
  value === null ? '—' : value.toLocaleString('es-ES', { maximumFractionDigits: 1 });

/**
 * "62,3 (–26,1)": a score with its difference from this evaluation's. The minus is an en dash:
 * the PDF's standard fonts (WinAnsi) have no U+2212, which printed as a stray quote.
 */
const compared = (value: number | null, current: number | null): string => {
  if (value === null) return '—';
  if (current === null) return score(value);
  const diff = Math.round((current - value) * 10) / 10;
  const sign = diff > 0 ? '+' : diff < 0 ? '–' : '';
  return `${score(value)} (${sign}${score(Math.abs(diff))})`;
};

/** "–12,5", "+3": a gap in points with its sign (an en dash, as `compared` writes it). */
const signed = (value: number | null): string => {
  if (value === null) return '—';
  const sign = value > 0 ? '+' : value < 0 ? '–' : '';
  return `${sign}${score(Math.abs(value))}`;
};

/** Texts may come from the rich editor: the PDF gets their words, not their tags. */
const plain = (text: string): string =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An action of the plan as the report prints it (plans/repository.ts actionRows). */
export interface ReportAction {
  texto: string;
  claves_id: number;
  clave: string;
  responsable: string | null;
  fecha_limite: string | null;
  estado: PlanActionState;
  viene_de: string | null;
}

/**
 * The centre's results as an A4 PDF: a header with the centre, period and dates,
 * the overall score with its comparisons, a bar chart per key (this evaluation, the first one,
 * the community's and the programme's averages), the feedback of each key, the
 * recommendations and the period's improvement plan. Drawn with pdfkit's vectors, so it needs
 * no image from the client.
 */
export async function renderCentreReport(
  results: CentreResults,
  plan: readonly ReportAction[],
  voices: readonly ConsultationGroupResult[],
  now: Date,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const w = WORDS[results.language_id];
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.info.Title = `${w.title} — ${results.centre.nombre} — ${results.period.periodo}`;

  const ensure = (height: number) => {
    if (doc.y + height > BOTTOM) doc.addPage();
  };
  const heading = (text: string) => {
    ensure(40);
    doc.moveDown(0.8).fillColor(PRIMARY).font('Helvetica-Bold').fontSize(13);
    doc.text(text, PAGE.margin, doc.y, { width: CONTENT });
    doc.moveDown(0.3).fillColor('#000000').font('Helvetica').fontSize(10);
  };

  // Header
  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(20).text(w.title, { width: CONTENT });
  doc.moveDown(0.4).fillColor('#000000').font('Helvetica-Bold').fontSize(12);
  doc.text(`${results.centre.nombre} (${results.centre.codigo})`, { width: CONTENT });
  doc.font('Helvetica').fontSize(10);
  doc.text(`${w.community}: ${results.centre.comunidad} · ${results.centre.municipio}`);
  doc.text(`${w.period}: ${results.period.periodo}`);
  doc.text(`${w.finished} ${formatDay(results.finishedAt)} · ${w.printed} ${formatDay(now)}`);

  // Overall
  heading(w.overall);
  const overall: [string, string][] = [
    [w.thisEvaluation, score(results.score)],
    [
      `${w.first}${results.first ? ` (${results.first.periodo})` : ''}`,
      results.first ? compared(results.first.score, results.score) : '—',
    ],
    ...(results.previous && results.previous.evaluationId !== results.first?.evaluationId
      ? ([
          [
            `${w.previous} (${results.previous.periodo})`,
            compared(results.previous.score, results.score),
          ],
        ] as [string, string][])
      : []),
    [
      `${w.communityAvg} (${results.community.comunidad})`,
      results.community.score === null ? w.tooFew : score(results.community.score),
    ],
    [w.programmeAvg, results.programme.score === null ? w.tooFew : score(results.programme.score)],
    [w.similarAvg, results.similar.score === null ? w.tooFew : score(results.similar.score)],
  ];
  for (const [label, value] of overall) {
    const y = doc.y;
    doc.text(label, PAGE.margin, y, { width: CONTENT * 0.6 });
    doc.text(value, PAGE.margin + CONTENT * 0.6, y, { width: CONTENT * 0.4, align: 'right' });
    doc.moveDown(0.2);
  }

  // Over time: every finished evaluation's global and key scores, a row per period.
  if (results.history.length > 1) {
    heading(w.history);
    doc.fontSize(8).text(w.historyNote, { width: CONTENT });
    doc.moveDown(0.3);
    const periodWidth = 70;
    const globalWidth = 44;
    const keyWidth = (CONTENT - periodWidth - globalWidth) / Math.max(1, results.keys.length);
    const row = (cells: string[], bold: boolean) => {
      ensure(14);
      const y = doc.y;
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8)
        .fillColor('#000000');
      cells.forEach((cell, index) => {
        const x =
          index === 0
            ? PAGE.margin
            : index === 1
              ? PAGE.margin + periodWidth
              : PAGE.margin + periodWidth + globalWidth + (index - 2) * keyWidth;
        const width = index === 0 ? periodWidth : index === 1 ? globalWidth : keyWidth;
        doc.text(cell, x, y, { width, align: index === 0 ? 'left' : 'right', lineBreak: false });
      });
      doc.y = y + 12;
    };
    row([w.period, w.global, ...results.keys.map((k) => String(k.orden))], true);
    for (const entry of results.history) {
      const scores = new Map(entry.keys.map((k) => [k.keyId, k.score]));
      row(
        [
          entry.periodo,
          score(entry.score),
          ...results.keys.map((k) => score(scores.get(k.keyId) ?? null)),
        ],
        entry.evaluationId === results.evaluationId,
      );
    }
    doc.x = PAGE.margin;
  }

  // A bar chart per key
  heading(w.scores);
  const hasPrevious =
    results.previous !== null && results.previous.evaluationId !== results.first?.evaluationId;
  const series = [
    { label: w.thisEvaluation, color: null, value: (k: Key) => k.score },
    { label: w.first, color: GREY, value: (k: Key) => k.firstScore },
    ...(hasPrevious
      ? [{ label: w.previous, color: '#78909c', value: (k: Key) => k.previousScore }]
      : []),
    { label: w.communityAvg, color: LIGHT, value: (k: Key) => k.communityScore },
    { label: w.programmeAvg, color: DARK, value: (k: Key) => k.programmeScore },
    { label: w.similarAvg, color: '#b0bec5', value: (k: Key) => k.similarScore },
  ];
  // Legend
  let legendX = PAGE.margin;
  let legendY = doc.y;
  doc.fontSize(8);
  for (const s of series) {
    const width = 11 + doc.widthOfString(s.label) + 14;
    // Six series do not fit one line of A4: the legend wraps.
    if (legendX + width > PAGE.margin + CONTENT) {
      legendX = PAGE.margin;
      legendY += 12;
    }
    doc.rect(legendX, legendY + 1, 8, 8).fill(s.color ?? PRIMARY);
    doc.fillColor('#000000').text(s.label, legendX + 11, legendY, { lineBreak: false });
    legendX += width;
  }
  doc.y = legendY + 16;
  const labelWidth = CONTENT * 0.3;
  const barMax = CONTENT - labelWidth - 40;
  const barHeight = 7;
  const bars = series.length;
  for (const key of results.keys) {
    ensure(bars * (barHeight + 2) + 14);
    const top = doc.y;
    doc.rect(PAGE.margin, top, 4, bars * (barHeight + 2)).fill(key.color);
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(9);
    doc.text(`${key.orden}. ${key.titulo}`, PAGE.margin + 8, top, {
      width: labelWidth - 12,
      height: bars * (barHeight + 2),
      ellipsis: true,
    });
    doc.font('Helvetica').fontSize(7);
    series.forEach((s, index) => {
      const value = s.value(key);
      const y = top + index * (barHeight + 2);
      const x = PAGE.margin + labelWidth;
      doc.rect(x, y, barMax, barHeight).fill('#f2f4f5');
      if (value !== null)
        doc
          .rect(x, y, (barMax * Math.max(0, Math.min(100, value))) / 100, barHeight)
          .fill(series[index]?.color ?? key.color);
      doc.fillColor('#000000').text(score(value), x + barMax + 4, y, { width: 36 });
    });
    doc.y = top + bars * (barHeight + 2) + 8;
  }

  // Feedback
  heading(w.feedback);
  for (const key of results.keys) {
    ensure(48);
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
    doc.text(`${key.orden}. ${key.titulo} — ${score(key.score)}`, PAGE.margin, doc.y, {
      width: CONTENT,
    });
    doc.font('Helvetica').fontSize(9);
    if (key.feedback) {
      doc.font('Helvetica-Oblique').text(plain(key.feedback.titulo), { width: CONTENT });
      doc.font('Helvetica').text(plain(key.feedback.texto), { width: CONTENT });
    } else if (key.score === null) doc.text(w.noScore, { width: CONTENT });
    doc.moveDown(0.5);
  }

  // Recommendations
  const rec = results.recommendations;
  if (rec.keyIds.length > 0 || rec.toolkits.length > 0 || rec.documentos.length > 0) {
    heading(w.recommendations);
    const titles = results.keys
      .filter((k) => rec.keyIds.includes(k.keyId))
      .map((k) => `${k.orden}. ${k.titulo}`);
    if (titles.length > 0) doc.text(titles.join(' · '), { width: CONTENT });
    const list = (title: string, items: string[]) => {
      if (items.length === 0) return;
      ensure(30);
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(10).text(title, { width: CONTENT });
      doc.font('Helvetica').fontSize(9);
      for (const item of items) {
        ensure(14);
        doc.text(`• ${item}`, { width: CONTENT });
      }
    };
    list(
      w.recursos,
      rec.recursos.map((r) => [r.titulo, r.url].filter((s) => s !== '').join(' — ')),
    );
    list(
      w.toolkits,
      rec.toolkits.map((t) => [t.titulo, t.url].filter((s) => s !== '').join(' — ')),
    );
    list(
      w.documentos,
      rec.documentos.map((d) => d.nombre),
    );
  }

  // The improvement plan: its actions per key, in the questionnaire's order.
  heading(w.plan);
  if (plan.length === 0) doc.fontSize(9).text(w.planEmpty, { width: CONTENT });
  const orden = new Map(results.keys.map((k) => [k.keyId, k.orden]));
  let lastKey: number | null = null;
  for (const action of plan) {
    if (action.claves_id !== lastKey) {
      ensure(40);
      lastKey = action.claves_id;
      const number = orden.get(action.claves_id);
      doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).fillColor('#000000');
      doc.text(`${number === undefined ? '' : `${number}. `}${action.clave}`, PAGE.margin, doc.y, {
        width: CONTENT,
      });
    }
    ensure(28);
    doc.font('Helvetica').fontSize(9).fillColor('#000000');
    doc.text(`• ${action.texto}`, PAGE.margin, doc.y, { width: CONTENT });
    const details = [
      `${w.state}: ${w[action.estado]}`,
      `${w.responsable}: ${action.responsable ?? w.nobody}`,
      ...(action.fecha_limite ? [`${w.deadline}: ${formatDay(action.fecha_limite)}`] : []),
      ...(action.viene_de ? [`${CARRIED_FROM_TEXT[results.language_id]} ${action.viene_de}`] : []),
    ];
    doc
      .fontSize(8)
      .fillColor(DARK)
      .text(details.join(' · '), PAGE.margin + 9, doc.y, {
        width: CONTENT - 9,
      });
    doc.moveDown(0.2);
  }
  doc.x = PAGE.margin;

  // The consultations: each group beside the self-evaluation, only from the minimum.
  heading(w.voices);
  doc
    .fontSize(9)
    .fillColor(DARK)
    .text(voices.length === 0 ? w.voicesEmpty : w.voicesNote, {
      width: CONTENT,
    });
  for (const group of voices) {
    ensure(40);
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(10).fillColor('#000000');
    const name = CONSULTATION_GROUP_LABELS[results.language_id][group.grupo];
    doc.text(`${name} — ${group.respuestas} ${w.responses}`, PAGE.margin, doc.y, {
      width: CONTENT,
    });
    doc.font('Helvetica').fontSize(9);
    if (!group.suficiente) {
      doc.fillColor(DARK).text(w.fewResponses, PAGE.margin + 9, doc.y, { width: CONTENT - 9 });
      continue;
    }
    for (const key of group.claves) {
      ensure(14);
      doc
        .fillColor('#000000')
        .text(
          `${key.titulo}: ${score(key.puntuacion)} · ${w.selfEvaluation} ${score(key.autoevaluacion)} · ${w.gap} ${signed(key.diferencia)}`,
          PAGE.margin + 9,
          doc.y,
          { width: CONTENT - 9 },
        );
    }
  }
  doc.x = PAGE.margin;

  // Page numbers
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(
      `${results.centre.nombre} · ${results.period.periodo} · ${w.page} ${i + 1}/${range.count}`,
      PAGE.margin,
      PAGE.height - PAGE.margin,
      { width: CONTENT, align: 'center', lineBreak: false },
    );
  }
  doc.end();
  return done;
}
