import { Anchor, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isSignedIn, useSession } from '../../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import classes from './public-layout.module.css';

const NAV = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.calculator, key: 'nav.calculator' },
  { to: paths.tracking, key: 'nav.tracking' },
  { to: paths.terminals, key: 'nav.terminals' },
  { to: paths.faq, key: 'nav.faq' },
  { to: paths.contacts, key: 'nav.contacts' },
] as const;

export const SUPPORT_PHONE = '+7 (727) 350-00-00';
export const SUPPORT_EMAIL = 'support@jetkiz.kz';
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

const Logo = () => (
  <Anchor component={NavLink} to={paths.home} underline="never" className={classes.logo}>
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path
        d="M8 12l8-4 8 4v9l-8 4-8-4z M8 12l8 4 8-4M16 16v9"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
    <span>Jetkiz</span>
  </Anchor>
);

/** «Войти» for a guest, «Кабинет» for a signed-in user; in the header on wide screens, in the menu on phones. */
const AccountLink = () => {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useSession());
  return (
    <Button
      component={NavLink}
      to={signedIn ? paths.cabinet : paths.login}
      size="xs"
      variant={signedIn ? 'light' : 'filled'}
      visibleFrom="sm"
    >
      {signedIn ? t('nav.cabinet') : t('nav.login')}
    </Button>
  );
};

/** Header with navigation and the language switch, the page, and a footer with contacts and support hours. */
export const PublicLayout = () => {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const signedIn = isSignedIn(useSession());
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        {t('app.skipToContent')}
      </a>
      <header className={classes.header}>
        <Container size="lg" className={classes.bar}>
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.openMenu')}
              aria-expanded={opened}
              aria-controls="main-nav"
            />
            <Logo />
          </Group>
          <nav id="main-nav" aria-label={t('nav.label')} className={classes.nav} data-opened={opened || undefined}>
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end className={classes.link} onClick={close}>
                {t(item.key)}
              </NavLink>
            ))}
            <NavLink
              to={signedIn ? paths.cabinet : paths.login}
              className={`${classes.link} ${classes.mobileOnly}`}
              onClick={close}
            >
              {signedIn ? t('nav.cabinet') : t('nav.login')}
            </NavLink>
          </nav>
          <Group gap="xs" wrap="nowrap">
            <AccountLink />
            <LanguageSwitch />
          </Group>
        </Container>
      </header>
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <Container size="lg" py="lg">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4}>
              <Text fw={700}>Jetkiz</Text>
              <Text size="sm" c="dimmed">
                {t('app.tagline')}
              </Text>
            </Stack>
            <Stack gap={4} component="address" className={classes.address}>
              <Anchor href={telHref(SUPPORT_PHONE)} size="sm">
                {SUPPORT_PHONE}
              </Anchor>
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
                {SUPPORT_EMAIL}
              </Anchor>
              <Text size="sm">{t('footer.support')}</Text>
            </Stack>
          </Group>
          <Text size="xs" c="dimmed" mt="md">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
        </Container>
      </footer>
    </div>
  );
};
