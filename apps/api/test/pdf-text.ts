// The text of a PDF as a reader sees it, via Debian's poppler-utils (`pdftotext -layout`), so a test can
// look for the invoice number, each line and the total on the page itself. Whitespace runs are collapsed
// to one space per line so a test matches the words and their order, not the column widths.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PdfText {
  /** pdftotext -layout output, page by page (split on the form feed). */
  pages: string[];
  /** Every page, each line's whitespace collapsed. */
  flat: string;
}

export async function pdfText(pdf: Buffer): Promise<PdfText> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-pdf-'));
  const file = path.join(dir, 'invoice.pdf');
  try {
    await writeFile(file, pdf);
    const { stdout } = await run('/usr/bin/pdftotext', ['-layout', file, '-'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const pages = stdout.split('\f').filter((page) => page.trim() !== '');
    const flat = stdout
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    return { pages, flat };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The fonts of a PDF as `pdffonts` lists them: name and whether the font is embedded. */
export async function pdfFonts(pdf: Buffer): Promise<Array<{ name: string; embedded: boolean }>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-fonts-'));
  const file = path.join(dir, 'invoice.pdf');
  try {
    await writeFile(file, pdf);
    const { stdout } = await run('/usr/bin/pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        return { name: columns[0] ?? '', embedded: columns.at(-5) === 'yes' };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
