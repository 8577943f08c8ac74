import { z } from 'zod';
import { updateUserSettings } from '../../identity/settings/settings.service.server.ts';
import { parseUserSettings } from '../../identity/users/user-settings.ts';
import { findUserSettingsJson } from '../../identity/users/users.repository.server.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { hideCommenter } from './comment-actions.service.server.ts';
import { commentablePin } from './comment-context.service.server.ts';
import { mentionTypeahead } from './comment-mentions.service.server.ts';

const id = z.string().min(1).max(40);

/**
 * `AggregatedCommentHiddenUserResource create {pin_id, user_id}`: the pin's owner hides all of
 * that person's comments on their pins (CMT-02 "hidden for a user").
 */
export const commentHiddenUserResource = defineResource({
	name: 'AggregatedCommentHiddenUserResource',
	create: action({
		auth: 'required',
		options: z.object({ pin_id: id, user_id: id }),
		async run({ db, viewer }, o) {
			await hideCommenter(db, viewer, o.pin_id, o.user_id);
			return { data: null };
		},
	}),
});

/**
 * `AggregatedCommentFeaturesResource` (CMT-01's feature map, CMT-11): get answers the viewer's
 * `{comments_disabled}`; update `{userId, featureMap: {comments_disabled?}, passcode?,
 * user_confirm_skip_passcode?}` saves it through the settings service, so the parental passcode
 * rule (PPC-01, U-30: turning comments off only tightens, and may skip it when confirmed) is
 * the one the privacy settings use. `userId` must be the viewer.
 */
export const commentFeaturesResource = defineResource({
	name: 'AggregatedCommentFeaturesResource',
	get: action({
		auth: 'required',
		options: z.object({}),
		async run({ db, viewer }) {
			const settings = parseUserSettings(await findUserSettingsJson(db, viewer.id));
			return { data: { comments_disabled: settings.privacy.comments_disabled } };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({
			userId: id,
			featureMap: z.object({ comments_disabled: z.boolean().optional() }).strict(),
			passcode: z.string().max(20).optional(),
			user_confirm_skip_passcode: z.boolean().optional(),
		}),
		async run({ db, viewer, clientAddress }, o) {
			if (o.userId !== viewer.id) throw new AppError('NotFound');
			const view = await updateUserSettings(
				db,
				viewer,
				{
					...(o.featureMap.comments_disabled !== undefined
						? { comments_disabled: o.featureMap.comments_disabled }
						: {}),
					...(o.passcode !== undefined ? { passcode: o.passcode } : {}),
					...(o.user_confirm_skip_passcode !== undefined
						? { user_confirm_skip_passcode: o.user_confirm_skip_passcode }
						: {}),
				},
				{ clientAddress },
			);
			return { data: { comments_disabled: view.comments_disabled } };
		},
	}),
});

/**
 * `MentionTypeaheadResource get {term, pin_id?}`: people the viewer may @mention whose username
 * starts with `term` (`mayMention`: their `allow_mentions`, no block either way). With
 * `pin_id`, the pin must be one the viewer can read.
 */
export const mentionTypeaheadResource = defineResource({
	name: 'MentionTypeaheadResource',
	get: action({
		auth: 'required',
		options: z.object({ term: z.string().max(60), pin_id: id.optional() }),
		async run({ db, viewer }, o) {
			if (o.pin_id) await commentablePin(db, viewer.id, o.pin_id);
			return { data: await mentionTypeahead(db, viewer.id, o.term) };
		},
	}),
});
