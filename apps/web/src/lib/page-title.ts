import { useEffect } from 'react';

/** The brand that ends every page title («Отслеживание — Jetkiz»). */
const BRAND = 'Jetkiz';

/**
 * Sets the browser tab's title for a page, in the chosen language: pass the already translated page name
 * (`usePageTitle(t('tracking.title'))`); the title follows a language switch because the text changes.
 * An empty name leaves the brand alone.
 */
export const usePageTitle = (pageName: string | undefined | null): void => {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    document.title = pageName ? `${pageName} — ${BRAND}` : BRAND;
  }, [pageName]);
};
