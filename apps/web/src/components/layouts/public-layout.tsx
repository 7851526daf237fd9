import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useFocusOnNavigate } from './focus-on-navigate.ts';
import { Header } from './header.tsx';
import classes from './public-layout.module.css';
import { PageLoading, RouteProgress } from './route-progress.tsx';

/** Kept for the pages that import the support contacts from here; they are written once in the domain. */
export { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '@jetkiz/domain';

const MAIN_ID = 'main';

/** The footer is below the first screen on every page (the page area is a screen tall): it loads after. */
const Footer = lazy(async () => ({ default: (await import('./footer.tsx')).Footer }));

/**
 * Every page's frame: the progress bar of a page change, a skip link, the header, the page (its heading takes
 * the focus after a change of page) and the footer. The page area is at least a screen tall, so the footer
 * never shows and then jumps away while a page loads.
 */
export const PublicLayout = () => {
  const { t } = useTranslation();
  useFocusOnNavigate(MAIN_ID);
  return (
    <div className={classes.shell}>
      <RouteProgress />
      <a href={`#${MAIN_ID}`} className={classes.skip}>
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id={MAIN_ID} className={classes.main}>
        {/* A page still loading keeps the header and footer on screen. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
};
