import type { AvrStatus } from '@jetkiz/domain';
import { Badge } from '@mantine/core';

const COLORS: Record<AvrStatus, string> = {
  issued: 'blue',
  viewed: 'blue',
  signed: 'cyan',
  verified: 'green',
  paid: 'green',
  signing_error: 'red',
  verification_error: 'red',
  refused: 'orange',
  deemed_accepted: 'teal',
};

/** An act's status as the server names it in the caller's language. */
export const AvrStatusBadge = ({ code, name }: { code: AvrStatus; name: string }) => (
  <Badge variant="light" color={COLORS[code] ?? 'gray'} style={{ textTransform: 'none' }} c="var(--mantine-color-text)">
    {name}
  </Badge>
);
