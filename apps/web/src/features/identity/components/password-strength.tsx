import { passwordStrength } from '@jetkiz/domain';
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = ['red', 'orange', 'teal', 'green'] as const;

/** The four levels of spec §5, as the domain computes them. */
export const PasswordStrength = ({ password }: { password: string }) => {
  const { t } = useTranslation();
  if (!password) return null;
  const level = passwordStrength(password);
  return (
    <div>
      <Group gap={4} grow mt={6} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Progress key={i} size={4} value={level > i ? 100 : 0} color={COLORS[level]} />
        ))}
      </Group>
      <Text size="xs" mt={4} role="status">
        {t('auth.strength.label', { level: t(`auth.strength.level${level}`) })}
      </Text>
    </div>
  );
};
