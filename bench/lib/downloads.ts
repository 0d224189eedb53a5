import { urlOf, type DownloadEntry } from './calls';
import { memoryOf } from './server';

export interface DownloadFigures {
  name: string;
  status: number | 'no disponible';
  seconds: number;
  bytes: number;
  /** Server resident memory before the download and its peak during it (MiB). */
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

/**
 * Downloads once, reading the body as it streams, while sampling the server's VmRSS every
 * 20 ms: the peak minus the resting size is what the download costs in memory.
 */
export async function measureDownload(
  base: string,
  pid: number,
  token: string,
  entry: DownloadEntry,
): Promise<DownloadFigures> {
  const before = memoryOf(pid).rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 20);
  const started = performance.now();
  try {
    const response = await fetch(base + urlOf(entry.path, entry.query), {
      headers: { authorization: `Bearer ${token}` },
    });
    let bytes = 0;
    const reader = response.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      bytes += chunk.value.length;
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, memoryOf(pid).rss);
    return {
      name: entry.name,
      status: response.status === 404 ? 'no disponible' : response.status,
      seconds: Number(seconds.toFixed(2)),
      bytes,
      rssBeforeMiB: Math.round(before),
      rssPeakMiB: Math.round(peak),
    };
  } finally {
    clearInterval(sampler);
  }
}

export interface MassUploadFigures {
  status: number | 'no disponible';
  rows: number;
  seconds: number;
  created: number | null;
}

/** POST /v1/auth/massive with `rows` valid people spread over real centres. */
export async function measureMassUpload(
  base: string,
  token: string,
  centres: readonly { codigo: string; groupby: string | null }[],
  rows: number,
): Promise<MassUploadFigures> {
  const stamp = Date.now().toString(36);
  const body = Array.from({ length: rows }, (_, i) => {
    const centre = centres[i % centres.length];
    return {
      line: i + 2,
      nombre: `Carga${i}`,
      apellidos: 'Masiva Bench',
      email: `carga.${stamp}.${i}@masiva.bench.example`,
      tipo: '2',
      codigocentro: centre?.codigo ?? '',
      grupo: centre?.groupby ?? '',
    };
  });
  const started = performance.now();
  const response = await fetch(`${base}/v1/auth/massive`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const seconds = (performance.now() - started) / 1000;
  const json = (await response.json().catch(() => null)) as { data?: { created?: number } } | null;
  return {
    status: response.status === 404 ? 'no disponible' : response.status,
    rows,
    seconds: Number(seconds.toFixed(2)),
    created: json?.data?.created ?? null,
  };
}
