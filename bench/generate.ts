// `npx tsx bench/generate.ts [--force]`: fills the bench database (BENCH_DATABASE_URL, default a fresh
// tagih_bench on the local PostgreSQL) at the sizes of bench/config.ts, unless it already holds exactly them.
import { DEFAULT_BENCH_URL, sizeLabel, sizesFromEnv } from './config.ts';
import { generateData, isGenerated } from './generate-data.ts';

const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const sizes = sizesFromEnv();
if (!process.argv.includes('--force') && (await isGenerated(url, sizes))) {
  console.log(`Already generated (${sizeLabel(sizes)}); --force regenerates.`);
} else {
  await generateData(url, sizes);
}
