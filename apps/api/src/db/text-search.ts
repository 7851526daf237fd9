import { foldHyphens, HYPHEN_LOOKALIKES } from '@jetkiz/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A text for a LIKE pattern taken literally: its `%`, `_` and `\` match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const PLAIN_HYPHENS = '-'.repeat(HYPHEN_LOOKALIKES.length);

/**
 * The one way a search over names and address text matches: `value` contains `query`, case aside, with every hyphen
 * look-alike on both sides read as '-' (the domain's `HYPHEN_LOOKALIKES`): a console search typed «12-пәтер» finds
 * the Kazakh «12‑пәтер» (U+2011) the papers write, and a name pasted with «‑» finds the one typed with '-'.
 */
export const containsText = (value: SQLWrapper, query: string): SQL =>
  sql`translate(${value}, ${HYPHEN_LOOKALIKES}, ${PLAIN_HYPHENS}) ilike ${`%${escapeLike(foldHyphens(query))}%`}`;
