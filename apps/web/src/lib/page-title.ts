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
    // The page has been taken over by React (a pre-rendered one too): the browser journeys wait for this mark
    // before they type or click, as a person can act on the pre-rendered HTML before its scripts arrive.
    document.documentElement.dataset.ready = '';
  }, [pageName]);
};
