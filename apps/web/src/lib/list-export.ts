// Export of a list (`GET {base}/export?format=csv|xlsx&<the list's search, sort and filters>`): the whole list,
// all pages, as the API streams it. The body is read chunk by chunk so the screen can show how far it is; the
// rows are counted from the CSV's line ends, and the API's row-count header (when sent) gives the whole.
// Exports take turns on the server (a few at once, a few waiting): until the first byte the screen says the
// export waits its turn, and a 429 (every turn and place taken) is asked again after its Retry-After.
import { apiStream } from './api-client';
import { ApiError, isApiError } from './api-errors';
import { apiListQuery } from './list-address';
import type { ListQuery } from './list-address';

export type ExportFormat = 'csv' | 'xlsx';

export type ExportProgress = {
  /** Asked for, nothing received yet: the server holds the export until its turn (or is busy). */
  waiting?: boolean;
  bytes: number;
  /** Data rows received so far (CSV only: an XLSX is zipped, its rows cannot be counted on the way). */
  rows?: number;
  /** Rows the API says the file will hold (X-Total-Count / X-Row-Count), when it says so. */
  totalRows?: number;
  /** Content-Length, when the API knows it in advance. */
  totalBytes?: number;
};

const NEWLINE = 10;

function headerNumber(response: Response, ...names: string[]): number | undefined {
  for (const name of names) {
    const value = Number.parseInt(response.headers.get(name) ?? '', 10);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  return undefined;
}

/** `attachment; filename="orders-2026-11-24.csv"` -> the name; the RFC 5987 `filename*` form first. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // a malformed name: the plain form or the fallback
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** How many more times an export refused as busy (429) is asked for, each after the wait the server names. */
export const BUSY_RETRIES = 3;
const DEFAULT_RETRY_SECONDS = 5;

/** Resolves after `seconds`, or rejects at once when the user stops the export. */
function pause(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, seconds * 1000);
    signal?.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * `request`, asked again after the server's Retry-After while it answers 429 (at most BUSY_RETRIES more
 * times); then a 429 saying when to try again.
 */
export async function askUntilServed<T>(
  request: () => Promise<T>,
  signal?: AbortSignal,
  wait: (seconds: number, signal?: AbortSignal) => Promise<void> = pause,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await request();
    } catch (error) {
      if (!isApiError(error, 429)) throw error;
      const seconds = error.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS;
      if (retry >= BUSY_RETRIES)
        throw new ApiError(
          429,
          `Server sedang sibuk, coba lagi dalam ${seconds} detik.`,
          {},
          error.body,
          seconds,
        );
      await wait(seconds, signal);
    }
  }
}

/** Reads the export of `base` for `query` and hands it to the browser as a download; the file's name. */
export async function downloadListExport(
  base: string,
  format: ExportFormat,
  query: Omit<ListQuery, 'page'>,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  onProgress({ waiting: true, bytes: 0 });
  const response = await askUntilServed(
    () => apiStream(`${base}/export`, { query: { format, ...apiListQuery(query) }, signal, silent: true }),
    signal,
  );
  const totalRows = headerNumber(response, 'x-total-count', 'x-row-count');
  const totalBytes = headerNumber(response, 'content-length');
  onProgress({ bytes: 0, rows: format === 'csv' ? 0 : undefined, totalRows, totalBytes });
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch (cause) {
        if (signal?.aborted) throw cause;
        throw new ApiError(0, 'Unduhan terputus sebelum selesai. Coba lagi.', {}, cause);
      }
      if (step.done) break;
      chunks.push(step.value);
      bytes += step.value.byteLength;
      if (format === 'csv') for (const byte of step.value) if (byte === NEWLINE) lines += 1;
      onProgress({
        bytes,
        rows: format === 'csv' ? Math.max(0, lines - 1) : undefined, // the first line is the header
        totalRows,
        totalBytes,
      });
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const today = new Date().toISOString().slice(0, 10);
  const name = fileNameFrom(
    response.headers.get('content-disposition'),
    `${base.replace(/^\//, '').replace(/\//g, '-')}-${today}.${format}`,
  );
  saveBlob(new Blob(chunks as BlobPart[], { type }), name);
  return name;
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser copies the blob into the download before the next tasks run; the address is freed afterwards.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
