import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { centros, evaluationKeys, evaluations } from '../../db/schema/index';
import { AGGREGATE_CHANNELS } from '../../lib/centre-filter';
import { channelVersions, evaluationRowsChannel } from '../../lib/versioned-cache';
import { adminTestAppPerFile } from '../../test/admin-app';
import { PLACES, answerQuestions, insertCentre } from '../../test/quiz-helpers';
import { createPeriod } from '../periods/service';

/**
 * Seguimiento centros pages stored under the evaluation rows of exactly the period and
 * communities their filter covers (migration 0021): an answer leaves the pages of other
 * periods and communities stored (a 304 to their ETag), and every change that could alter a page
 * makes it stale (a 200 with the new data).
 */
const t = adminTestAppPerFile();
const ids: Record<string, number> = {};
let previousPeriod = 0;
let currentPeriod = 0;

const q = (value: object) => encodeURIComponent(JSON.stringify(value));
const page = (filter: object, setup: object = { page: 0, size: 20, order: null }) =>
  `/v15/centros/quizes?filter=${q(filter)}&setup=${q(setup)}`;
const MADRID = 13;
const SEVILLA = 1;

interface Row {
  id: number;
  status: string;
  lastAnswer: string | null;
  quiz: string;
  keys: { num: number }[];
}

const get = (url: string, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...t.auth, ...(etag ? { 'if-none-match': etag } : {}) },
  });

function rows(response: LightMyRequestResponse): Row[] {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { data: Row[] } }).data.data;
}

const rowOf = (response: LightMyRequestResponse, id: number | undefined) =>
  rows(response).find((row) => row.id === id);

/** The ETags of `urls` as they stand now (each answered with a 200). */
async function etags(urls: readonly string[]): Promise<string[]> {
  const responses = await Promise.all(urls.map((url) => get(url)));
  return responses.map((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return String(response.headers.etag);
  });
}

async function expectStored(url: string, etag: string | undefined) {
  const response = await get(url, etag);
  expect(response.statusCode, `${url} ${response.body}`).toBe(304);
}

let minute = 0;
/** One more answer of the centre, a minute after the previous one of this file. */
async function answerOnce(centreId: number | undefined, howMany = 2): Promise<string> {
  minute += 1;
  const at = new Date(Date.UTC(2025, 9, 1, 10, minute));
  await answerQuestions(t.db, centreId ?? 0, at, howMany);
  return at.toISOString();
}

beforeAll(async () => {
  ids.madrid = await insertCentre(t.db, {
    nombre: 'IES Versión Madrid',
    codigo: 'V1',
    place: 'madrid',
  });
  ids.getafe = await insertCentre(t.db, {
    nombre: 'IES Versión Getafe',
    codigo: 'V2',
    place: 'getafe',
  });
  ids.sevilla = await insertCentre(t.db, {
    nombre: 'IES Versión Sevilla',
    codigo: 'V3',
    place: 'sevilla',
  });
  ids.barcelona = await insertCentre(t.db, {
    nombre: 'IES Versión Barcelona',
    codigo: 'V4',
    place: 'barcelona',
  });
  previousPeriod = (await createPeriod(t.db, '2024-2025')).id;
  await answerOnce(ids.madrid, 1);
  currentPeriod = (await createPeriod(t.db, '2025-2026')).id;
  // Started, so the answers below change neither a status nor a total, only rows.
  for (const id of [ids.madrid, ids.getafe, ids.sevilla, ids.barcelona]) await answerOnce(id, 1);
}, 300_000);

