import { COMPANY_ROLES, type CompanyRole } from '@jetkiz/contract';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The four roles, each with a line saying what it opens. */
export const RoleCheckboxes = ({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (roles: CompanyRole[]) => void;
  error?: React.ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('company.invite.roles')}
      value={value}
      onChange={(roles) => onChange(COMPANY_ROLES.filter((role) => roles.includes(role)))}
      error={error}
      required
    >
      <Stack gap="xs" mt={6}>
        {COMPANY_ROLES.map((role) => (
          <Checkbox key={role} value={role} label={t(`company.roles.${role}`)} description={t(`company.roleHints.${role}`)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
};
