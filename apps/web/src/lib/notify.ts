import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { ApiError } from './api-client.ts';

/**
 * The notification area is mounted on the first notification, so pages that never show one do not load it.
 */
let wanted = false;
const wantedListeners = new Set<() => void>();
export const notificationArea = {
  isWanted: () => wanted,
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
};
const show = (data: Parameters<typeof notifications.show>[0]) => {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  notifications.show({ closeButtonProps: { 'aria-label': i18next.t('notify.close') }, ...data });
};

/** How long a failure stays on screen (spec §8: 6 s; other notifications keep the default 3 s). */
export const ERROR_AUTO_CLOSE_MS = 6_000;
export const DEFAULT_AUTO_CLOSE_MS = 3_000;

/**
 * The message of a failed call (spec §8): a custom one if the caller gave it, otherwise the server's
 * description, then its message, then the client's own error message.
 */
export const errorText = (error: unknown, custom?: string): string => {
  if (custom) return custom;
  if (error instanceof ApiError) {
    if (error.status === 0) return i18next.t('notify.offline');
    return error.description || error.message || i18next.t('notify.genericError');
  }
  return error instanceof Error && error.message ? error.message : i18next.t('notify.genericError');
};

/** A failed call: a danger notification titled 'Ошибка' top-right for 6 s. A 401 stays silent. */
export const notifyError = (error: unknown, custom?: string): void => {
  if (error instanceof ApiError && error.status === 401) return;
  show({
    color: 'red',
    title: i18next.t('notify.errorTitle'),
    message: errorText(error, custom),
    autoClose: ERROR_AUTO_CLOSE_MS,
  });
};

/** A client-side validation failure: titled 'Внимание'. */
export const notifyWarning = (message: string): void => {
  show({
    color: 'yellow',
    title: i18next.t('notify.warningTitle'),
    message,
    autoClose: DEFAULT_AUTO_CLOSE_MS,
  });
};

export const notifySuccess = (message: string): void => {
  show({ color: 'green', message, autoClose: DEFAULT_AUTO_CLOSE_MS });
};
