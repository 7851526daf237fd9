import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadTexts } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import classes from './cabinet-layout.module.css';
import { isCompanySection } from './cabinet-sections.ts';

/** The menu loads with the account texts it reads, beside (not before) the page's own code. */
const loadNav = () => Promise.all([import('./cabinet-nav.tsx'), loadTexts('account')]).then(([nav]) => nav);
const CabinetNav = lazy(async () => ({ default: (await loadNav()).CabinetNav }));
/**
 * A company user's page waits for the menu's role check (issue 16); a person's page does not, but for a company's
 * section, which the gate closes to a person with «for companies only» before the page's calls meet the API's 403s.
 */
const CabinetPageGate = lazy(async () => ({ default: (await loadNav()).CabinetPageGate }));
/** The operator's block, shown above every page (issue 18). */
const CabinetBanner = lazy(async () => ({ default: (await loadNav()).CabinetBanner }));

/** What stands in for a cabinet page while its code and texts load. */
const PageSkeleton = () => (
  <div className={classes.skeleton} aria-hidden>
    <div style={{ height: 36, width: '40%' }} />
    <div style={{ height: 120 }} />
    <div style={{ height: 240 }} />
  </div>
);

/**
 * The frame of every signed-in page: the cabinet menu beside the page on a desktop, above it on a phone. The
 * frame is tiny (no component library parts) and loads with the first cabinet page, not with the public pages'
 * first load; the menu and a person's page load in parallel, each with a placeholder, so a page never waits for
 * the menu's code first. A company user's page waits for the menu's role check (issue 16), which needs the menu's
 * section table and the user's roles anyway.
 */
export const CabinetLayout = () => {
  const { role } = useSession();
  const { pathname } = useLocation();
  const gated = role === 'company' || isCompanySection(pathname);
  return (
    <div className={classes.frame}>
      <Suspense fallback={<div className={classes.nav} />}>
        <CabinetNav />
      </Suspense>
      <div className={classes.page}>
        <Suspense fallback={null}>
          <CabinetBanner />
        </Suspense>
        <Suspense fallback={<PageSkeleton />}>
          {gated ? (
            <CabinetPageGate>
              <Outlet />
            </CabinetPageGate>
          ) : (
            <Outlet />
          )}
        </Suspense>
      </div>
    </div>
  );
};
