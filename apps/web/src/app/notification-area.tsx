import { Notifications } from '@mantine/notifications';
import { DEFAULT_AUTO_CLOSE_MS } from '../lib/notify.ts';

/** Loaded with the first notification (see `notificationArea` in lib/notify.ts). */
export const NotificationArea = () => <Notifications position="top-right" autoClose={DEFAULT_AUTO_CLOSE_MS} zIndex={1000} />;
