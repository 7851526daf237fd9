import type { CompanyRole } from '@jetkiz/contract';
import { Loader, NavLink as MantineNavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { mayUse, NoRights, useCompanyAccess } from '../../features/company/index.ts';
import { BlockedBanner } from '../../features/identity/index.ts';
import classes from './cabinet-layout.module.css';
import { activeSection, ITEMS, type Item, rolesOf } from './cabinet-sections.ts';

/** Whether any of the roles the section takes is open to the user. */
const mayOpen = (access: ReturnType<typeof useCompanyAccess>, item: Item): boolean =>
  rolesOf(item).some((role) => mayUse(access, role, item.company));

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
              {/* A plain link: the section (activeSection) alone marks it current. A router NavLink also marked «My orders»
                  on the order form, whose address starts with its own. */}
              <MantineNavLink
                component={Link}
                to={item.to}
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
  const roles = rolesOf(item).filter((r): r is CompanyRole => r !== undefined);
  if (!item || roles.length === 0) return children;
  if (access.kind === 'loading') return <Loader size="sm" mt="xl" />;
  // As the menu decides (`mayOpen`): a company's section (addresses, priority orders, acts) is closed to a person too,
  // whose page otherwise ran into the API's 403s beside an empty list.
  return mayOpen(access, item) ? children : <NoRights need={roles} person={access.kind === 'person'} />;
};

/** The operator's block above every cabinet page (issue 18). */
export const CabinetBanner = () => <BlockedBanner />;
