import type { Db } from '../../platform/db/database.ts';
import type { NotificationDelivery } from '../notifications/notification-delivery.server.ts';

/**
 * What the delivery channels (web push here, `social/notification-mail`) read of a stored
 * notification: `social/notifications`' `notificationDelivery`, null when the notification is
 * gone or what it is about is no longer visible to its recipient, so nothing about a secret
 * board or a blocked person is ever sent. The handlers take the loader as a parameter
 * (`startNotificationDelivery` passes `notificationDelivery`).
 */
export type { NotificationDelivery };

export type LoadDelivery = (db: Db, notificationId: string) => Promise<NotificationDelivery | null>;
