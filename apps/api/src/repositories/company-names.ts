// Which companies a search text names, answered by an in-process index (lib/name-index.ts) and checked by the
// database: the index gives at most a few hundred candidates in microseconds, one statement keeps those whose
// name (or code) really matches ILIKE and reads the database's version of the names, and an index that turns
// out stale is reloaded in the background while the caller falls back to its trigram search. One index per
// database handle, registered by the app (plugins/app/company-names.ts); a transaction or an unregistered
// handle always takes the fallback.
import { sql } from 'drizzle-orm';
import { companies, searchVersions, type Db } from '@tagih/db';
import { NameIndex, type NamedRow } from '../lib/name-index.ts';
import { rawRows } from './raw-rows.ts';

/** More candidates than this and the search is left to the database's own indexes. */
export const MAX_CANDIDATES = 200;
const LOAD_BATCH = 20_000;
/** How many texts' candidates a directory remembers (the oldest is forgotten first). */
const RECENT_TEXTS = 256;

/** The names version, for the statement that checks the candidates. */
export const NAMES_VERSION = sql`(select ${searchVersions.version}::int from ${searchVersions} where ${searchVersions.name} = 'companies')`;

export class CompanyNameDirectory {
  private index: NameIndex | null = null;
  private version = -1;
  private current = false;
  private loading: Promise<void> | null = null;
  /**
   * The answers for the texts searched most recently, of this index: the console asks the same search again
   * for every page, refetch and return to the list, and a three-word name costs the index some 70 µs.
   */
  private recent = new Map<string, readonly number[] | null>();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /**
   * The candidates for `text` (by name, and with `withCodes` by code too) and the names version they come
   * from, or null (not loaded, stale, too many).
   */
  candidates(text: string, withCodes: boolean): { ids: readonly number[]; version: number } | null {
    if (!this.current || !this.index) {
      void this.refresh();
      return null;
    }
    const key = `${withCodes ? 'c' : 'n'}${text}`;
    let ids = this.recent.get(key);
    if (ids === undefined) {
      ids = this.lookUp(this.index, text, withCodes);
      if (this.recent.size >= RECENT_TEXTS) this.recent.delete(this.recent.keys().next().value!);
      this.recent.set(key, ids);
    }
    return ids && { ids, version: this.version };
  }

  private lookUp(index: NameIndex, text: string, withCodes: boolean): readonly number[] | null {
    let ids = index.candidates(text);
    if (ids && withCodes) {
      const byCode = index.codeCandidates(text, MAX_CANDIDATES);
      ids = byCode && [...new Set([...ids, ...byCode])].sort((a, b) => a - b);
    }
    return ids && ids.length <= MAX_CANDIDATES ? ids : null;
  }

  /** A statement read the names version `version`: true when the index is of that version, else it reloads. */
  confirm(version: number): boolean {
    if (version === this.version && this.current) return true;
    this.current = false;
    void this.refresh();
    return false;
  }

  /** Loads the names afresh (one load at a time; callers share it). */
  refresh(): Promise<void> {
    this.loading ??= this.load()
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Waits for a load in flight (the app's onClose, before the database closes). */
  async idle(): Promise<void> {
    await this.loading;
  }

  private async load(): Promise<void> {
    // One snapshot for the version and every batch: a rename committed meanwhile moves the version after it.
    const { version, rows } = await this.db.transaction(
      async (tx) => {
        const [head] = await rawRows<{ version: number }>(tx, sql`select ${NAMES_VERSION} as version`);
        const all: NamedRow[] = [];
        for (let after = 0; ; ) {
          const batch = await rawRows<NamedRow>(
            tx,
            sql`select ${companies.id_company} as id, ${companies.name_company} as name, ${companies.code_company} as code
              from ${companies} where ${companies.id_company} > ${after} order by ${companies.id_company} limit ${LOAD_BATCH}`,
          );
          all.push(...batch);
          if (batch.length < LOAD_BATCH) break;
          after = batch[batch.length - 1]!.id;
        }
        return { version: Number(head?.version ?? 0), rows: all };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    this.index = new NameIndex(rows);
    this.recent = new Map();
    this.version = version;
    this.current = true;
  }
}

const directories = new WeakMap<Db, CompanyNameDirectory>();

export function registerCompanyNames(db: Db, onError?: (error: unknown) => void): CompanyNameDirectory {
  const directory = new CompanyNameDirectory(db, onError);
  directories.set(db, directory);
  return directory;
}

/** The app's index for this handle, if one is registered (tests wait for its loads). */
export function companyNamesOf(db: Db): CompanyNameDirectory | undefined {
  return directories.get(db);
}

/** A row of a statement that checks candidates: the names version (one row) or a matching company id. */
export interface CheckedRow {
  version: number | null;
  id: number | null;
}

/**
 * The index's candidates for `text` (ascending, at most MAX_CANDIDATES; by name, and with `withCodes` by code
 * too) and how to read the caller's check of them: the caller's statement keeps the candidates that really
 * match and reads NAMES_VERSION; `confirms` says whether the index was of that version (if not, the caller
 * searches the database itself, and the index reloads), and `matches` answers the kept ids when it was. Null when the index cannot say (not
 * loaded yet, stale, or too common a text).
 */
export function nameCandidates(
  db: Db,
  text: string,
  withCodes = false,
): { ids: readonly number[]; confirms(version: number | null | undefined): boolean; matches(rows: CheckedRow[]): number[] | null } | null {
  const directory = directories.get(db);
  const candidates = directory?.candidates(text, withCodes);
  if (!directory || !candidates) return null;
  return {
    ids: candidates.ids,
    confirms(version) {
      return version != null && directory.confirm(Number(version)) && Number(version) === candidates.version;
    },
    matches(rows) {
      if (!this.confirms(rows.find((row) => row.version !== null)?.version)) return null;
      return rows.flatMap((row) => (row.id === null ? [] : [row.id])).sort((a, b) => a - b);
    },
  };
}
