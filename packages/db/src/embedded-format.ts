// PGlite keeps PostgreSQL's own on-disk files, and PostgreSQL reads only the files of its own major version.
// PGlite 0.3 was PostgreSQL 17; 0.5 is PostgreSQL 18. Opening a 17 folder with 18 fails deep inside the
// WebAssembly start with "PGlite failed to initialize properly", which names neither the cause nor the fix, so
// the folder's PG_VERSION is checked first and an old folder is refused with the command that converts it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The PostgreSQL major of the bundled PGlite; client.test.ts checks a fresh folder says the same. */
export const EMBEDDED_POSTGRES_MAJOR = '18';

/** Raised at start when the embedded database folder was written by another PostgreSQL major. */
export class EmbeddedDatabaseFormatError extends Error {
  constructor(
    readonly dataDir: string,
    readonly foundMajor: string,
  ) {
    super(
      foundMajor === '17'
        ? `The embedded database in ${dataDir} was written by an earlier Tagih release (PGlite 0.3, PostgreSQL 17);` +
            ` this release runs PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}, which cannot read those files.` +
            ` Nothing was changed. Convert it once with \`npm run db:upgrade-embedded -- ${dataDir}\`` +
            ' (from a clone of this release; it keeps the old folder as a backup), then start again.'
        : `The embedded database in ${dataDir} was written by PostgreSQL ${foundMajor}; this release runs` +
            ` PostgreSQL ${EMBEDDED_POSTGRES_MAJOR} and converts only PostgreSQL 17 folders` +
            ' (`npm run db:upgrade-embedded`). Nothing was changed; move the folder aside or set DATABASE_URL.',
    );
    this.name = 'EmbeddedDatabaseFormatError';
  }
}

/** The major version a PGlite folder was written by, or undefined for a new (empty or absent) folder. */
export function embeddedPostgresMajor(dataDir: string): string | undefined {
  const file = path.join(dataDir, 'PG_VERSION');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** Throws EmbeddedDatabaseFormatError when the folder holds another major's files. */
export function assertEmbeddedFormat(dataDir: string): void {
  const found = embeddedPostgresMajor(dataDir);
  if (found !== undefined && found !== EMBEDDED_POSTGRES_MAJOR)
    throw new EmbeddedDatabaseFormatError(dataDir, found);
}
