import type { Row } from './row.ts';
import { ACCOUNT_ROWS } from './table/account.ts';
import { BOARD_ROWS } from './table/boards.ts';
import { BUILDER_ROWS } from './table/builder.ts';
import { COLLABORATOR_ROWS } from './table/collaborators.ts';
import { COLLAGE_ROWS } from './table/collage.ts';
import { COMMENT_ROWS } from './table/comments.ts';
import { DISCOVERY_ROWS } from './table/discovery.ts';
import { DRAFT_ROWS } from './table/drafts.ts';
import { FORM_ROWS } from './table/forms.ts';
import { IMAGE_FINDER_ROWS } from './table/image-finder.ts';
import { NOTIFICATION_ROWS } from './table/notifications.ts';
import { PAGE_ROWS } from './table/pages.ts';
import { PEOPLE_ROWS } from './table/people.ts';
import { PIN_ROWS } from './table/pins.ts';
import { QUERY_ROWS } from './table/queries.ts';
import { REST_ROWS } from './table/rest.ts';
import { SCHEDULING_ROWS } from './table/scheduling.ts';
import { SITE_ROWS } from './table/site.ts';
import { STORY_ROWS } from './table/stories.ts';
import { VIDEO_ROWS } from './table/video.ts';

/**
 * The authorization matrix: one row per endpoint and action (`inventory.ts` lists them all),
 * each with the expected outcome for every actor (`actors.ts`). Rows live by domain in
 * `table/`; `docs/security/authorization-matrix.md` says how to add one.
 */
export const TABLE: Row[] = [
	...PIN_ROWS,
	...DRAFT_ROWS,
	...SCHEDULING_ROWS,
	...BOARD_ROWS,
	...BUILDER_ROWS,
	...COLLABORATOR_ROWS,
	...COLLAGE_ROWS,
	...PEOPLE_ROWS,
	...ACCOUNT_ROWS,
	...DISCOVERY_ROWS,
	...REST_ROWS,
	...QUERY_ROWS,
	...SITE_ROWS,
	...PAGE_ROWS,
	...FORM_ROWS,
	...STORY_ROWS,
	...IMAGE_FINDER_ROWS,
	...VIDEO_ROWS,
	...NOTIFICATION_ROWS,
	...COMMENT_ROWS,
];
