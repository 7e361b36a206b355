// An in-memory word index of company names, with a scan of their codes, answering which companies MIGHT
// contain a search text (docs/performance.md, "Searching"). At 100,000 companies PostgreSQL's trigram index
// needs about a millisecond of CPU for a three-word name, because every trigram of common words lists
// thousands of companies; this index intersects the postings of the search's words in some 30 µs. It only
// narrows: the database then checks the candidates with the real ILIKE, so what is found is exactly what
// ILIKE finds, provided the candidates are a superset. They are: a match of a text without whitespace lies
// inside one whitespace-free token of the name, so every word of the search is a substring of some word of
// every matching name. Codes are one word each, so they are scanned as one string instead of bloating the
// word index. Names and codes with characters beyond ASCII are always candidates (JavaScript and the
// database may lowercase them differently), and a search with such characters is not answered here.

/** Above this many postings to read for the rarest search word the index gives up (the search is broad). */
const MAX_POSTINGS = 50_000;
const WHITESPACE = /\s+/;
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

export interface NamedRow {
  id: number;
  name: string;
  /** The company code (searched by the company list only). */
  code: string;
}

export class NameIndex {
  /** '\n' + every distinct token + '\n' ..., lowercased, for substring scans over the vocabulary. */
  private readonly vocabulary: string;
  /** Where each token starts in `vocabulary`, ascending. */
  private readonly tokenStarts: Int32Array;
  /** Company ids of token t: postings[postingStarts[t] .. postingStarts[t + 1]). */
  private readonly postingStarts: Int32Array;
  private readonly postings: Int32Array;
  /** Companies whose name has characters beyond ASCII: candidates of every search. */
  private readonly alwaysCandidates: number[];
  /** '\n' + every lowercased ASCII code + '\n' ..., and the company of each (codeIds[i] starts at codeStarts[i]). */
  private readonly codes: string;
  private readonly codeStarts: Int32Array;
  private readonly codeIds: Int32Array;
  /** Each ASCII name and code by company id, lowercased, to sort out which candidates really match. */
  private readonly lowerNames: Array<string | undefined> = [];
  private readonly lowerCodes: Array<string | undefined> = [];
  /** Whether some code holds whitespace: if none does, a search with whitespace matches no code. */
  private readonly codesHaveWhitespace: boolean;
  /** Companies whose code has characters beyond ASCII: code candidates of every search. */
  private readonly alwaysCodeCandidates: number[];
  /** Per company id, the number of search words found so far for the search with this stamp base. */
  private readonly hits: Uint32Array;
  private stamp = 0;
  readonly size: number;

  constructor(rows: Iterable<NamedRow>) {
    const tokenIds = new Map<string, number>();
    const pairs: number[] = []; // token id, company id, ...
    const always: number[] = [];
    let size = 0;
    let maxId = 0;
    const codes: string[] = [];
    const codeIds: number[] = [];
    const alwaysCode: number[] = [];
    for (const row of rows) {
      size += 1;
      maxId = Math.max(maxId, row.id);
      if (NON_ASCII.test(row.code)) alwaysCode.push(row.id);
      else {
        const code = row.code.toLowerCase();
        codes.push(code);
        codeIds.push(row.id);
        this.lowerCodes[row.id] = code;
      }
      if (NON_ASCII.test(row.name)) {
        always.push(row.id);
        continue;
      }
      this.lowerNames[row.id] = row.name.toLowerCase();
      const seen = new Set<string>();
      for (const token of row.name.toLowerCase().split(WHITESPACE)) {
        if (!token || seen.has(token)) continue;
        seen.add(token);
        let id = tokenIds.get(token);
        if (id === undefined) tokenIds.set(token, (id = tokenIds.size));
        pairs.push(id, row.id);
      }
    }
    const tokens = [...tokenIds.keys()];
    this.tokenStarts = new Int32Array(tokens.length);
    let offset = 1;
    tokens.forEach((token, i) => {
      this.tokenStarts[i] = offset;
      offset += token.length + 1;
    });
    this.vocabulary = `\n${tokens.join('\n')}\n`;
    // Counting sort of the pairs by token: postings of a token in one contiguous run.
    this.postingStarts = new Int32Array(tokens.length + 1);
    for (let i = 0; i < pairs.length; i += 2) this.postingStarts[pairs[i]! + 1]! += 1;
    for (let t = 0; t < tokens.length; t += 1) this.postingStarts[t + 1]! += this.postingStarts[t]!;
    this.postings = new Int32Array(pairs.length / 2);
    const next = this.postingStarts.slice(0, tokens.length);
    for (let i = 0; i < pairs.length; i += 2) this.postings[next[pairs[i]!]!++] = pairs[i + 1]!;
    this.alwaysCandidates = always;
    this.codes = `\n${codes.join('\n')}\n`;
    this.codeStarts = new Int32Array(codes.length);
    let codeOffset = 1;
    codes.forEach((code, i) => {
      this.codeStarts[i] = codeOffset;
      codeOffset += code.length + 1;
    });
    this.codeIds = Int32Array.from(codeIds);
    this.codesHaveWhitespace = codes.some((code) => WHITESPACE.test(code));
    this.alwaysCodeCandidates = alwaysCode;
    this.hits = new Uint32Array(maxId + 1);
    this.size = size;
  }

