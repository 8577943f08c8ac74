import { z } from 'zod';
import { displayName } from '../../identity/users/display-name.ts';
import { decodeBookmark, END_BOOKMARK, encodeBookmark } from '../../platform/db/bookmark.ts';
import { isId } from '../../platform/db/ids.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { listReactionRows } from './pin-marks.repository.server.ts';
import { pinMarks, react, unreact } from './pin-marks.service.server.ts';
import { pinWithAccess } from './pin-write.service.server.ts';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from './pins.service.server.ts';
import { isReactionType, REACTION_TYPES, reactionId } from './reactions.ts';

const pinId = z.string().refine(isId, 'must be a pin id (digits)');
const reactionType = z.coerce
	.number()
	.int()
	.refine(isReactionType, `must be one of ${Object.keys(REACTION_TYPES).join(', ')}`);

/** The state the client keeps after a change (PIN-09: reaction_counts, reaction_by_me). */
async function stateOf(db: Parameters<typeof pinMarks>[0], pin: string, viewerId: string) {
	const marks = await pinMarks(db, pin, viewerId);
	return { reaction_counts: marks.reaction_counts, reaction_by_me: marks.reaction_by_me };
}

/**
 * `ReactionsResource` (PIN-13, API-77). get `{pin_id}`: the pin's reactions `{id, reaction_type,
 * user}` (keyset pages, newest reactor id first) with `reaction_counts` and `reaction_by_me`
 * in the first page's answer; create `{pin_id, reaction_type}`: the viewer's one reaction
 * (replacing an earlier one); delete `{pin_id}`: removes it. Counts are counted from the rows,
 * so they never go below 0 and a type with no reactions has no key.
 */
export const reactionsResource = defineResource({
	name: 'ReactionsResource',
	get: action({
		auth: 'optional',
		options: z.object({
			pin_id: pinId,
			page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
			bookmark: z.string().max(500).optional(),
			bookmarks: z.array(z.string().max(500)).max(5).optional(),
		}),
		async run({ db, readerId }, options) {
			// Limited-login viewers read what the signed-out read (LIM-01): `readerId` is null.
			await pinWithAccess(db, readerId, options.pin_id);
			const size = options.page_size ?? FEED_PAGE_SIZE;
			const cursor = decodeBookmark(options.bookmark ?? options.bookmarks?.[0]);
			const rows = await listReactionRows(db, options.pin_id, {
				beforeUserId: cursor?.before,
				limit: size + 1,
			});
			const page = rows.slice(0, size);
			const last = page.at(-1);
			const marks = await pinMarks(db, options.pin_id, readerId);
			return {
				data: {
					reactions: page.map((r) => ({
						id: reactionId(options.pin_id, r.user_id, r.reaction_type),
						reaction_type: r.reaction_type,
						user: {
							id: r.user_id,
							username: r.username,
							full_name: displayName(r),
						},
					})),
					reaction_counts: marks.reaction_counts,
					reaction_by_me: marks.reaction_by_me,
				},
				bookmark:
					rows.length > size && last ? encodeBookmark({ before: last.user_id }) : END_BOOKMARK,
			};
		},
	}),
	create: action({
		auth: 'required',
		options: z.object({ pin_id: pinId, reaction_type: reactionType }),
		async run({ db, viewer }, options) {
			await react(db, viewer, options.pin_id, options.reaction_type);
			return {
				data: {
					id: reactionId(options.pin_id, viewer.id, options.reaction_type),
					reaction_type: options.reaction_type,
					user: { id: viewer.id, username: viewer.username, full_name: viewer.fullName },
					...(await stateOf(db, options.pin_id, viewer.id)),
				},
			};
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ pin_id: pinId }),
		async run({ db, viewer }, options) {
			await unreact(db, viewer, options.pin_id);
			return { data: await stateOf(db, options.pin_id, viewer.id) };
		},
	}),
});
