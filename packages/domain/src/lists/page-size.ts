/**
 * Spec §9 «Interface»: lists are paged zero-based; the order, AVR and history lists show 25 rows by default, the
 * address list 10. The web's paged list and the API's defaults read these, so the two cannot drift apart.
 */
export const LIST_PAGE_SIZE = 25;
export const ADDRESS_PAGE_SIZE = 10;
export const FIRST_PAGE = 0;

/** How many pages `total` rows make at `pageSize` a page (at least one, so an empty list still has page 0). */
export const pageCount = (total: number, pageSize: number): number =>
  Number.isFinite(total) && total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 1;
