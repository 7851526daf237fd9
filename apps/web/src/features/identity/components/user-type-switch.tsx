import type { UserType } from '@jetkiz/contract';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const UserTypeSwitch = ({ value, onChange }: { value: UserType; onChange: (value: UserType) => void }) => {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      fullWidth
      aria-label={t('auth.userType')}
      value={value}
      onChange={(v) => onChange(v as UserType)}
      data={[
        { value: 'person', label: t('auth.person') },
        { value: 'company', label: t('auth.company') },
      ]}
    />
  );
};
