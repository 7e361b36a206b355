// `npx tsx apps/api/scripts/trim-fonts.ts`: writes the invoice's fonts, apps/api/assets/fonts/*.ttf, from the
// dejavu-fonts-ttf package's DejaVu Sans Condensed, trimmed to src/orders/invoice/drawing/font-coverage.ts: its characters,
// no OpenType layout tables, no hinting (a PDF viewer scales outlines; hinting is for screens at small sizes).
// The full fonts walk big GSUB/GPOS tables for every word an invoice shapes and cover scripts it never prints.
// Run it again after changing font-coverage.ts or the dejavu-fonts-ttf version, and commit what it writes.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { DROPPED_TABLES, FONT, keptText } from '../src/orders/invoice/drawing/font-coverage.ts';

const require = createRequire(import.meta.url);
const target = new URL('../assets/fonts/', import.meta.url);

for (const name of Object.values(FONT)) {
  const source = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));
  const trimmed = await subsetFont(source, keptText(), {
    targetFormat: 'sfnt',
    dropTables: [...DROPPED_TABLES],
    noHinting: true,
    // The licence and copyright records (name ids 0, 7, 13, 14) go with every copy of the font.
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 7, 13, 14],
  });
  writeFileSync(new URL(`${name}.ttf`, target), trimmed);
  console.log(`${name}.ttf: ${source.length} -> ${trimmed.length} bytes`);
}
copyFileSync(require.resolve('dejavu-fonts-ttf/LICENSE'), new URL('LICENSE', target));
