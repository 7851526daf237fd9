import type { CompanyRole } from '@jetkiz/contract';
import { Loader, NavLink as MantineNavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { mayUse, NoRights, useCompanyAccess } from '../../features/company/index.ts';
import { BlockedBanner } from '../../features/identity/index.ts';
import classes from './cabinet-layout.module.css';

/**
 * `role`: the company role a section needs (issue 16), or several of which any one opens it (the acts: finance or
 * signer, issue 17); `company`: a company's section only.
 */
type Item = { to: string; key: string; role?: CompanyRole | readonly CompanyRole[]; company?: boolean; end?: boolean };

const rolesOf = (item: Item | undefined): readonly (CompanyRole | undefined)[] =>
  item?.role === undefined ? [undefined] : typeof item.role === 'string' ? [item.role] : item.role;

/** Whether any of the roles the section takes is open to the user. */
const mayOpen = (access: ReturnType<typeof useCompanyAccess>, item: Item): boolean =>
  rolesOf(item).some((role) => mayUse(access, role, item.company));

/**
 * The cabinet's sections (issue 15): orders, a new order, the wallet, a company's addresses and employees, the
 * profile. A company user sees only the sections their roles open (issue 16).
 */
const ITEMS: readonly Item[] = [
  { to: paths.orders, key: 'cabinet.nav.orders', role: 'orders' },
  { to: paths.calculator, key: 'cabinet.nav.newOrder', role: 'orders' },
  { to: paths.wallet, key: 'cabinet.nav.wallet', role: 'finance' },
  { to: paths.invoices, key: 'cabinet.nav.invoices', role: 'finance' },
  { to: paths.receipts, key: 'cabinet.nav.receipts', role: 'finance' },
  { to: paths.addresses, key: 'cabinet.nav.addresses', role: 'orders', company: true },
  { to: paths.priorityOrders, key: 'cabinet.nav.priority', role: 'orders', company: true },
  { to: paths.employees, key: 'cabinet.nav.employees', role: 'administrator', company: true },
  { to: paths.avrs, key: 'cabinet.nav.acts', role: ['finance', 'signer'], company: true },
  { to: paths.cabinet, key: 'cabinet.nav.profile', end: true },
];

/**
 * Which section a page belongs to: an order's page is under «orders», the priority calculation under «priority
 * orders», the password page under «profile».
 */
export const activeSection = (pathname: string): string | undefined => {
  if (pathname.startsWith(paths.priority)) return paths.priorityOrders;
  if (pathname.startsWith(paths.orders)) return paths.orders;
  if (pathname.startsWith(paths.wallet)) return paths.wallet;
  if (pathname.startsWith(paths.invoices)) return paths.invoices;
  if (pathname.startsWith(paths.receipts)) return paths.receipts;
  if (pathname.startsWith(paths.addresses)) return paths.addresses;
  if (pathname.startsWith(paths.employees)) return paths.employees;
  if (pathname.startsWith(paths.avrs)) return paths.avrs;
  return pathname.startsWith(paths.cabinet) ? paths.cabinet : undefined;
};

/** The sections as a side menu on a desktop and as one scrolling row of tabs on a phone. */
export const CabinetNav = () => {
  const { t } = useTranslation();
  const access = useCompanyAccess();
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  return (
    <nav aria-label={t('cabinet.nav.label')} className={classes.nav}>
      <div className={classes.scroller}>
        <ul className={classes.list}>
          {ITEMS.filter((item) => mayOpen(access, item)).map((item) => (
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

/**
 * The company-role guard of the cabinet's pages (issue 16): a page is in a section (`activeSection`), the section
 * needs a role (`ITEMS`, the same table the menu shows), and a company user without it gets the «no rights» page —
 * the page itself is not rendered, so its calls never run into the API's 403s. One table for the menu and the
 * guard: a section the menu hides is a section the guard closes.
 */
export const CabinetPageGate = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const access = useCompanyAccess();
  const item = ITEMS.find((entry) => entry.to === activeSection(pathname));
  const [role] = rolesOf(item);
  if (!item || !role) return children;
  if (access.kind === 'loading') return <Loader size="sm" mt="xl" />;
  // As the menu decides (`mayOpen`): a company's section (addresses, priority orders, acts) is closed to a person too,
  // whose page otherwise ran into the API's 403s beside an empty list.
  return mayOpen(access, item) ? children : <NoRights need={role} person={access.kind === 'person'} />;
};

/** The operator's block above every cabinet page (issue 18). */
export const CabinetBanner = () => <BlockedBanner />;
