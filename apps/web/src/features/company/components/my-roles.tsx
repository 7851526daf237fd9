import { Badge, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyAccess } from '../api/company.ts';

/**
 * An employee's own place in the organisation, on the cabinet's dashboard: whose account it is and which roles
 * they have (so a missing section is explained before they go looking for it). The owner sees nothing here.
 */
export const MyRoles = () => {
  const { t } = useTranslation();
  const state = useCompanyAccess();
  if (state.kind !== 'company' || !state.access || state.access.owner) return null;
  const { organizationName, roles } = state.access;
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="my-roles-title">
      <Text fw={600} id="my-roles-title">
        {organizationName ? t('company.mine.of', { organization: organizationName }) : t('company.mine.title')}
      </Text>
      <Group gap="xs" mt="xs" align="center">
        <Text size="sm" c="dimmed">
          {t('company.mine.roles')}
        </Text>
        {roles.map((role) => (
          <Badge key={role} variant="light" style={{ textTransform: 'none' }}>
            {t(`company.roles.${role}`)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" mt="xs">
        {t('company.mine.hint')}
      </Text>
    </Card>
  );
};
