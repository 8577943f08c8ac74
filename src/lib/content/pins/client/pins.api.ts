import { callResource } from '../../../platform/client/api.ts';

/** Browser calls of the pin resources (islands use these, never the names directly). */

export interface ReactionState {
	reaction_counts: Record<string, number>;
	reaction_by_me: number | null;
}

export function setReaction(pinId: string, reactionType: number): Promise<ReactionState> {
	return callResource('ReactionsResource', 'create', {
		pin_id: pinId,
		reaction_type: reactionType,
	});
}

export function clearReaction(pinId: string): Promise<ReactionState> {
	return callResource('ReactionsResource', 'delete', { pin_id: pinId });
}

export function setFavorite(
	pinId: string,
	on: boolean,
): Promise<{ favorited_by_me: boolean; favorite_user_count: number }> {
	return callResource('PinFavoriteResource', on ? 'create' : 'delete', { pin_id: pinId });
}

export function setDone(
	pinId: string,
	on: boolean,
): Promise<{ done_by_me: boolean; done_count: number }> {
	return callResource('PinDoneResource', on ? 'create' : 'delete', { pin_id: pinId });
}

export function hidePin(pinId: string, hidden: boolean): Promise<unknown> {
	return callResource('PinHideResource', hidden ? 'create' : 'delete', { pin_id: pinId });
}

export function reportPin(pinId: string, reason: string, detail: string): Promise<unknown> {
	return callResource('PinReportResource', 'create', { pin_id: pinId, reason, detail });
}

export function updatePin(
	pinId: string,
	changes: {
		title: string;
		description: string;
		link: string;
		alt_text: string;
		/** Move to this board (and section; null for none). */
		board_id?: string;
		section_id?: string | null;
	},
): Promise<unknown> {
	return callResource('PinResource', 'update', { id: pinId, ...changes });
}

export function deletePin(pinId: string): Promise<unknown> {
	return callResource('PinResource', 'delete', { id: pinId });
}
