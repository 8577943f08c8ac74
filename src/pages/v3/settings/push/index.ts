import { notificationChannelRoutes } from '../_notification-channel.ts';

/** `GET|PUT /v3/settings/push/` (NTF-12, API-57): the viewer's push notification switches. */
export const { GET, PUT } = notificationChannelRoutes('push');
