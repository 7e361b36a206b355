// Which companies a search text names, answered by PostgreSQL's own indexes (docs/performance.md, "Searching
// company names" and "Search at ten million orders"). The trigram index answers `name ILIKE '%text%'` by
// reading the posting lists of every trigram of the text, and a common word's trigrams list a share of all
// companies. The name's WORDS are indexed instead (companies_name_words, GIN on lower-cased words, migration
// 0007): a name containing a text with words w1 … wn (split at whitespace) has w2 … wn-1 as whole words, a
// word ending in w1 and a word starting with wn (for one word: a word containing it). Which whole words those
// are comes from company_name_words (every word of every name, kept by triggers). A single word's posting list
// still grows with the table (a tenth of a million companies at a million), so a text of two words or more
// asks for its adjacent word PAIRS instead (companies_name_word_pairs, migration 0018): (a word ending in w1,
// w2), (w2, w3) … (wn-1, a word starting with wn), or for two words (a word ending in w1, a word starting with
// w2); a pair's list holds the companies named so, few however large the table. The company list, which lists
// every company it finds (hundreds for a common pair at a million companies), reads a pair's companies with
// their names from the kept table company_name_pairs (migration 0020) index-only instead of from the companies'
// heap (namedCompaniesIndexOnly). ILIKE itself decides in the end (as lower(name) LIKE lower(pattern), which is
// how PostgreSQL computes ILIKE in a UTF-8 database), so the answer is exactly ILIKE's. A text whose first or last word is part of too many words (a letter or two) is
// broad: the statement says so instead of reading half the index, and the caller searches otherwise.
import { sql, type SQL } from 'drizzle-orm';
import {
  companies,
  companyNamePairs,
  companyNameWordPairsOf,
  companyNameWords,
  companyNameWordsOf,
} from '@tagih/db';

/** At most this many companies are listed by id; more and the callers filter by a sub-select instead. */
export const MAX_NAMED = 200;
/** Whole words a search's first or last word may stand for; more and the text is broad. */
const MAX_WORD_CHOICES = 32;

const WORDS = companyNameWordsOf(companies.name_company);
const PAIRS = companyNameWordPairsOf(companies.name_company);
/** A LIKE pattern's text taken literally (its \, % and _ escaped), in SQL: the words are split there. */
const likeLiteral = (text: SQL) => sql`regexp_replace(${text}, '([\\\\%_])', '\\\\\\1', 'g')`;

/** The company_name_words a LIKE pattern (a column of search_words) finds, one more than may be used. */
const wordChoices = (like: string) =>
  sql`array(select ${companyNameWords.word} from ${companyNameWords}
    where ${companyNameWords.word} like (select ${sql.raw(like)} from search_words) limit ${sql.raw(String(MAX_WORD_CHOICES + 1))})`;

/** The pairs (f, l) for f of `firsts` and l of `lasts`, two arrays of words, as the pair index spells them. */
const pairsOf = (firsts: SQL, lasts: SQL) =>
  sql`array(select f || ' ' || l from unnest(${firsts}) f, unnest(${lasts}) l)`;

/**
 * The CTEs `search_words`, `word_choices` and `pair_choices`: the text's words, the whole words its first and
 * last word can stand for, and the word pairs a matching name must hold (see namedCompanies).
 */
function choices(text: SQL, pattern: SQL): SQL {
  // Leading and trailing whitespace is dropped: a name containing the text contains the trimmed text.
  const split = sql`regexp_split_to_array(regexp_replace(lower(${text}), '^\\s+|\\s+$', '', 'g'), '\\s+')`;
  // The match is ILIKE's own definition in a UTF-8 database (like.c: both sides lower-cased, then LIKE),
  // written out so that the pattern is lower-cased once and not for every candidate (ILIKE: 1 µs a candidate,
  // half the company search at a million companies).
  return sql`search_words as materialized (
      select w, n, w[2:n - 1] as inner_words, lower(${pattern}) as lowered_pattern,
        '%' || ${likeLiteral(sql`w[1]`)} || case when n = 1 then '%' else '' end as first_like,
        case when n = 1 then '%' else '' end || ${likeLiteral(sql`w[n]`)} || '%' as last_like
      from (select w, cardinality(w) as n from ${split} w) split),
    word_choices as materialized (
      select first_words, last_words,
        cardinality(first_words) > ${sql.raw(String(MAX_WORD_CHOICES))} or cardinality(last_words) > ${sql.raw(String(MAX_WORD_CHOICES))} as broad
      from (select ${wordChoices('first_like')} as first_words, ${wordChoices('last_like')} as last_words) choices),
    pair_choices as materialized (
      select array(select w[i] || ' ' || w[i + 1] from generate_series(2, n - 2) i) as inner_pairs,
        ${pairsOf(sql`first_words`, sql`case when n = 2 then last_words else array[w[2]] end`)} as first_pairs,
        ${pairsOf(sql`case when n = 2 then first_words else array[w[n - 1]] end`, sql`last_words`)} as last_pairs
      from search_words, word_choices)`;
}

