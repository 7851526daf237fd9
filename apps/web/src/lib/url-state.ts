import { FORMAT_RULES } from '@jetkiz/contract';
import { isIsoDate } from '@jetkiz/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the page's address (`?status=formed&page=3`): a reload, the back button from an
 * order, or a link sent to a colleague opens the same selection. Each key reads '' when absent; setting '' or null
 * removes it. Changes replace the history entry, so Back leaves the list instead of undoing each filter.
 */
export const useUrlState = <K extends string>(keys: readonly K[]) => {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
    [params, keys],
  );
  const set = useCallback(
    (changes: Partial<Record<K, string | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as Array<[K, string | null | undefined]>) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, set] as const;
};

/**
 * A day a list's date filter could have set (YYYY-MM-DD, a real day, within the years the API takes); anything else in
 * the address is no filter: «2026-13-45» or «1900-01-01» went to the API and the list said «Проверьте введённые данные».
 */
export const dayFromUrl = (value: string): string => (isIsoDate(value) && FORMAT_RULES['list-day'].validate(value) ? value : '');

/** The zero-based page a `page` parameter names (one-based, as people count): anything else is the first page. */
export const pageFromUrl = (value: string): number => {
  const page = /^[1-9]\d{0,5}$/.test(value) ? Number(value) - 1 : 0;
  return page;
};
/** The `page` parameter of a zero-based page: the first page is no parameter. */
export const pageToUrl = (page: number): string | null => (page > 0 ? String(page + 1) : null);

/**
 * A list's search box whose settled text (300 ms after the last key) is written to the address by `write`; an address
 * changed from outside (the menu's link to the list, Back) sets the box. The box itself is the page's state: typing
 * into a field whose value came back through the router would lag behind the keys.
 */
export const useUrlSearch = (inAddress: string, write: (search: string) => void) => {
  const [box, setBox] = useState(inAddress);
  const [settled] = useDebouncedValue(box.trim(), 300);
  const written = useRef(inAddress);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    write(settled);
  }, [settled, write]);
  useEffect(() => {
    if (inAddress === written.current) return;
    written.current = inAddress;
    setBox(inAddress);
  }, [inAddress]);
  return [box, setBox] as const;
};
