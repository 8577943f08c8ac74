import { boardsResources } from '~/lib/content/boards/boards.resources.server.ts';
import { collaboratorsResources } from '~/lib/content/collaborators/collaborators.resources.server.ts';
import { collageResources } from '~/lib/content/collage/collage.resources.server.ts';
import { draftsResources } from '~/lib/content/drafts/drafts.resources.server.ts';
import { imageFinderResources } from '~/lib/content/image-finder/image-finder.resources.server.ts';
import { pinsResources } from '~/lib/content/pins/pins.resources.server.ts';
import { profilesResources } from '~/lib/content/profiles/profiles.resources.server.ts';
import { savingResources } from '~/lib/content/saving/saving.resources.server.ts';
import { schedulingResources } from '~/lib/content/scheduling/scheduling.resources.server.ts';
import { storiesResources } from '~/lib/content/stories/stories.resources.server.ts';
import { feedResources } from '~/lib/discovery/feed/feed.resources.server.ts';
import { interestsResources } from '~/lib/discovery/interests/interests.resources.server.ts';
import { relatedResources } from '~/lib/discovery/related/related.resources.server.ts';
import { searchResources } from '~/lib/discovery/search/search.resources.server.ts';
import { experimentsResources } from '~/lib/growth/experiments/experiments.resources.server.ts';
import { telemetryResources } from '~/lib/growth/telemetry/telemetry.resources.server.ts';
import { authResources } from '~/lib/identity/auth/auth.resources.server.ts';
import { multiAccountResources } from '~/lib/identity/multi-account/multi-account.resources.server.ts';
import { notificationResources } from '~/lib/identity/settings/notification-settings/notifications.resources.server.ts';
import { settingsResources } from '~/lib/identity/settings/settings.resources.server.ts';
import { usersResources } from '~/lib/identity/users/users.resources.server.ts';
import type { ResourceDefinition } from '~/lib/platform/http/resource.server.ts';
import { videoResources } from '~/lib/platform/media/video/video-cover.resource.server.ts';
import { commentsResources } from '~/lib/social/comments/comments.resources.server.ts';
import { newsHubResources } from '~/lib/social/notifications/notifications.resources.server.ts';

/** Every resource the gateway answers, by name. Each domain lists its own; add domains here. */
const all: ResourceDefinition[] = [
	...feedResources,
	...pinsResources,
	...draftsResources,
	...boardsResources,
	...savingResources,
	...searchResources,
	...collaboratorsResources,
	...collageResources,
	...profilesResources,
	...authResources,
	...multiAccountResources,
	...usersResources,
	...settingsResources,
	...notificationResources,
	...relatedResources,
	...interestsResources,
	...telemetryResources,
	...experimentsResources,
	...storiesResources,
	...imageFinderResources,
	...videoResources,
	...schedulingResources,
	...newsHubResources,
	...commentsResources,
];

export const resources: ReadonlyMap<string, ResourceDefinition> = new Map(
	all.map((r) => [r.name, r]),
);
