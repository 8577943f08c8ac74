import { isFullyAuthenticated, type Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import { boardShortlist } from '../saving/board-shortlist.server.ts';
import { COLLAGE_PATH, type CollageBoardChoice } from './collage.ts';

/**
 * The collage tool's page (BLD-21, RTE-16): signed-out and limited-login visitors go to log in
 * first; a viewer outside the collage experiment (`inExperiment`, which the page reads from the
 * experiments of the growth area) meets the not-found page; others get the boards they can add
 * Pins to (the board picker's list, BRD-12).
 */
export async function loadCollagePage(
	db: Db,
	input: { viewer: Viewer | null; inExperiment: boolean },
): Promise<PageLoad<{ boards: CollageBoardChoice[] }>> {
	if (!isFullyAuthenticated(input.viewer)) {
		return { kind: 'redirect', to: `/login?next=${encodeURIComponent(COLLAGE_PATH)}`, status: 302 };
	}
	if (!input.inExperiment) return { kind: 'not-found' };
	const { boards_shortlist } = await boardShortlist(db, input.viewer.id);
	return {
		kind: 'ok',
		data: {
			boards: boards_shortlist.map((b) => ({
				id: b.id,
				name: b.name,
				sections: b.sections.map((s) => ({ id: s.id, title: s.title })),
			})),
		},
	};
}
