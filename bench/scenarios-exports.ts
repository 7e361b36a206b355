// Issue 28, "exports that cannot starve the server": page 1 of the order list measured while five exports of
// the whole order list are in flight (three CSV, two XLSX, each read to its end as a browser reads it and then
// asked for again). The server runs two at once and queues the rest (EXPORT_CONCURRENCY, EXPORT_QUEUE), so
// page 1 keeps its p99 under 200 ms and the server its RSS under 400 MB.
import type { Scenario } from './scenarios.ts';

export const CONCURRENT_EXPORTS = 5;
export const EXPORTS_MAX_RSS_MB = 400;

export const EXPORTS_SCENARIO: Scenario = {
  key: 'list-page-under-exports',
  label: `Order list page 1 while ${CONCURRENT_EXPORTS} exports of the whole order list are asked for (issue 28)`,
  target: { maxP99: 200 },
  request: () => ({ path: '/api/orders?page=1' }),
};

export interface ExportLoad {
  /** Exports read to their end. */
  finished: number;
  /** 429 answers (every place and the queue taken), each asked again after its Retry-After. */
  refused: number;
  /** Anything else: an error status or a broken stream (none expected). */
  failures: string[];
}

/** Resolves after `seconds`, or at once when `signal` aborts. */
const pause = (seconds: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

async function exportOnce(url: string, token: string, signal: AbortSignal, load: ExportLoad) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal });
  if (response.status === 429) {
    load.refused += 1;
    await response.body?.cancel();
    return pause(Number(response.headers.get('retry-after')) || 1, signal);
  }
  if (!response.ok || !response.body) {
    load.failures.push(`${response.status} ${await response.text()}`);
    return;
  }
  const reader = response.body.getReader();
  while (!(await reader.read()).done);
  load.finished += 1;
}

/**
 * Keeps `count` exports of the order list in flight until stopped: each client asks, reads the file to its
 * end and asks again. `stop` leaves them (the clients disconnect, as a closed tab does) and tells what happened.
 */
export function keepExporting(options: { url: string; token: string; count: number }) {
  const stopped = new AbortController();
  const load: ExportLoad = { finished: 0, refused: 0, failures: [] };
  const client = async (index: number) => {
    const format = index % 2 === 0 ? 'csv' : 'xlsx';
    const url = `${options.url}/api/orders/export?format=${format}`;
    while (!stopped.signal.aborted) {
      try {
        await exportOnce(url, options.token, stopped.signal, load);
      } catch (error) {
        if (!stopped.signal.aborted) load.failures.push(String(error));
      }
    }
  };
  const clients = Array.from({ length: options.count }, (_, index) => client(index));
  return {
    async stop(): Promise<ExportLoad> {
      stopped.abort();
      await Promise.all(clients);
      return load;
    },
  };
}

/** The checks of the export scenario: memory while it ran, and no export failing. */
export function exportChecks(load: ExportLoad, peakRssMb: number) {
  return [
    {
      name: `server RSS under ${EXPORTS_MAX_RSS_MB} MB with ${CONCURRENT_EXPORTS} exports asked for`,
      ok: peakRssMb < EXPORTS_MAX_RSS_MB,
      detail: `peak ${peakRssMb.toFixed(0)} MB`,
    },
    {
      name: 'exports answered without an error (a full queue answers 429, asked again)',
      ok: load.failures.length === 0,
      detail:
        `${load.finished} read to the end, ${load.refused} refused with 429 while the scenario ran` +
        (load.failures.length > 0 ? `; failures: ${load.failures.slice(0, 3).join('; ')}` : ''),
    },
  ];
}
