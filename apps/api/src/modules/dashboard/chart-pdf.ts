import {
  DASHBOARD_MESSAGES,
  MAX_CHART_IMAGE_BYTES,
  MAX_CHART_IMAGE_SIDE,
  formatDifference,
  formatScore,
  type ChartPdfBody,
} from '@eval/contracts/dashboard';
import type { Database } from '../../db/client';
import type { AdminScope } from '../../lib/scope';
import type { VersionedCache } from '../../lib/versioned-cache';
import { AppError } from '../../lib/errors';
import { renderChartReport, type PdfTable } from '../../lib/pdf';
import { formatDay } from '../../lib/dates';
import { describeFilter } from '../../lib/centre-filter';
import { planAdoption } from './plan-adoption-repository';
import { evaluationsPerPeriod, keyResults } from './repository';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_PREFIX = 'data:image/png;base64,';

/**
 * The PNG bytes of a data URL, after checking what a browser's canvas export produces: valid
 * base64, the PNG signature, an IHDR chunk and sensible dimensions. Anything else is a 400.
 */
export function decodeChartImage(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(DATA_URL_PREFIX.length);
  if (!dataUrl.startsWith(DATA_URL_PREFIX) || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.badImage);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_CHART_IMAGE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', DASHBOARD_MESSAGES.imageTooLarge);
  }
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.badImage);
  }
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.badImage);
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (
    width === 0 ||
    height === 0 ||
    width > MAX_CHART_IMAGE_SIDE ||
    height > MAX_CHART_IMAGE_SIDE
  ) {
    throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.badImage);
  }
  return bytes;
}

/**
 * The table of values of the chart, computed here from the filter within the caller's scope,
 * never taken from the client.
 */
async function tableOf(
  db: Database,
  cache: VersionedCache,
  body: ChartPdfBody,
  scope: AdminScope,
): Promise<PdfTable> {
  const filter = body.filter ?? {};
  if (body.report === 'plans') {
    const adoption = await planAdoption(db, cache, filter, scope);
    return {
      headers: [
        'Clave',
        DASHBOARD_MESSAGES.pending,
        DASHBOARD_MESSAGES.inProgress,
        DASHBOARD_MESSAGES.done,
      ],
      rows: adoption.keys.map((k) => [
        k.title,
        String(k.pendiente),
        String(k.en_curso),
        String(k.hecha),
      ]),
    };
  }
  if (body.report === 'evaluation-period') {
    const rows = await evaluationsPerPeriod(db, cache, filter, scope);
    return {
      headers: ['Periodo', DASHBOARD_MESSAGES.started, DASHBOARD_MESSAGES.finished],
      rows: rows.map((r) => [r.periodo, String(r.Empezadas), String(r.Terminadas)]),
    };
  }
  const rows = await keyResults(db, cache, filter, scope);
  return {
    headers: [
      'Clave',
      DASHBOARD_MESSAGES.firstEvaluation,
      DASHBOARD_MESSAGES.laterEvaluations,
      DASHBOARD_MESSAGES.difference,
    ],
    rows: rows.map((r) => [
      r.title,
      formatScore(r.firstKeysAvg),
      formatScore(r.restKeysAvg),
      formatDifference(r.difference),
    ]),
  };
}

/**
 * The one-page PDF of a dashboard chart (spec §7 `POST /v3/keys/results-report/download`); its
 * table holds the figures of the caller's scope, as the chart on their screen does.
 */
export async function chartReportPdf(
  db: Database,
  cache: VersionedCache,
  body: ChartPdfBody,
  scope: AdminScope,
): Promise<Buffer> {
  const image = decodeChartImage(body.image);
  const filterLines = await describeFilter(db, body.filter ?? {});
  const table = await tableOf(db, cache, body, scope);
  try {
    return await renderChartReport({
      title: body.title,
      date: formatDay(new Date()),
      filterLines,
      image,
      table,
    });
  } catch {
    // pdfkit refuses a PNG it cannot decode (e.g. a truncated body behind a valid header).
    throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.badImage);
  }
}
