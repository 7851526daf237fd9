import type { CompanyRole } from '@jetkiz/contract';
import { paths } from '../../config/paths.ts';

/*
 * The cabinet's section table, read by the menu and its page gate (cabinet-nav.tsx) and by the frame itself
 * (cabinet-layout.tsx), which stays free of the component library: plain data and functions only.
 */

/**
 * `role`: the company role a section needs (issue 16), or several of which any one opens it (the acts: finance or
 * signer, issue 17); `company`: a company's section only.
 */
export type Item = { to: string; key: string; role?: CompanyRole | readonly CompanyRole[]; company?: boolean };

export const rolesOf = (item: Item | undefined): readonly (CompanyRole | undefined)[] =>
  item?.role === undefined ? [undefined] : typeof item.role === 'string' ? [item.role] : item.role;

/**
 * The cabinet's sections (issue 15): orders, a new order, the wallet, a company's addresses and employees, the
 * profile. A company user sees only the sections their roles open (issue 16).
 */
export const ITEMS: readonly Item[] = [
  { to: paths.orders, key: 'cabinet.nav.orders', role: 'orders' },
  { to: paths.calculator, key: 'cabinet.nav.newOrder', role: 'orders' },
  { to: paths.wallet, key: 'cabinet.nav.wallet', role: 'finance' },
  { to: paths.invoices, key: 'cabinet.nav.invoices', role: 'finance' },
  { to: paths.receipts, key: 'cabinet.nav.receipts', role: 'finance' },
  { to: paths.addresses, key: 'cabinet.nav.addresses', role: 'orders', company: true },
  { to: paths.priorityOrders, key: 'cabinet.nav.priority', role: 'orders', company: true },
  { to: paths.employees, key: 'cabinet.nav.employees', role: 'administrator', company: true },
  { to: paths.avrs, key: 'cabinet.nav.acts', role: ['finance', 'signer'], company: true },
  { to: paths.cabinet, key: 'cabinet.nav.profile' },
];

/**
 * Which section a page belongs to: an order's page is under «orders», the order form under «new order», the
 * priority calculation under «priority orders», the password page under «profile».
 */
export const activeSection = (pathname: string): string | undefined => {
  // The order form is where «New order» (the calculator, then a tariff) leads, not one of «My orders».
  if (pathname === paths.newOrder || pathname.startsWith(`${paths.newOrder}/`)) return paths.calculator;
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

/** A company's section only (addresses, priority orders, employees, acts): closed to a person. */
export const isCompanySection = (pathname: string): boolean =>
  ITEMS.find((item) => item.to === activeSection(pathname))?.company === true;
