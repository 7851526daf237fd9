import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { getUserDataQueryOptions } from '../api/identity.ts';

/**
 * The operator's block, on every cabinet page (issue 18): why (breach or debt, and the operator's words) and what
 * still works — reading does, creating, paying and sending orders do not.
 */
export const BlockedBanner = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { data: user } = useQuery(getUserDataQueryOptions(session.role, session.phone));
  const blocked = user?.blocked;
  if (!blocked) return null;
  const said = blocked.reason.trim().replace(/[.!]+$/, '');
  const reason = blocked.category ? `${t(`cabinet.blockCategory.${blocked.category}`)} — ${said}` : said;
  return (
    <Alert color="red" title={t('cabinet.blocked')} role="alert" mb="md" data-testid="blocked-banner">
      {t('cabinet.blockedText', { reason })}
    </Alert>
  );
};
