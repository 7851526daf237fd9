import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer.ts';

describe('bearerToken: the token of an Authorization header', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer abc.def', 'abc.def'],
    ['BEARER abc.def', 'abc.def'],
    ['Bearer   abc.def  ', 'abc.def'],
    ['Bearer ', ''],
    ['Bearer', ''],
    ['Bearerabc', ''],
    ['Basic abc', ''],
    ['abc.def', ''],
    ['', ''],
    [undefined, ''],
    [['Bearer a', 'Bearer b'], ''],
  ])('%j: %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
