import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title.ts';
import { callOperator } from '../api/client.ts';
import { referenceEndpoints } from '../reference/endpoints.ts';
import { DashboardView } from './dashboard-view.tsx';

/** The console's first page (every role): the day's and the week's figures, refreshed every minute while open. */
export const DashboardPage = () => {
  const { t, i18n } = useTranslation();
  usePageTitle(t('opref.dashboard.title'));
  const { data, isPending, isError } = useQuery({
    queryKey: ['operator', 'dashboard', i18n.language],
    queryFn: ({ signal }) => callOperator(referenceEndpoints.dashboard, { signal }),
    refetchInterval: 60_000,
  });
  if (isPending) return <Loader aria-label={t('opref.reference.loading')} />;
  if (isError || !data) return <Alert color="red">{t('opref.dashboard.loadError')}</Alert>;
  return <DashboardView data={data} />;
};
