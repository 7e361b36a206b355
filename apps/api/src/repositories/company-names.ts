// Which companies a search text names, answered by an in-process index (lib/name-index.ts) and checked by the
// database: the index gives at most a few hundred candidates in microseconds, one statement keeps those whose
// name (or code) really matches ILIKE and reads the database's version of the names, and an index that turns
// out stale is reloaded in the background while the caller falls back to its trigram search. One index per
// database handle, registered by the app (plugins/app/company-names.ts); a transaction or an unregistered
// handle always takes the fallback.
import { sql, type SQL } from 'drizzle-orm';
import { companies, searchVersions, type Db } from '@tagih/db';
import { NameIndex, type NamedRow } from '../lib/name-index.ts';
import { rawRows, runTimeValue } from './raw-rows.ts';

/**
 * A text's candidates (ascending): `ids` all of them, a superset of the companies that match; of those, `sure`
 * match and `unsure` are for the database to judge (the rest do not match). NameIndex.sortOut says how.
 */
export interface Candidates {
  ids: readonly number[];
  sure: readonly number[];
  unsure: readonly number[];
}

const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

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
  private recent = new Map<string, Candidates | null>();
  /** Whether the database lowercases ASCII letters as JavaScript does (ILIKE compares lowercased text). */
  private asciiFolding = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /**
   * The candidates for `text` (by name, and with `withCodes` by code too), sorted out when the database
   * lowercases ASCII as JavaScript does, and the names version they come from, or null (not loaded, stale,
   * too many).
   */
  candidates(text: string, withCodes: boolean): (Candidates & { version: number }) | null {
    if (!this.current || !this.index) {
      void this.refresh();
      return null;
    }
    const key = `${withCodes ? 'c' : 'n'}${text}`;
    let found = this.recent.get(key);
    if (found === undefined) {
      found = this.lookUp(this.index, text, withCodes);
      if (this.recent.size >= RECENT_TEXTS) this.recent.delete(this.recent.keys().next().value!);
      this.recent.set(key, found);
    }
    return found && { ...found, version: this.version };
  }

  private lookUp(index: NameIndex, text: string, withCodes: boolean): Candidates | null {
    let ids = index.candidates(text);
    if (ids && withCodes) {
      const byCode = index.codeCandidates(text, MAX_CANDIDATES);
      ids = byCode && [...new Set([...ids, ...byCode])].sort((a, b) => a - b);
    }
    if (!ids || ids.length > MAX_CANDIDATES) return null;
    return { ids, ...(this.asciiFolding ? index.sortOut(ids, text, withCodes) : { sure: [], unsure: ids }) };
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
    const { version, asciiFolding, rows } = await this.db.transaction(
      async (tx) => {
        const [head] = await rawRows<{ version: number; ascii_folding: boolean }>(
          tx,
          sql`select ${NAMES_VERSION} as version,
            lower(${ASCII_UPPER}::text collate "default") = ${ASCII_UPPER.toLowerCase()} as ascii_folding`,
        );
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
        return { version: Number(head?.version ?? 0), asciiFolding: head?.ascii_folding === true, rows: all };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    this.index = new NameIndex(rows);
    this.asciiFolding = asciiFolding;
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

/**
 * The CTEs `unsure` and `named` of a statement on one generic plan (runTimeValue): `named` holds the ids of the
 * companies whose name (and with `withCodes` code) matches `pattern`, from the index's sure matches as they
 * are and its unsure ones (values `sure` and `unsure`, see Candidates) checked with ILIKE. The unsure ones are
 * read by id first (MATERIALIZED: left to itself the planner prefers the trigram indexes).
 */
export function namedCompanies(pattern: SQL, withCodes: boolean): SQL {
  const matches = withCodes
    ? sql`name ilike ${pattern} or code ilike ${pattern}`
    : sql`name ilike ${pattern}`;
  return sql`unsure as materialized (
      select ${companies.id_company} as id, ${companies.name_company} as name, ${companies.code_company} as code from ${companies}
      where ${companies.id_company} = any(${runTimeValue('unsure', 'int[]')}::int[])),
    named as materialized (
      select unnest(${runTimeValue('sure', 'int[]')}::int[]) as id
      union all
      select id from unsure where ${matches})`;
}

/** A row of a statement that checks candidates: the names version (one row) or a matching company id. */
export interface CheckedRow {
  version: number | null;
  id: number | null;
}

/**
 * The index's candidates for `text` (ascending, at most MAX_CANDIDATES; by name, and with `withCodes` by code
 * too; sorted out into sure and unsure matches, see Candidates) and how to read the caller's check of them:
 * the caller's statement checks candidates and reads NAMES_VERSION; `confirms` says whether the index was of
 * that version (if not, the caller searches the database itself, and the index reloads), and `matches`
 * answers the ids the statement kept when it was. Null when the index cannot say (not loaded yet, stale, or
 * too common a text).
 */
export function nameCandidates(
  db: Db,
  text: string,
  withCodes = false,
):
  | (Candidates & {
      confirms(version: number | null | undefined): boolean;
      matches(rows: CheckedRow[]): number[] | null;
    })
  | null {
  const directory = directories.get(db);
  const candidates = directory?.candidates(text, withCodes);
  if (!directory || !candidates) return null;
  return {
    ids: candidates.ids,
    sure: candidates.sure,
    unsure: candidates.unsure,
    confirms(version) {
      return version != null && directory.confirm(Number(version)) && Number(version) === candidates.version;
    },
    matches(rows) {
      if (!this.confirms(rows.find((row) => row.version !== null)?.version)) return null;
      return rows.flatMap((row) => (row.id === null ? [] : [row.id])).sort((a, b) => a - b);
    },
  };
}