describe('Seguimiento centros stored per period and community', () => {
  it('keeps the pages of other communities and periods after an answer, and refreshes those it changes', async () => {
    const sevilla = page({ comunidades: [SEVILLA] });
    const previous = page({ periodId: previousPeriod });
    const previousMadrid = page({ periodId: previousPeriod, comunidades: [MADRID] });
    const madrid = page({ comunidades: [MADRID] });
    const madridAndSevilla = page({ comunidades: [SEVILLA, MADRID] });
    const unfiltered = page({});
    const current = page({ periodId: currentPeriod });
    const [sevillaTag, previousTag, previousMadridTag, ...changing] = await etags([
      sevilla,
      previous,
      previousMadrid,
      madrid,
      madridAndSevilla,
      unfiltered,
      current,
    ]);
    const dashboard = await t.app.versionedCache.stamp(AGGREGATE_CHANNELS);

    const at = await answerOnce(ids.madrid);

    await expectStored(sevilla, sevillaTag);
    await expectStored(previous, previousTag);
    await expectStored(previousMadrid, previousMadridTag);
    const urls = [madrid, madridAndSevilla, unfiltered, current];
    for (const [i, url] of urls.entries()) {
      const fresh = await get(url, changing[i]);
      expect(rowOf(fresh, ids.madrid)?.lastAnswer, url).toBe(at);
    }
    // An answer that changes no status moves nothing the dashboard and the totals read.
    expect(await t.app.versionedCache.stamp(AGGREGATE_CHANNELS)).toBe(dashboard);
  });

  it('logs an answer once per transaction in its period, its community and the whole channel', async () => {
    const scopes = [
      evaluationRowsChannel(currentPeriod),
      evaluationRowsChannel(currentPeriod, MADRID),
      evaluationRowsChannel('active', MADRID),
      evaluationRowsChannel(currentPeriod, SEVILLA),
      evaluationRowsChannel(previousPeriod),
    ];
    const versions = async () => {
      const read = await channelVersions(t.db, scopes);
      // The channel of migration 0019, still logged for instances of the release before.
      const [whole] = await queryRows<{ version: string }>(
        t.db,
        sql`select (coalesce((select version from data_versions where name = 'evaluation_rows'), 0)
          + (select count(*) from data_change_log where channel = 'evaluation_rows'))::text
          as version`,
      );
      return [...read.map((v) => Number(v.version)), Number(whole?.version)];
    };
    const before = await versions();
    // Several answers of one save: one transaction, many evaluation and key rows.
    await answerOnce(ids.madrid, 5);
    const after = await versions();
    expect(after.map((v, i) => v - (before[i] ?? 0))).toEqual([1, 1, 1, 0, 0, 1]);
    expect(
      (await channelVersions(t.db, [evaluationRowsChannel('active', MADRID)]))[0]?.channel,
    ).toBe(`evaluation_rows@${currentPeriod}/${MADRID}`);
  });

  it('refreshes both communities’ pages when a centre moves from one to the other', async () => {
    const madrid = page({ comunidades: [MADRID] });
    const sevilla = page({ comunidades: [SEVILLA] });
    const [madridTag, sevillaTag] = await etags([madrid, sevilla]);
    await t.db
      .update(centros)
      .set({ ...PLACES.sevilla })
      .where(eq(centros.id, ids.getafe ?? 0));
    expect(rowOf(await get(madrid, madridTag), ids.getafe)).toBeUndefined();
    expect(rowOf(await get(sevilla, sevillaTag), ids.getafe)?.status).toBe('IN_PROGRESS');
    // And an answer of the moved centre now changes the page of its new community only.
    const [madridNow, sevillaNow] = await etags([madrid, sevilla]);
    const at = await answerOnce(ids.getafe);
    await expectStored(madrid, madridNow);
    expect(rowOf(await get(sevilla, sevillaNow), ids.getafe)?.lastAnswer).toBe(at);
  });

  it('refreshes a deleted evaluation’s pages, and only those', async () => {
    const barcelona = page({ comunidades: [9] });
    const sevilla = page({ comunidades: [SEVILLA] });
    const [barcelonaTag, sevillaTag] = await etags([barcelona, sevilla]);
    await t.db
      .delete(evaluations)
      .where(
        sql`${evaluations.centros_id} = ${ids.barcelona ?? 0} and ${evaluations.periodos_id} = ${currentPeriod}`,
      );
    const fresh = rowOf(await get(barcelona, barcelonaTag), ids.barcelona);
    expect(fresh).toMatchObject({ status: 'NOT_STARTED', lastAnswer: null, keys: [] });
    await expectStored(sevilla, sevillaTag);
  });

  it('refreshes the pages a write in SQL alone changes, keys included', async () => {
    const sevilla = page({ comunidades: [SEVILLA] });
    const madrid = page({ comunidades: [MADRID] });
    const [sevillaTag, madridTag] = await etags([sevilla, madrid]);
    const before = rowOf(await get(sevilla), ids.sevilla);
    const [evaluation] = await t.db
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(
        sql`${evaluations.centros_id} = ${ids.sevilla ?? 0} and ${evaluations.periodos_id} = ${currentPeriod}`,
      );
    // Only a key's progress, as a hand-made correction would: no evaluation row changes.
    await t.db
      .update(evaluationKeys)
      .set({ num: sql`${evaluationKeys.num} + 1` })
      .where(eq(evaluationKeys.evaluation_id, evaluation?.id ?? 0));
    const after = rowOf(await get(sevilla, sevillaTag), ids.sevilla);
    expect(after?.keys[0]?.num).toBe((before?.keys[0]?.num ?? 0) + 1);
    await expectStored(madrid, madridTag);
  });

  it('keeps a page stored while the answers go to centres that are not on it', async () => {
    // Sevilla now holds Getafe (moved above) and Sevilla; a page of one row holds Getafe only.
    const first = page({ comunidades: [SEVILLA] }, { page: 0, size: 1, order: null });
    const [firstTag] = await etags([first]);
    await answerOnce(ids.sevilla);
    await expectStored(first, firstTag);
    const at = await answerOnce(ids.getafe);
    expect(rowOf(await get(first, firstTag), ids.getafe)?.lastAnswer).toBe(at);
  });

  it('refreshes a page ordered by last answer at any answer of its scope', async () => {
    const latest = page(
      { comunidades: [SEVILLA] },
      { page: 0, size: 1, order: { field: 'lastAnswer', direction: 'desc' } },
    );
    const madrid = page({ comunidades: [MADRID] });
    const [latestTag, madridTag] = await etags([latest, madrid]);
    // An answer to the centre that is not on the page moves it to the top.
    const at = await answerOnce(ids.sevilla);
    const fresh = rows(await get(latest, latestTag));
    expect(fresh.map((row) => [row.id, row.lastAnswer])).toEqual([[ids.sevilla, at]]);
    await expectStored(madrid, madridTag);
  });

  it('follows the active period to a newly activated one', async () => {
    const unfiltered = page({});
    const current = page({ periodId: currentPeriod });
    const [unfilteredTag, currentTag] = await etags([unfiltered, current]);
    await createPeriod(t.db, '2026-2027');
    const activated = await get(unfiltered, unfilteredTag);
    expect(new Set(rows(activated).map((row) => row.quiz))).toEqual(new Set(['2026-2027']));
    // An answer goes to the new active period: its page changes, the period before stays.
    const [currentNow, unfilteredNow] = await etags([current, unfiltered]);
    const at = await answerOnce(ids.madrid);
    await expectStored(current, currentNow);
    expect(rowOf(await get(unfiltered, unfilteredNow), ids.madrid)?.lastAnswer).toBe(at);
    // The activation itself changed that page too: the reference data and its evaluations moved.
    expect(currentTag).not.toBe(currentNow);
  });
});
