/** Notifications: the SMS outbox (e-mail later). Owns `sms_outbox`. */
export { createNotificationsService, type NotificationsService, type OutgoingSms } from './notifications.service.ts';
