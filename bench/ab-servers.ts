/**
 * `node --import tsx bench/ab-servers.ts --a DIR --b DIR`: compares two builds of the API on the
 * national dataset, call by call, in alternating short rounds (A, B, A, B…), so that whatever
 * else the machine is doing weighs on both alike. Used for before/after figures of a change to
 * a hot path (docs/performance.md) when the machine is shared and absolute figures wander.
 *
 *   --a DIR, --b DIR   built API bundles (their main.js), e.g. apps/api/dist-bench of two checkouts
 *   --b-unnamed        also run B with DATABASE_PREPARED_STATEMENTS=false, as a third variant
 *   --rounds N         rounds per call (default 5)      --seconds N   per round (default 2)
 *   --connections N    (default 20)                      --only TEXT   calls whose name contains it
 *   --group NAME       the calls of another group than `list` (`dashboard`, `report`)
 *   --encoding VALUE   send Accept-Encoding: VALUE (e.g. "br, gzip"), as a browser does
 *   --cold             both with their caches forced to miss (DATA_CACHE=false, RESPONSE_CACHE_MB=0),
 *                      as bench:peers's cold path: a change to what a miss computes
 *   --revalidate       send the If-None-Match of the variant's first answer, as a browser
 *                      revalidating its copy does: a 304 where the build answers with ETags,
 *                      the whole body where it does not
 */
import { resolve } from 'node:path';
import { benchDatabaseUrl, log, parseWithInts } from './lib/cli';
import { declaredCalls, readDatasetIds, urlOf, type CallEntry } from './lib/calls';
import { loginToken } from './lib/call-runner';
import { loadHttp, type Figures } from './lib/measure';
import { startServer, type RunningServer } from './lib/server';

const args = parseWithInts(process.argv.slice(2), { rounds: 5, seconds: 2, connections: 20 }, [
  'a',
  'b',
  'only',
  'encoding',
  'group',
]);
const encoding = args.values.get('encoding');
const revalidate = args.switches.has('revalidate');
const { rounds, seconds, connections } = args.ints;
const only = args.values.get('only');
// --group dashboard: the dashboard's calls instead of the lists (bench/lib/calls.ts groups).
const group = args.values.get('group') ?? 'list';
const bundleOf = (flag: string): string => {
  const dir = args.values.get(flag);
  if (!dir) throw new Error(`--${flag} DIR es obligatorio (la carpeta de un main.js construido)`);
  return resolve(dir, 'main.js');
};

interface Variant {
  label: string;
  server: RunningServer;
  token: string;
}

const url = benchDatabaseUrl();
const cold = args.switches.has('cold') ? { DATA_CACHE: 'false', RESPONSE_CACHE_MB: '0' } : {};
const specs = [
  { label: 'A', bundle: bundleOf('a'), env: cold },
  { label: 'B', bundle: bundleOf('b'), env: cold },
  ...(args.switches.has('b-unnamed')
    ? [
        {
          label: 'B sin nombre',
          bundle: bundleOf('b'),
          env: { ...cold, DATABASE_PREPARED_STATEMENTS: 'false' },
        },
      ]
    : []),
];
const variants: Variant[] = [];
for (const spec of specs) {
  const server = await startServer({ database: { url }, bundle: spec.bundle, env: spec.env });
  variants.push({ label: spec.label, server, token: await loginToken(server.url) });
}

/** The ETag of each variant's answer to each call, read once before its rounds (--revalidate). */
const etags = new Map<string, string>();

/** The headers every request of `call` on `variant` carries. */
function headersOf(variant: Variant, call: CallEntry): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${variant.token}`,
  };
  if (encoding) headers['accept-encoding'] = encoding;
  const etag = etags.get(`${variant.label}\u0000${call.name}`);
  if (etag) headers['if-none-match'] = etag;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

/** Reads the ETag `variant` gives `call`, if it gives one. */
async function readEtag(variant: Variant, call: CallEntry): Promise<void> {
  const response = await fetch(variant.server.url + urlOf(call.path, call.query), {
    method: call.method,
    headers: headersOf(variant, call),
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
  });
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (etag) etags.set(`${variant.label}\u0000${call.name}`, etag);
}

/** One round of load on one variant. */
function round(variant: Variant, call: CallEntry, roundSeconds: number): Promise<Figures> {
  const headers = headersOf(variant, call);
  return loadHttp({
    url: variant.server.url + urlOf(call.path, call.query),
    method: call.method,
    headers,
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
    connections,
    seconds: roundSeconds,
  });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

try {
  const ids = await readDatasetIds(url);
  const calls = declaredCalls(ids).filter(
    (call) => call.group === group && (!only || call.name.includes(only)),
  );
  const lines = [
    `| Llamada | ${variants.map((v) => `${v.label} p50`).join(' | ')} | ${variants.map((v) => `${v.label} p95`).join(' | ')} | ${variants.map((v) => `${v.label} req/s`).join(' | ')} |`,
    `| --- | ${variants.map(() => '---').join(' | ')} | ${variants.map(() => '---').join(' | ')} | ${variants.map(() => '---').join(' | ')} |`,
  ];
  for (const call of calls) {
    const figures = new Map<string, Figures[]>(variants.map((v) => [v.label, []]));
    // Warm-up: JIT, pool connections and each connection's plans.
    for (const variant of variants) await round(variant, call, 1);
    if (revalidate) for (const variant of variants) await readEtag(variant, call);
    for (let r = 0; r < rounds; r += 1) {
      // The order turns each round so neither variant always follows the other.
      const order = r % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order)
        figures.get(variant.label)?.push(await round(variant, call, seconds));
    }
    const of = (label: string, pick: (f: Figures) => number) =>
      median((figures.get(label) ?? []).map(pick)).toFixed(1);
    const line = `| ${call.name} | ${variants.map((v) => of(v.label, (f) => f.p50)).join(' | ')} | ${variants.map((v) => of(v.label, (f) => f.p95)).join(' | ')} | ${variants.map((v) => of(v.label, (f) => f.rps)).join(' | ')} |`;
    lines.push(line);
    log(line);
  }
  const how = [
    encoding ? `Accept-Encoding: ${encoding}` : 'sin Accept-Encoding',
    revalidate ? 'con If-None-Match' : 'sin If-None-Match',
    ...(args.switches.has('cold') ? ['cachés forzadas a fallar'] : []),
  ].join(', ');
  console.log(
    `\nMedianas de ${rounds} rondas de ${seconds} s, ${connections} conexiones (${how}):\n`,
  );
  console.log(lines.join('\n'));
} finally {
  for (const variant of variants) await variant.server.stop();
}
