import { Box, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../../components/layouts/language-switch.tsx';
import { callOperator } from '../api/client.ts';
import { staffEndpoints } from '../api/endpoints.ts';
import { type StaffSession, staffSessionStore } from '../api/staff-session.ts';
import { OPERATOR_NAV, operatorPath } from '../nav.ts';
import { roleMaySee } from '../roles.ts';

/** Ends the session on the server and in this tab. */
export const signOutStaff = async () => {
  await callOperator(staffEndpoints.signOut).catch(() => undefined);
  staffSessionStore.end('signed-out');
};

/**
 * The console's frame: a header with who is signed in, the language and sign-out, and the menu built from nav.ts
 * (the entries the staff member's role may open), beside the page on a desktop and behind a button on a phone.
 */
export const OperatorLayout = ({ session }: { session: StaffSession }) => {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const entries = OPERATOR_NAV.filter((entry) => roleMaySee(session.role, entry.roles));
  const border = '1px solid var(--mantine-color-default-border)';
  return (
    <Box
      mih="100vh"
      display={{ base: 'block', sm: 'grid' }}
      style={{ gridTemplateColumns: '240px minmax(0, 1fr)', gridTemplateRows: 'auto 1fr' }}
    >
      <Group
        component="header"
        justify="space-between"
        wrap="nowrap"
        gap="sm"
        px="md"
        py="xs"
        style={{ gridColumn: '1 / -1', borderBottom: border }}
      >
        <Group gap="sm" wrap="nowrap">
          <Burger
            hiddenFrom="sm"
            opened={opened}
            onClick={toggle}
            size="sm"
            aria-label={t('operator.layout.openMenu')}
            aria-expanded={opened}
          />
          <Text fw={700} component={Link} to={operatorPath('')} style={{ whiteSpace: 'nowrap' }}>
            Jetkiz · {t('operator.title')}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed" visibleFrom="sm" data-testid="operator-who">
            {t('operator.layout.signedInAs', { name: session.name, role: t(`operator.roles.${session.role}`) })}
          </Text>
          <LanguageSwitch />
          <Button variant="subtle" size="compact-sm" onClick={() => void signOutStaff()}>
            {t('operator.layout.signOut')}
          </Button>
        </Group>
      </Group>
      <Box
        component="nav"
        aria-label={t('operator.layout.menu')}
        p="xs"
        display={{ base: opened ? 'block' : 'none', sm: 'block' }}
        style={{ borderInlineEnd: border, borderBottom: border }}
      >
        <Stack gap={2}>
          {entries.map((entry) => {
            const to = operatorPath(entry.path);
            const active = entry.path ? pathname.startsWith(to) : pathname.replace(/\/$/, '') === to;
            return (
              <NavLink
                key={entry.path || 'home'}
                component={Link}
                to={to}
                label={t(entry.label)}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={close}
              />
            );
          })}
        </Stack>
      </Box>
      <Box component="main" id="main" p="md" miw={0}>
        <Outlet />
      </Box>
    </Box>
  );
};
