/**
 * Notifications: the SMS and e-mail outboxes (queued in the caller's transaction, sent after it), the e-mails about
 * orders, and the newsletter's subscriptions. Owns `sms_outbox`, `email_outbox` and `newsletter_subscriptions`.
 */
export { composeMail, type OrderForMail, orderMail } from './notifications.mails.ts';
export { createNewsletterService, type NewsletterService } from './notifications.newsletter.ts';
export { newsletterRoutes } from './notifications.routes.ts';
export {
  createNotificationsService,
  type NotificationsService,
  type OutgoingSms,
  type QueuedMail,
} from './notifications.service.ts';
