import { type SQL, sql } from 'drizzle-orm';

/**
 * Word-by-word search over a table's `search_doc` (0007_search_words.sql: the accent- and
 * case-free code, names and other searchable texts of a row, trigram-indexed). Products,
 * partners and the classic pages search through this file only.
 */

/** `%`, `_` and `\` typed by a user are literal characters in a `like` pattern, not wildcards. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of a term, split at white space. */
export function searchWords(term: string): string[] {
  return term.split(/\s+/).filter((w) => w !== '');
}

/** The shortest word the trigram index can find inside a text. */
const INDEXED_WORD_LENGTH = 3;

/**
 * Every word of the term occurs in the document, accent- and case-free, in any order: one
 * `like '%word%'` per word, which the trigram index answers together (words of 1–2 letters are
 * checked on the rows the longer words found). An empty term matches every row.
 */
export function matchesEveryWord(doc: SQL, term: string): SQL {
  const words = searchWords(term);
  if (words.length === 0) return sql`true`;
  const likes = words.map((w) => sql`${doc} like '%' || f_search_key(${escapeLike(w)}) || '%'`);
  return sql`(${sql.join(likes, sql` and `)})`;
}

export interface RankedSearch {
  /** The table, aliased `p`, with the columns id, firm_id, code, name and search_doc. */
  table: SQL;
  firmId: number;
  /** More conditions on `p` (active rows, a role, …). */
  filter: SQL;
  /** The selected columns; they include `p.id, p.code, p.name`. */
  columns: SQL;
  /** Ranked with the code prefix: another key typed from its start (a partner's tax number). */
  alsoCodeMatch?: SQL;
  /**
   * The "anywhere" part reaches its rows through the trigram index only (`firm_id + 0` keeps the
   * firm-leading sort indexes out): for callers that turn sequential scans off (`withIndexScans`),
   * which would otherwise walk a sort index and filter it. Without it the planner may also scan the
   * table until `limit` matches, the fastest way for a term that matches many rows.
   */
  isTrigramOnly?: boolean;
  term: string;
  limit: number;
}

/**
 * The best `limit` rows for a typed term, as a query answering `rank` and the columns: code
 * prefix (rank 0, in code order, so an exact code comes first), then name prefix (rank 1, in name
 * order), then every word anywhere in the search document (rank 2, in name order). Each part walks
 * an index and stops at `limit`, so an unselective term never sorts all its matches: only the at
 * most 3 × `limit` candidates are ranked. An empty term answers the first rows in code order;
 * the "anywhere" part needs a word the trigram index can find (3 letters or more).
 */
export function rankedSearchSql(s: RankedSearch): SQL {
  const term = searchWords(s.term).join(' ');
  const pattern = escapeLike(term);
  const scope = sql`p.firm_id = ${s.firmId} and ${s.filter}`;
  const codeMatch = sql`(lower(p.code) collate "C" like lower(${pattern}) || '%'
    ${s.alsoCodeMatch ? sql`or coalesce(${s.alsoCodeMatch}, false)` : sql``})`;
  const namePrefix = sql`f_search_key(p.name) collate "C" like f_search_key(${pattern}) || '%'`;
  const parts = [
    sql`(select 0 as rank, ${s.columns} from ${s.table} where ${scope} and ${codeMatch}
      order by lower(p.code) collate "C" limit ${s.limit})`,
  ];
  if (term !== '')
    parts.push(sql`(select 1, ${s.columns} from ${s.table} where ${scope} and ${namePrefix}
      and not ${codeMatch} order by f_search_key(p.name) collate "C" limit ${s.limit})`);
  const anywhereScope = s.isTrigramOnly ? sql`p.firm_id + 0 = ${s.firmId} and ${s.filter}` : scope;
  if (searchWords(term).some((w) => w.length >= INDEXED_WORD_LENGTH))
    parts.push(sql`(select 2, ${s.columns} from ${s.table}
      where ${anywhereScope} and ${matchesEveryWord(sql`p.search_doc`, term)}
      and not ${namePrefix} and not ${codeMatch} limit ${s.limit})`);
  return sql`select * from (${sql.join(parts, sql` union all `)}) m
    order by rank, case when rank = 0 then lower(code) else f_search_key(name) end collate "C", id
    limit ${s.limit}`;
}
