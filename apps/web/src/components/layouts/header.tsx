import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isSignedIn, useSession } from '../../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import classes from './public-layout.module.css';

const NAV = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.calculator, key: 'nav.calculator' },
  { to: paths.tracking, key: 'nav.tracking' },
  { to: paths.terminals, key: 'nav.terminals' },
  { to: paths.faq, key: 'nav.faq' },
  { to: paths.contacts, key: 'nav.contacts' },
] as const;

/**
 * The site's header: the logo, the navigation (behind a menu button on phones), the account link and the
 * language switch. On a phone, Escape closes the menu and gives the focus back to the menu button.
 */
export const Header = () => {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const signedIn = isSignedIn(useSession());
  const burger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened, close]);
  const account = signedIn ? { to: paths.cabinet, text: t('nav.cabinet') } : { to: paths.login, text: t('nav.login') };
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <Group gap="xs" wrap="nowrap">
          <Burger
            ref={burger}
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls="main-nav"
          />
          <Logo label={`Jetkiz — ${t('nav.home')}`} />
        </Group>
        <nav id="main-nav" aria-label={t('nav.label')} className={classes.nav} data-opened={opened || undefined}>
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end className={classes.link} onClick={close}>
              {t(item.key)}
            </NavLink>
          ))}
          <NavLink to={account.to} className={`${classes.link} ${classes.mobileOnly}`} onClick={close}>
            {account.text}
          </NavLink>
        </nav>
        <Group gap="xs" wrap="nowrap">
          <Button component={NavLink} to={account.to} size="xs" variant={signedIn ? 'light' : 'filled'} visibleFrom="sm">
            {account.text}
          </Button>
          <LanguageSwitch />
        </Group>
      </Container>
    </header>
  );
};