/** The ids and names of the companies one of whose words is a first word choice: the path of a one-word text. */
const ONE_WORD_CANDIDATES = sql`select ${companies.id_company} as id, ${companies.name_company} as name from ${companies}
  where (select n = 1 and not broad from search_words, word_choices)
    and ${WORDS} && (select first_words from word_choices)`;

/** The filter that decides, over a candidate's name (lowered or not): ILIKE's answer. */
const matchesPattern = (name: SQL) => sql`lower(${name}) like (select lowered_pattern from search_words)`;

/**
 * The CTEs of namedCompanies' choices and `named`, the ids of up to `limit` + 1 companies whose name contains
 * `text` (ILIKE `pattern`, containsPattern(text)). Both values should be run-time values (lib/search.ts), so
 * that the statement keeps one generic plan. Read NAMES_BROAD with it: when true, `named` is empty and says
 * nothing. The candidates come from one of two index scans, each behind a one-time filter on the number of
 * words, and are fenced off (OFFSET 0) from the match, which would otherwise bring in the trigram index (10 ms
 * at a million companies) to intersect with a list of a few hundred. For two words or more the GIN pair index
 * intersects the pairs' lists first, so only the few names that hold all of them are read from the heap: the
 * order search, which then reads those companies' orders.
 */
export function namedCompanies(text: SQL, pattern: SQL, limit: number = MAX_NAMED): SQL {
  return sql`${choices(text, pattern)},
    named as materialized (
      select id from (
          ${ONE_WORD_CANDIDATES}
        union all
          select ${companies.id_company}, ${companies.name_company} from ${companies}
          where (select n > 1 and not broad from search_words, word_choices)
            and ${PAIRS} @> (select inner_pairs from pair_choices)
            and ${PAIRS} && (select first_pairs from pair_choices)
            and ${PAIRS} && (select last_pairs from pair_choices)
        offset 0) candidates
      where ${matchesPattern(sql`name`)}
      limit ${sql.raw(String(limit + 1))})`;
}

/** The one-time filter of a pairs path: a text of two words or more, not broad, whose first pairs are `count`. */
const pairsPath = (count: string) =>
  sql`(select n > 1 and not broad and cardinality(first_pairs) ${sql.raw(count)}
    from search_words, word_choices, pair_choices)`;

/**
 * namedCompanies for a search that lists what it finds, however many (up to `limit`): the company list. For two
 * words or more, the companies holding one of the first pairs (every match holds one) are read with their
 * lower-cased names from company_name_pairs' btree alone (an index-only scan) and matched there, so a
 * search that finds hundreds of companies visits no companies heap page (a page each, most of the cost at a
 * million companies). A company holds a pair once, so one first pair lists each company once; several may
 * list one twice, and only then are the ids made distinct. One word takes namedCompanies' path.
 */
export function namedCompaniesIndexOnly(text: SQL, pattern: SQL, limit: number): SQL {
  const { pair, id_company, name_lowered } = companyNamePairs;
  const matched = sql`${name_lowered} like (select lowered_pattern from search_words)`;
  return sql`${choices(text, pattern)},
    named as materialized (
        select id from (${ONE_WORD_CANDIDATES} offset 0) candidates where ${matchesPattern(sql`name`)}
      union all
        select ${id_company} from ${companyNamePairs}
        where ${pairsPath('= 1')} and ${pair} = (select first_pairs[1] from pair_choices) and ${matched}
      union all
        select distinct ${id_company} from ${companyNamePairs}
        where ${pairsPath('> 1')} and ${pair} = any((select first_pairs from pair_choices)::text[]) and ${matched}
      limit ${sql.raw(String(limit + 1))})`;
}

/** True when the text was too broad for `named` (namedCompanies): the caller must search another way. */
export const NAMES_BROAD = sql`(select broad from word_choices)`;

/** How many companies `named` holds (`limit` + 1 means more than its limit). */
export const NAMED_COUNT = sql`(select count(*) from named)::int`;

/** What a statement reading `named` says of it: the ids, or null when they are too many or the text too broad. */
export function namedIds(found: { broad: boolean; ids: number[] }): number[] | null {
  return found.broad || found.ids.length > MAX_NAMED ? null : found.ids;
}
