import { describe, expect, it } from 'vitest';
import { ADDRESS_PAGE_SIZE, FIRST_PAGE, LIST_PAGE_SIZE, pageCount } from './page-size.ts';

describe('list paging (spec §9)', () => {
  it('pages zero-based, 25 rows for orders and history, 10 for addresses', () => {
    expect(FIRST_PAGE).toBe(0);
    expect(LIST_PAGE_SIZE).toBe(25);
    expect(ADDRESS_PAGE_SIZE).toBe(10);
  });

  it.each([
    [0, 25, 1],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [101, 10, 11],
    [Number.NaN, 10, 1],
  ])('%d rows at %d a page make %d pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
