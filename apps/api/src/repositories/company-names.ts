// Which companies a search text names, answered by PostgreSQL's own indexes (docs/performance.md, "Searching
// company names"). The trigram index answers `name ILIKE '%text%'` by reading the posting lists of every
// trigram of the text, and a common word's trigrams list thousands of companies (about a millisecond of CPU for
// a three-word name at 100,000 companies). The name's WORDS are indexed instead (companies_name_words, GIN on
// lower-cased words, migration 0007): a name containing a text with words w1 … wn (split at whitespace)
// has w2 … wn-1 as whole words, a word ending in w1 and a word starting with wn (for one word: a word
// containing it). Which whole words those are comes from company_name_words (every word of every name, kept
// by triggers), and the GIN index then intersects a few short posting lists. ILIKE itself decides in the end,
// so the answer is exactly ILIKE's. A text whose first or last word is part of too many words (a letter or
// two) is broad: the statement says so instead of reading half the index, and the caller searches otherwise.
import { sql, type SQL } from 'drizzle-orm';
import { companies, companyNameWords, companyNameWordsOf } from '@tagih/db';

/** At most this many companies are listed by id; more and the callers filter by a sub-select instead. */
export const MAX_NAMED = 200;
/** Whole words a search's first or last word may stand for; more and the text is broad. */
const MAX_WORD_CHOICES = 32;

const WORDS = companyNameWordsOf(companies.name_company);
/** A LIKE pattern's text taken literally (its \, % and _ escaped), in SQL: the words are split there. */
const likeLiteral = (text: SQL) => sql`regexp_replace(${text}, '([\\\\%_])', '\\\\\\1', 'g')`;

/** The company_name_words a LIKE pattern (a column of search_words) finds, one more than may be used. */
const wordChoices = (like: string) =>
  sql`array(select ${companyNameWords.word} from ${companyNameWords}
    where ${companyNameWords.word} like (select ${sql.raw(like)} from search_words) limit ${sql.raw(String(MAX_WORD_CHOICES + 1))})`;

/**
 * The CTEs `search_words`, `word_choices` and `named` of a statement: `named` holds the ids of up to
 * MAX_NAMED + 1 companies whose name contains `text` (ILIKE `pattern`, containsPattern(text)). Both values
 * should be run-time values (lib/search.ts), so that the statement keeps one generic plan. Read NAMES_BROAD
 * with it: when true, `named` is empty and says nothing.
 */
export function namedCompanies(text: SQL, pattern: SQL): SQL {
  // Leading and trailing whitespace is dropped: a name containing the text contains the trimmed text.
  const split = sql`regexp_split_to_array(regexp_replace(lower(${text}), '^\\s+|\\s+$', '', 'g'), '\\s+')`;
  return sql`search_words as materialized (
      select w[2:n - 1] as inner_words,
        '%' || ${likeLiteral(sql`w[1]`)} || case when n = 1 then '%' else '' end as first_like,
        case when n = 1 then '%' else '' end || ${likeLiteral(sql`w[n]`)} || '%' as last_like
      from (select w, cardinality(w) as n from ${split} w) split),
    word_choices as materialized (select ${wordChoices('first_like')} as first_words, ${wordChoices('last_like')} as last_words),
    named as materialized (
      select ${companies.id_company} as id from ${companies}
      where (select cardinality(first_words) <= ${sql.raw(String(MAX_WORD_CHOICES))}
               and cardinality(last_words) <= ${sql.raw(String(MAX_WORD_CHOICES))} from word_choices)
        and ${WORDS} @> (select inner_words from search_words)
        and ${WORDS} && (select first_words from word_choices)
        and ${WORDS} && (select last_words from word_choices)
        and ${companies.name_company} ilike ${pattern}
      limit ${sql.raw(String(MAX_NAMED + 1))})`;
}

/** True when the text was too broad for `named` (namedCompanies): the caller must search another way. */
export const NAMES_BROAD = sql`(select cardinality(first_words) > ${sql.raw(String(MAX_WORD_CHOICES))}
  or cardinality(last_words) > ${sql.raw(String(MAX_WORD_CHOICES))} from word_choices)`;

/** How many companies `named` holds (MAX_NAMED + 1 means more than MAX_NAMED). */
export const NAMED_COUNT = sql`(select count(*) from named)::int`;

/** What a statement reading `named` says of it: the ids, or null when they are too many or the text too broad. */
export function namedIds(found: { broad: boolean; ids: number[] }): number[] | null {
  return found.broad || found.ids.length > MAX_NAMED ? null : found.ids;
}
