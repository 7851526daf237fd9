import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useStaffSession } from '../api/staff-session.ts';
import { OPERATOR_NAV, operatorPath } from '../nav.ts';
import { roleMaySee } from '../roles.ts';

/** The console's start page: who is signed in, with which role, and the sections that role may open. */
export const DashboardPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('operator.dashboard.title'));
  const session = useStaffSession();
  if (!session) return null;
  const sections = OPERATOR_NAV.filter((entry) => entry.path && roleMaySee(session.role, entry.roles));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('operator.dashboard.greeting', { name: session.name })}
      </Title>
      <Card withBorder>
        <Stack gap={4}>
          <Text>{t('operator.dashboard.role', { role: t(`operator.roles.${session.role}`) })}</Text>
          <Text size="sm" c="dimmed">
            {session.lastSignInAt
              ? t('operator.dashboard.lastSignIn', { at: dateTime(session.lastSignInAt) })
              : t('operator.dashboard.firstSignIn')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('operator.dashboard.idle', { minutes: session.idleMinutes })}
          </Text>
        </Stack>
      </Card>
      {sections.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('operator.dashboard.sections')}
          </Title>
          <List>
            {sections.map((entry) => (
              <List.Item key={entry.path}>
                <Anchor component={Link} to={operatorPath(entry.path)}>
                  {t(entry.label)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
};
