import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { DEFAULT_AUTO_CLOSE_MS, MAX_TOASTS } from '../lib/notify.ts';
import classes from './notification-area.module.css';

/**
 * Loaded with the first notification (see `notificationArea` in lib/notify.ts). At most three at a time, below
 * the header (top-right on a desktop, across the top on a phone), so no toast covers the header or the buttons
 * of a dialog at the bottom of a phone's screen (issue 15); while a dialog is open, below the dialog's header, so
 * none covers its title or its close button either (notification-area.module.css).
 */
export const NotificationArea = () => {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Notifications
      position={phone ? 'top-center' : 'top-right'}
      classNames={{ root: classes.root }}
      limit={MAX_TOASTS}
      autoClose={DEFAULT_AUTO_CLOSE_MS}
      zIndex={1000}
    />
  );
};