  /**
   * Ids of the companies whose name or code might contain `text` (case-insensitively), ascending; null when
   * this index cannot say cheaply (no words, characters beyond ASCII, or only common words).
   */
  candidates(text: string): number[] | null {
    if (NON_ASCII.test(text)) return null;
    const words = [...new Set(text.toLowerCase().split(WHITESPACE).filter(Boolean))];
    if (words.length === 0) return null;
    const matched = words
      .map((word) => this.tokensContaining(word))
      .map((tokens) => ({ tokens, postings: this.postingCount(tokens) }));
    // Rarest first; a word too common to be worth reading is left out, and the candidates stay a superset.
    const read = matched
      .sort((a, b) => a.postings - b.postings)
      .filter((word) => word.postings <= MAX_POSTINGS);
    if (read.length === 0) return null;
    // hits[id] - base = how many of the words read so far the company has; any value <= base is from an older
    // search, so the array is never cleared (but once the stamps would overflow).
    if (this.stamp > 0xffffffff - 2 * (read.length + 1)) {
      this.hits.fill(0);
      this.stamp = 0;
    }
    const base = this.stamp;
    this.stamp += read.length + 1;
    const { hits, postings, postingStarts } = this;
    for (let k = 0; k < read.length; k += 1) {
      for (const t of read[k]!.tokens) {
        const end = postingStarts[t + 1]!;
        for (let i = postingStarts[t]!; i < end; i += 1) {
          const id = postings[i]!;
          // A company counts for word k if it had all the words before it (and only once per word).
          const seen = hits[id]!;
          if (k === 0 ? seen <= base : seen === base + k) hits[id] = base + k + 1;
        }
      }
    }
    const found: number[] = [];
    const all = base + read.length;
    for (const t of read[0]!.tokens) {
      const end = postingStarts[t + 1]!;
      for (let i = postingStarts[t]!; i < end; i += 1) {
        const id = postings[i]!;
        if (hits[id] === all) {
          found.push(id);
          hits[id] = base; // counted once when the rarest word spans several tokens
        }
      }
    }
    found.push(...this.alwaysCandidates);
    return found.sort((a, b) => a - b);
  }

  /**
   * Ids of the companies whose code might contain `text`, ascending, or null when there are more than `limit`
   * (a scan of all codes: each is a word of its own, which would only bloat the word index).
   */
  codeCandidates(text: string, limit: number): number[] | null {
    if (NON_ASCII.test(text)) return null;
    const lower = text.toLowerCase();
    if (lower.includes('\n')) return null;
    const found = new Set<number>(this.alwaysCodeCandidates);
    if (!WHITESPACE.test(lower) || this.codesHaveWhitespace) {
      for (let at = this.codes.indexOf(lower); at !== -1; at = this.codes.indexOf(lower, at + 1)) {
        found.add(this.codeIds[startIndexAt(this.codeStarts, at)]!);
        if (found.size > limit) return null;
      }
    }
    return [...found].sort((a, b) => a - b);
  }

  /**
   * Candidates of `text` (an ASCII text) sorted out: `sure` contain it, as ILIKE '%text%' would find in
   * a database that lowercases ASCII letters as JavaScript does (an ASCII name or code either contains the
   * text or it does not); `unsure` are names or codes beyond ASCII, for the database to judge. The rest of the
   * candidates do not match and are left out. Both ascending, as `ids` are.
   */
  sortOut(ids: readonly number[], text: string, withCodes: boolean): { sure: number[]; unsure: number[] } {
    const lower = text.toLowerCase();
    const sure: number[] = [];
    const unsure: number[] = [];
    for (const id of ids) {
      const name = this.lowerNames[id];
      const code = withCodes ? this.lowerCodes[id] : '';
      if (name?.includes(lower) || code?.includes(lower)) sure.push(id);
      else if (name === undefined || code === undefined) unsure.push(id);
    }
    return { sure, unsure };
  }

  /** The tokens that contain `word`. */
  private tokensContaining(word: string): number[] {
    const found: number[] = [];
    let last = -1;
    for (let at = this.vocabulary.indexOf(word); at !== -1; at = this.vocabulary.indexOf(word, at + 1)) {
      const token = startIndexAt(this.tokenStarts, at);
      if (token !== last) found.push((last = token));
    }
    return found;
  }

  private postingCount(tokens: number[]): number {
    let count = 0;
    for (const t of tokens) count += this.postingStarts[t + 1]! - this.postingStarts[t]!;
    return count;
  }
}

/** The index of the last start <= at (binary search of ascending starts). */
function startIndexAt(starts: Int32Array, at: number): number {
  let [low, high] = [0, starts.length - 1];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
