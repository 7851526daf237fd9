import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { loadTexts } from '../../lib/i18n.ts';
import classes from './cabinet-layout.module.css';

/** The menu loads with the account texts it reads, beside (not before) the page's own code. */
const CabinetNav = lazy(async () => {
  const [nav] = await Promise.all([import('./cabinet-nav.tsx'), loadTexts('account')]);
  return { default: nav.CabinetNav };
});

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
 * frame is tiny (no component library parts, it loads with the site); the menu and the page load in parallel,
 * each with a placeholder, so a page never waits for the menu's code first.
 */
export const CabinetLayout = () => (
  <div className={classes.frame}>
    <Suspense fallback={<div className={classes.nav} />}>
      <CabinetNav />
    </Suspense>
    <div className={classes.page}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </div>
  </div>
);
