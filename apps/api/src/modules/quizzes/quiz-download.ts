import type { Readable } from 'node:stream';
import type { AdminScope } from '../../lib/scope';
import { OWNERSHIP_LABELS } from '@eval/contracts/centre-enums';
import {
  keyProgressLabel,
  planSummaryLabel,
  quizStatusLabel,
  type QuizFilter,
  type QuizKeyColumn,
} from '@eval/contracts/quizzes';
import type { Database } from '../../db/client';
import type { SheetColumn } from '../../lib/excel';
import { sheetStream } from '../../lib/table-download';
import type { Period } from '../periods/repository';
import { quizBatches } from './quiz-list-repository';

/**
 * The follow-up table as an .xlsx of every row matching the filter (not just one page). Rows are
 * read in batches and written as they come, so memory does not grow with the number of rows.
 * Resolves once the first batch is read (so a failing query is still a proper error answer);
 * lib/table-download waits for a slow client and destroys the stream on a later failure.
 */
export async function streamQuizWorkbook(
  db: Database,
  filter: QuizFilter,
  period: Period,
  keys: readonly QuizKeyColumn[],
  scope: AdminScope,
): Promise<Readable> {
  const batches = await quizBatches(db, filter, period, scope);
  const columns: SheetColumn[] = [
    { header: 'Centro', key: 'nombre', width: 40 },
    { header: 'Código', key: 'codigo' },
    { header: 'Comunidad', key: 'ccaa', width: 24 },
    { header: 'Municipio', key: 'municipality', width: 24 },
    { header: 'Grupo', key: 'groupby' },
    { header: 'Titularidad', key: 'ownership' },
    { header: 'Periodo', key: 'quiz' },
    { header: 'Estado', key: 'status' },
    // Date cells of the day in Spain, shown DD/MM/YYYY (spec §9), as every download's dates.
    { header: 'Fecha de envío', key: 'send', type: 'date' },
    { header: 'Última respuesta', key: 'lastAnswer', type: 'date' },
    ...keys.map((k) => ({ header: `Clave ${k.orden}: ${k.titulo}`, key: `key_${k.id}` })),
    // As the screen's cell ("3 acciones · 1 hecha"), after the keys it follows from.
    { header: 'Plan de mejora', key: 'plan', width: 24 },
  ];
  return sheetStream('Seguimiento centros', columns, batches, (row) => {
    const progress = new Map(row.keys.map((k) => [k.keyId, k.percentage]));
    return {
      nombre: row.nombre,
      codigo: row.codigo,
      ccaa: row.ccaa,
      municipality: row.municipality,
      groupby: row.groupby ?? '',
      ownership: row.ownership ? OWNERSHIP_LABELS[row.ownership] : '',
      quiz: row.quiz,
      status: quizStatusLabel(row.status),
      send: row.send,
      lastAnswer: row.lastAnswer,
      ...Object.fromEntries(
        keys.map((k) => [`key_${k.id}`, keyProgressLabel(progress.get(k.id) ?? 0)]),
      ),
      plan: planSummaryLabel(row.plan),
    };
  });
}
