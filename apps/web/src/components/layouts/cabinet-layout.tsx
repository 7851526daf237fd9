import { Container, NavLink as MantineNavLink, Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import classes from './cabinet-layout.module.css';

type Item = { to: string; key: string; company?: boolean; end?: boolean };

/** The cabinet's sections (issue 15): orders, a new order, the wallet, a company's addresses, the profile. */
const ITEMS: readonly Item[] = [
  { to: paths.orders, key: 'cabinet.nav.orders' },
  { to: paths.calculator, key: 'cabinet.nav.newOrder' },
  { to: paths.wallet, key: 'cabinet.nav.wallet' },
  { to: paths.addresses, key: 'cabinet.nav.addresses', company: true },
  { to: paths.priorityOrders, key: 'cabinet.nav.priority', company: true },
  { to: paths.cabinet, key: 'cabinet.nav.profile', end: true },
];

/** Which section a page belongs to: an order's page is under «orders», the password page under «profile». */
const activeOf = (pathname: string, items: readonly Item[]) => {
  if (pathname.startsWith(paths.priorityOrders)) return paths.priorityOrders;
  const match = items
    .filter((item) => item.to !== paths.cabinet && item.to !== paths.calculator && pathname.startsWith(item.to))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return match?.to ?? (pathname.startsWith(paths.cabinet) ? paths.cabinet : undefined);
};

/** What stands in for a cabinet page while its code and texts load. */
const PageSkeleton = () => (
  <Stack gap="md" py="md" aria-hidden>
    <Skeleton height={36} width="40%" />
    <Skeleton height={120} />
    <Skeleton height={240} />
  </Stack>
);

/**
 * The frame of every signed-in page: the sections as a side menu on a desktop and as one scrolling row of
 * tabs on a phone (never wrapping into rows), and the page beside or below it.
 */
export const CabinetLayout = () => {
  const { t } = useTranslation();
  const { role } = useSession();
  const { pathname } = useLocation();
  const items = ITEMS.filter((item) => !item.company || role === 'company');
  const active = activeOf(pathname, items);
  return (
    <Container size="lg" className={classes.frame}>
      <nav aria-label={t('cabinet.nav.label')} className={classes.nav}>
        <div className={classes.scroller}>
          <ul className={classes.list}>
            {items.map((item) => (
              <li key={item.to}>
                <MantineNavLink
                  component={NavLink}
                  to={item.to}
                  end={item.end}
                  label={t(item.key)}
                  active={item.to === active}
                  aria-current={item.to === active ? 'page' : undefined}
                  className={classes.link}
                />
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className={classes.page}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </Container>
  );
};
