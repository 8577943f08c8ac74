import { notificationChannelRoutes } from '../_notification-channel.ts';

/** `GET|PUT /v3/settings/news/` (NTF-12, API-56): the viewer's news-hub notification switches. */
export const { GET, PUT } = notificationChannelRoutes('news');
