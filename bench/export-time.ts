// `npx tsx bench/export-time.ts [query ...]`: how long the built server takes to export the order list (issue 20:
// a million orders to CSV in under a minute), read through HTTP as a browser would, with the server's RSS
// sampled every 500 ms meanwhile (constant memory). Each argument is one export's query (default: the plain
// list and the list sorted by Total Harga, largest first). Build first: `npm run build:server`.
// BENCH_EXPORT_SAVE=<folder>: also keep each file there (to check it: one line per order, none twice).
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { login, startBenchServer } from './bench-server.ts';
import { DEFAULT_BENCH_URL } from './config.ts';

const queries = process.argv.slice(2);
const wanted = queries.length > 0 ? queries : ['format=csv', 'format=csv&sort=total_price&dir=desc'];
const dataDir = mkdtempSync(path.join(tmpdir(), 'tagih-export-'));
const server = await startBenchServer({
  databaseUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL,
  dataDir,
});
try {
  const token = await login(server.url);
  console.log(`Server pid ${server.pid}, RSS ${server.currentRssMb().toFixed(0)} MB after start`);
  for (const query of wanted) {
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(server.currentRssMb()), 500);
    const load = loadavg()[0]!;
    const started = performance.now();
    const response = await fetch(`${server.url}/api/orders/export?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body)
      throw new Error(`${query}: ${response.status} ${await response.text()}`);
    let bytes = 0;
    let lines = 0;
    const saveDir = process.env.BENCH_EXPORT_SAVE;
    const saved = saveDir ? createWriteStream(path.join(saveDir, `${wanted.indexOf(query)}.csv`)) : undefined;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      bytes += chunk.byteLength;
      saved?.write(chunk);
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    saved?.end();
    clearInterval(sampler);
    const sorted = [...rss].sort((a, b) => a - b);
    console.log(
      `${query}: ${lines.toLocaleString('en')} lines, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s ` +
        `(load ${load.toFixed(2)} before); server RSS min ${sorted[0]?.toFixed(0)} / median ` +
        `${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} / max ${sorted.at(-1)?.toFixed(0)} MB over ${rss.length} samples`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
