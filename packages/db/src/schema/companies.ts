// Client companies and their organisation: branches, RBAC roles, group accesses and roles, all per company.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PPN_BUYER_TYPES } from '@tagih/domain/ppn-buyer';
import { flag, timestamps } from './columns.ts';

/**
 * The words of a company name as the name search keys them: lower-cased (as ILIKE compares) and split at
 * whitespace. The index `companies_name_words` is on exactly this expression, so a query must build it here.
 */
export const companyNameWordsOf = (name: AnyPgColumn): SQL<string[]> =>
  sql<string[]>`regexp_split_to_array(lower(${name}), '\\s+')`;

/**
 * The adjacent word pairs of a company name ('pt maju', 'maju sukses', 'sukses sejati'), words as
 * companyNameWordsOf splits them: the SQL function company_name_word_pairs (migration 0018), on which the
 * index `companies_name_word_pairs` is built. A search of two words or more asks this index for the pairs it
 * implies, whose posting lists hold the few companies named so, where every single word's list grows with the
 * table (docs/performance.md, "Search at ten million orders").
 */
export const companyNameWordPairsOf = (name: AnyPgColumn): SQL<string[]> =>
  sql<string[]>`company_name_word_pairs(${name})`;

export const companies = pgTable(
  'companies',
  {
    id_company: serial('id_company').primaryKey(),
    code_company: text('code_company').notNull(),
    name_company: text('name_company').notNull(),
    phone_company: text('phone_company'),
    email: text('email'),
    pic_email: text('pic_email'),
    pic_name: text('pic_name'),
    pic_phone: text('pic_phone'),
    fax_number: text('fax_number'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    /** 16 digits (an old 15-digit NPWP is stored with its leading 0). */
    npwp: text('npwp'),
    /** A buyer without an NPWP is identified by its NIK (16 digits) on a tax invoice. */
    nik: text('nik'),
    /** The buyer's place of business for Coretax: NPWP (or NIK) + 6 digits, 000000 the head office. */
    nitku: text('nitku'),
    address_company: text('address_company'),
    /**
     * Who remits the PPN of a sale to this company (packages/domain ppn-buyer.ts): 'regular' (the seller),
     * 'government' (a treasurer, Coretax TrxCode 02) or 'collector' (another appointed collector, 03).
     */
    ppn_buyer_type: text('ppn_buyer_type', { enum: PPN_BUYER_TYPES }).notNull().default('regular'),
    /**
     * Automatic renewal (issue 32): the job queue makes the renewal order of this company's subscriptions and
     * mails its invoice `renew_days_before` days before they end. A company stored without them takes
     * 'Setting Langganan' (subscription_settings) as it is then.
     */
    auto_renew: boolean('auto_renew').notNull().default(false),
    renew_days_before: integer('renew_days_before').notNull().default(14),
    status_type_job_order: smallint('status_type_job_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_code_unique').on(t.code_company),
    // Sorting by name (the company list, and the order list by its company's name; issue 20).
    index('companies_name_sort_idx').on(t.name_company, t.id_company),
    index('companies_name_trgm').using('gin', t.name_company.op('gin_trgm_ops')),
    index('companies_code_trgm').using('gin', t.code_company.op('gin_trgm_ops')),
    // The name search's index (apps/api/src/repositories/company-names.ts): a name's words, for @> and &&.
    index('companies_name_words').using('gin', companyNameWordsOf(t.name_company)),
    // The same search for two words or more: the name's adjacent word pairs.
    index('companies_name_word_pairs').using('gin', companyNameWordPairsOf(t.name_company)),
  ],
);

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id_company, { onDelete: 'cascade' });

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    name: text('name').notNull(),
    is_default: flag('is_default'),
    ...timestamps,
  },
  (t) => [
    index('branches_company_idx').on(t.company_id),
    uniqueIndex('branches_company_name_unique').on(t.company_id, t.name),
  ],
);

export const rbacRoles = pgTable(
  'rbac_roles',
  { id: serial('id').primaryKey(), company_id: companyId(), name: text('name').notNull(), ...timestamps },
  (t) => [
    index('rbac_roles_company_idx').on(t.company_id),
    uniqueIndex('rbac_roles_company_name_unique').on(t.company_id, t.name),
  ],
);

export const groupAccesses = pgTable(
  'group_accesses',
  { id: serial('id').primaryKey(), company_id: companyId(), name: text('name').notNull(), ...timestamps },
  (t) => [index('group_accesses_company_idx').on(t.company_id)],
);

export const roles = pgTable(
  'roles',
  { id: serial('id').primaryKey(), company_id: companyId(), name: text('name').notNull(), ...timestamps },
  (t) => [index('roles_company_idx').on(t.company_id)],
);

/**
 * Every word any company name has had (companyNameWordsOf), kept by statement triggers on companies (migration
 * 0007_company_name_words): the name search looks a search's first and last word up here (a few rows) to
 * know which whole words to ask the name index for. Words of renamed or removed companies stay; they match
 * no company.
 */
export const companyNameWords = pgTable('company_name_words', { word: text('word').primaryKey() }, (t) => [
  index('company_name_words_trgm').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Each adjacent word pair of each company's name (company_name_word_pairs), with the company's id and its
 * lower-cased name, kept by row triggers on companies (migration 0020_company_name_pairs_kept). Its one btree
 * holds every column, so the company list's search reads a pair's companies and judges their names against the
 * search (lower(name) LIKE lower(pattern)) from the index alone: at a million companies a pair names hundreds,
 * and reading them from the companies' heap (one page each) was most of the search's cost (docs/performance.md,
 * "The company search at ten million orders").
 */
export const companyNamePairs = pgTable(
  'company_name_pairs',
  {
    pair: text('pair').notNull(),
    id_company: integer('id_company').notNull(),
    /** lower(name_company): what the match compares, without visiting the company's row. */
    name_lowered: text('name_lowered').notNull(),
  },
  // The whole row is the key: an index-only scan then answers pair, id and name.
  (t) => [primaryKey({ name: 'company_name_pairs_pkey', columns: [t.pair, t.id_company, t.name_lowered] })],
);
