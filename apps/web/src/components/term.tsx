import { Group, Text } from '@mantine/core';

/**
 * One «label: value» line of a description list (`<dl>`): an amount and what it is, as an act's payment and an
 * overdue service's penalty show them. The label wraps above its value on a narrow phone.
 */
export const Term = ({ label, value }: { label: string; value: string }) => (
  <Group gap={6} wrap="wrap" align="flex-start">
    <Text component="dt" size="sm" c="dimmed" style={{ maxWidth: '100%' }}>
      {label}:
    </Text>
    <Text component="dd" size="sm" m={0} fw={600}>
      {value}
    </Text>
  </Group>
);
