import { callResource } from '~/lib/platform/client/api.ts';
import type { Draft, DraftFieldsInput, DraftItem } from './draft-types.ts';

/** Client calls of the drafts resources (cr-drafts' contract). */

/** One item as `PinDraftResource` update takes it: the whole ordered list is sent. */
function itemInput(item: DraftItem) {
	return {
		...(item.id ? { id: item.id } : {}),
		title: item.title,
		description: item.description,
		link: item.link,
		...(item.media ? { media_id: item.media.id } : {}),
		...(item.video ? { video_id: item.video.id } : {}),
		pin_tags: item.pinTags.map((t) => ({
			...(t.id ? { id: t.id } : {}),
			x: t.x,
			y: t.y,
			link: t.link,
			status: t.status,
		})),
	};
}

export function createDraft(
	options: { type?: 'single' | 'story'; board_id?: string } = {},
): Promise<Draft> {
	return callResource<Draft>('PinDraftResource', 'create', options);
}

/** BLD-10: only the dirty fields; `items`, when given, is the whole ordered list. */
export function updateDraft(
	id: string,
	change: { fields?: DraftFieldsInput; items?: DraftItem[] | undefined },
): Promise<Draft> {
	return callResource<Draft>('PinDraftResource', 'update', {
		id,
		...(change.fields && Object.keys(change.fields).length > 0 ? { fields: change.fields } : {}),
		...(change.items ? { items: change.items.map(itemInput) } : {}),
	});
}

function getDraft(id: string): Promise<Draft> {
	return callResource<Draft>('PinDraftResource', 'get', { id });
}

/** BLD-20: takes a scheduled pin off the schedule; it is an ordinary draft again. */
export async function unscheduleDraft(id: string): Promise<Draft> {
	await callResource('ScheduledPinsResource', 'delete', { id });
	return getDraft(id);
}

export function deleteDraft(id: string): Promise<unknown> {
	return callResource('PinDraftResource', 'delete', { id });
}

/** The viewer's unpublished drafts, newest first (first page is enough for the builder's list). */
export function listDrafts(): Promise<Draft[]> {
	return callResource<Draft[]>('PinDraftsResource', 'get', { page_size: 50 });
}

export interface PublishAnswer {
	pin: { id: string; url?: string; title?: string } | null;
	draft: Draft;
}

export function publishDraft(id: string): Promise<PublishAnswer> {
	return callResource<PublishAnswer>('PinDraftPublishResource', 'create', { id });
}
