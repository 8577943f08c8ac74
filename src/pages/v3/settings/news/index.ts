import { notificationChannelRoutes } from '~/lib/identity/settings/notification-settings/notification-channel.rest.server.ts';

/** `GET|PUT /v3/settings/news/` (NTF-12, API-56): the viewer's news-hub notification switches. */
export const { GET, PUT } = notificationChannelRoutes('news');
