import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Pages load lazily: their heading may come a moment after the address changes. */
const WAIT_MS = 5_000;

/**
 * After a change of page (not on the first load), moves the keyboard's focus and the screen reader to the new
 * page's main heading and scrolls to the top, as a full page load would. Changes of the query or the hash only
 * (a filter, a tab, «#main») leave the focus where it is.
 */
export const useFocusOnNavigate = (mainId: string) => {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0 });
    let frame = 0;
    const started = performance.now();
    const seek = () => {
      const heading = document.getElementById(mainId)?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [pathname, mainId]);
};
