import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { DEFAULT_AUTO_CLOSE_MS, MAX_TOASTS } from '../lib/notify.ts';

/**
 * Loaded with the first notification (see `notificationArea` in lib/notify.ts). At most three at a time; on a
 * phone at the bottom, so no toast covers the header or its menu (issue 15).
 */
export const NotificationArea = () => {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-right'}
      limit={MAX_TOASTS}
      autoClose={DEFAULT_AUTO_CLOSE_MS}
      zIndex={1000}
    />
  );
};
