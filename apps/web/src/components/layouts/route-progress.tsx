import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './route-progress.module.css';

/** How many pages (their code and texts) are loading now; the bar shows while any is. */
let loading = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Marks a page as loading until the promise settles (router.tsx wraps each page's lazy import with it). */
export const trackPageLoad = <T,>(promise: Promise<T>): Promise<T> => {
  loading += 1;
  emit();
  return promise.finally(() => {
    loading -= 1;
    emit();
  });
};

/** Shown by Suspense while a page is missing: counts as loading for as long as it is on screen. */
export const PageLoading = () => {
  useEffect(() => {
    loading += 1;
    emit();
    return () => {
      loading -= 1;
      emit();
    };
  }, []);
  return null;
};

/** Shorter loads than this show no bar at all (no flicker on a fast page change). */
const DELAY_MS = 150;

/** A thin bar at the top of the window while the next page loads. */
export const RouteProgress = () => {
  const { t } = useTranslation();
  const busy = useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('app.loading')} data-testid="route-progress" />;
};
