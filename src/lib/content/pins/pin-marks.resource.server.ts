import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { pinMarks, reportPin, setPinHidden, setPinMark } from './pin-marks.service.server.ts';
import { REPORT_REASON_KEYS } from './report-reasons.ts';

const pinOptions = z.object({ pin_id: z.string().refine(isId, 'must be a pin id (digits)') });

/** A resource whose create turns a favorite/done mark on and whose delete turns it off. */
function markResource<N extends `${string}Resource`>(name: N, kind: 'favorite' | 'done') {
	const toggle = (on: boolean) =>
		action({
			auth: 'required',
			options: pinOptions,
			async run({ db, viewer }, { pin_id }) {
				await setPinMark(db, viewer, pin_id, kind, on);
				const marks = await pinMarks(db, pin_id, viewer.id);
				return {
					data:
						kind === 'favorite'
							? {
									pin_id,
									favorited_by_me: marks.favorited_by_me,
									favorite_user_count: marks.favorite_user_count,
								}
							: { pin_id, done_by_me: marks.done_by_me, done_count: marks.done_count },
				};
			},
		});
	return defineResource({ name, create: toggle(true), delete: toggle(false) });
}

/** `PinFavoriteResource` (PIN-20): create favorites a pin, delete un-favorites it. */
export const pinFavoriteResource = markResource('PinFavoriteResource', 'favorite');

/** `PinDoneResource` (PIN-20): create marks a pin done ("I tried it"), delete unmarks it. */
export const pinDoneResource = markResource('PinDoneResource', 'done');

/**
 * `PinHideResource`: create hides a pin from the viewer's feeds (`excludeHiddenFor`), delete
 * shows it again. The closeup stays reachable by its link.
 */
export const pinHideResource = defineResource({
	name: 'PinHideResource',
	create: action({
		auth: 'required',
		options: pinOptions,
		async run({ db, viewer }, { pin_id }) {
			await setPinHidden(db, viewer, pin_id, true);
			return { data: { pin_id, hidden_by_me: true } };
		},
	}),
	delete: action({
		auth: 'required',
		options: pinOptions,
		async run({ db, viewer }, { pin_id }) {
			await setPinHidden(db, viewer, pin_id, false);
			return { data: { pin_id, hidden_by_me: false } };
		},
	}),
});

/** `PinReportResource` create `{pin_id, reason, detail?}`: one report per person per pin. */
export const pinReportResource = defineResource({
	name: 'PinReportResource',
	create: action({
		auth: 'required',
		options: pinOptions.extend({
			/** One of `REPORT_REASONS`' keys. */
			reason: z.enum(REPORT_REASON_KEYS),
			/** What else the reporter wants us to know. */
			detail: z.string().max(1000).optional(),
		}),
		async run({ db, viewer }, { pin_id, reason, detail }) {
			const id = await reportPin(db, viewer, pin_id, reason, detail ?? '');
			return { data: { id, pin_id, reason } };
		},
	}),
});
