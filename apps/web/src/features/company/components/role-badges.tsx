import type { Employee } from '@jetkiz/contract';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS = { invited: 'yellow', active: 'green', suspended: 'gray' } as const;

/** An employee's roles as badges in the interface language (the owner: one «owner» badge, they have every role). */
export const RoleBadges = ({ employee }: { employee: Employee }) => {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {employee.owner ? (
        <Badge variant="filled" style={{ textTransform: 'none' }}>
          {t('company.owner')}
        </Badge>
      ) : (
        employee.roles.map((role) => (
          <Badge key={role} variant="light" style={{ textTransform: 'none' }}>
            {t(`company.roles.${role}`)}
          </Badge>
        ))
      )}
    </Group>
  );
};

export const StatusBadge = ({ employee }: { employee: Employee }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={STATUS_COLORS[employee.status]} style={{ textTransform: 'none' }}>
      {t(`company.status.${employee.status}`)}
    </Badge>
  );
};
