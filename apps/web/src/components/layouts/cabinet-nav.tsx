import { NavLink as MantineNavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
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
export const activeSection = (pathname: string): string | undefined => {
  if (pathname.startsWith(paths.priorityOrders)) return paths.priorityOrders;
  if (pathname.startsWith(paths.orders)) return paths.orders;
  if (pathname.startsWith(paths.wallet)) return paths.wallet;
  if (pathname.startsWith(paths.addresses)) return paths.addresses;
  return pathname.startsWith(paths.cabinet) ? paths.cabinet : undefined;
};

/** The sections as a side menu on a desktop and as one scrolling row of tabs on a phone. */
export const CabinetNav = () => {
  const { t } = useTranslation();
  const { role } = useSession();
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  return (
    <nav aria-label={t('cabinet.nav.label')} className={classes.nav}>
      <div className={classes.scroller}>
        <ul className={classes.list}>
          {ITEMS.filter((item) => !item.company || role === 'company').map((item) => (
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
  );
};
