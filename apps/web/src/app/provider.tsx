import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { localizedTheme } from '../config/theme.ts';
import { initI18n } from '../lib/i18n.ts';
import { notificationArea } from '../lib/notify.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** The notification area's code loads with the first notification. */
const NotificationArea = lazy(async () => ({ default: (await import('./notification-area.tsx')).NotificationArea }));

/**
 * Mantine with the theme in the user's language (close buttons named in it) and the colour scheme of the system:
 * dark when the phone or computer is dark.
 */
const ThemedProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const closeLabel = t('notify.close');
  const passwordToggleLabel = t('notify.passwordToggle');
  const theme = useMemo(() => localizedTheme(closeLabel, passwordToggleLabel), [closeLabel, passwordToggleLabel]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
};

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
      <ThemedProvider>
        {notificationsWanted && (
          <Suspense fallback={null}>
            <NotificationArea />
          </Suspense>
        )}
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemedProvider>
    </I18nextProvider>
  );
};
