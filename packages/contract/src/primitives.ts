import { type TNumberOptions, Type } from 'typebox';

/**
 * Bounded building blocks of request schemas (issue 12: an unbounded integer reached PostgreSQL as 2^31 and
 * failed there). Every integer a caller sends has bounds; ids the database keeps as uuid are checked as one.
 */

/** The range of a PostgreSQL `integer`: the widest an integer on the wire may be. */
export const INT32 = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

/** An integer a database column can hold; rules of the domain say more where they have a reason to. */
export const Int32 = (options: TNumberOptions = {}) => Type.Integer({ ...INT32, ...options });

/** An integer within the given bounds (pages, page sizes, codes). */
export const IntIn = (minimum: number, maximum: number, options: TNumberOptions = {}) =>
  Type.Integer({ minimum, maximum, ...options });

/** An id kept as a uuid: anything else is a 400 before it reaches a query. */
export const Uuid = (description?: string) => Type.String({ format: 'uuid', ...(description && { description }) });

/**
 * An integer within the bounds, or null (e.g. «no limit»). One schema with two types, not a union: the server's
 * validator coerces types, and in a union 0 would fail the integer's bounds and then pass as null (a limit of 0
 * read as «no limit»).
 */
export const NullableIntIn = (minimum: number, maximum: number, options: TNumberOptions = {}) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum, maximum, ...options });
