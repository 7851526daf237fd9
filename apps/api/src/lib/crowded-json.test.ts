import { describe, expect, it } from 'vitest';
import { crowdedPath, MAX_COLLECTION, MAX_DEPTH, nestedTooDeep } from './crowded-json.ts';

const list = (n: number, item: unknown = 0) => Array.from({ length: n }, () => item);
const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

describe('a body’s first list or object larger than the API takes', () => {
  it.each([
    ['a scalar', 'text', undefined],
    ['null', null, undefined],
    ['a list at the bound', list(MAX_COLLECTION), undefined],
    ['an object at the bound', keys(MAX_COLLECTION), undefined],
    ['a list over it', list(MAX_COLLECTION + 1), ''],
    ['an object over it', keys(MAX_COLLECTION + 1), ''],
    ['a list inside an object', { packDtos: list(MAX_COLLECTION + 1) }, '/packDtos'],
    ['a list inside a list', { packDtos: [{ length: 1 }, { services: list(5_000) }] }, '/packDtos/1/services'],
    ['an object inside a list', [keys(2), keys(MAX_COLLECTION + 1)], '/1'],
    ['a key with / and ~ (JSON pointer escapes)', { 'a/b~c': list(MAX_COLLECTION + 1) }, '/a~1b~0c'],
    ['the first of two', { a: list(MAX_COLLECTION + 1), b: list(MAX_COLLECTION + 1) }, '/a'],
    ['many lists each within the bound', list(MAX_COLLECTION, list(MAX_COLLECTION)), undefined],
  ])('%s', (_, value, path) => {
    expect(crowdedPath(value)).toBe(path);
  });

  it('looks no deeper than 32 levels, as the input guard (a schema refuses deeper nesting at its first level)', () => {
    let deep: unknown = list(MAX_COLLECTION + 1);
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(crowdedPath(deep)).toBeUndefined();
    let shallow: unknown = list(MAX_COLLECTION + 1);
    for (let i = 0; i < 10; i++) shallow = [shallow];
    expect(crowdedPath(shallow)).toBe('/0/0/0/0/0/0/0/0/0/0');
  });
});

describe('a JSON text nested deeper than the API takes', () => {
  const lists = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  it.each([
    ['flat', '{"from":"750000000","packDtos":[{"length":1},{"length":2}]}', false],
    [`${MAX_DEPTH} lists inside one another`, lists(MAX_DEPTH), false],
    [`${MAX_DEPTH + 1}`, lists(MAX_DEPTH + 1), true],
    ['objects count as lists do', `${'{"a":'.repeat(MAX_DEPTH + 1)}1${'}'.repeat(MAX_DEPTH + 1)}`, true],
    ['brackets inside a string do not count', JSON.stringify({ note: '[{'.repeat(100) }), false],
    ['an escaped quote does not end the string', JSON.stringify({ note: `\\"${'['.repeat(100)}` }), false],
    ['nor does an escaped backslash before a quote hide its end', `{"a":"\\\\",${'['.repeat(MAX_DEPTH + 1)}`, true],
    ['siblings do not add up', `[${Array.from({ length: 100 }, () => lists(MAX_DEPTH - 1)).join(',')}]`, false],
  ])('%s', (_, text, deep) => {
    expect(nestedTooDeep(text)).toBe(deep);
  });
});
