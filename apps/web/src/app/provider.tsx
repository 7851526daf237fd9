import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../config/theme.ts';
import { initI18n } from '../lib/i18n.ts';
import { notificationArea } from '../lib/notify.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** The notification area's code loads with the first notification. */
const NotificationArea = lazy(async () => ({ default: (await import('./notification-area.tsx')).NotificationArea }));

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(() => initI18n());
  const notificationsWanted = useSyncExternalStore(
    notificationArea.subscribe,
    notificationArea.isWanted,
    notificationArea.isWanted,
  );
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        {notificationsWanted && (
          <Suspense fallback={null}>
            <NotificationArea />
          </Suspense>
        )}
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
};
