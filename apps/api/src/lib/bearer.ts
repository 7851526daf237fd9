/**
 * The token of an `Authorization: Bearer …` header, or '' when there is none. The scheme's name is case-insensitive
 * (RFC 9110 §11.1): `bearer …` and `BEARER …`, as some HTTP clients and proxies send it, carry the same token (a valid
 * one sent as `bearer` answered 401 «Please sign in»).
 */
export const bearerToken = (header: unknown): string => {
  if (typeof header !== 'string' || header.length < 7 || header[6] !== ' ') return '';
  return header.slice(0, 6).toLowerCase() === 'bearer' ? header.slice(7).trim() : '';
};
