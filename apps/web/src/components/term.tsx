import { Box, Text } from '@mantine/core';

/**
 * One «label: value» line of a description list (`<dl>`): an amount and what it is, as an act's payment and an
 * overdue service's penalty show them. Label and value run as one line of text: on a narrow phone a long label
 * («Late-payment penalty (days overdue: 3)») wraps between its own words, and the value follows its last word on
 * the same line (a no-break space after the colon, the value itself unbroken) instead of dropping to a line alone.
 */
export const Term = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Text component="dt" size="sm" c="dimmed" display="inline">
      {`${label}:\u00a0`}
    </Text>
    <Text component="dd" size="sm" m={0} fw={600} display="inline" style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  </Box>
);
