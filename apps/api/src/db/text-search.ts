import { foldHyphens, HYPHEN_LOOKALIKES } from '@jetkiz/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A text for a LIKE pattern taken literally: its `%`, `_` and `\` match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A text for a PostgreSQL regular expression taken literally. */
const escapeRegex = (s: string) => s.replace(/[\\.^$|?*+()[\]{}]/g, (c) => `\\${c}`);

/** Any hyphen: '-' or one of its look-alikes, as a bracket expression ('-' first, so it is no range). */
const ANY_HYPHEN = `[-${HYPHEN_LOOKALIKES}]`;

/**
 * The one way a search over names and address text matches: `value` contains `query`, case aside, with every hyphen
 * look-alike on both sides read as '-' (the domain's `HYPHEN_LOOKALIKES`): a console search typed «12-пәтер» finds
 * the Kazakh «12‑пәтер» (U+2011) the papers write, and a name pasted with «‑» finds the one typed with '-'.
 * A query without a hyphen is a plain ILIKE: folding the stored text on every row (translate()) doubled the cost of a
 * scan (100,000 names: ~145 ms against ~60-80 on PostgreSQL 15), and only a hyphen in the query needs it. A query with
 * one is a case-blind regular expression in which each hyphen matches any of them.
 */
export const containsText = (value: SQLWrapper, query: string): SQL => {
  const folded = foldHyphens(query);
  if (!folded.includes('-')) return sql`${value} ilike ${`%${escapeLike(folded)}%`}`;
  return sql`${value} ~* ${folded.split('-').map(escapeRegex).join(ANY_HYPHEN)}`;
};
