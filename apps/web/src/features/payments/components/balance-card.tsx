import { Card, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tenge } from '../../../lib/format.ts';
import type { UserRole } from '../../../lib/session.ts';
import { getBalanceQueryOptions } from '../api/payments.ts';

/** The wallet balance in tenge, with a hint or an action under it; a skeleton while it loads. */
export const BalanceCard = ({ role, title, children }: { role: UserRole; title?: string; children?: ReactNode }) => {
  const { t } = useTranslation();
  const balance = useQuery(getBalanceQueryOptions(role));
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="balance-title">
      <Text id="balance-title" c="dimmed">
        {title ?? t('payments.wallet.balance')}
      </Text>
      {balance.data ? (
        <Text fz={36} fw={700} data-testid="wallet-balance" style={{ whiteSpace: 'nowrap' }}>
          {tenge(balance.data.KZT ?? 0)}
        </Text>
      ) : (
        <Skeleton height={44} width={180} my={4} />
      )}
      {children}
    </Card>
  );
};
