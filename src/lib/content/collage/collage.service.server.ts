import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { StoredVariants } from '../../platform/media/image-sizes.ts';
import { ingestImage } from '../../platform/media/media.service.server.ts';
import type { MediaStore } from '../../platform/media/media-store.server.ts';
import { pinTextProblem } from '../pins/pin-input.ts';
import { createPin, writableTarget } from '../pins/pin-write.service.server.ts';
import {
	deleteMediaRow,
	findOwnSourceMedia,
	findReadableSourcePins,
} from './collage.repository.server.ts';
import { type CollageItemInput, collageItemsProblem, drawingOrder } from './collage.ts';
import { COLLAGE_DESCRIPTION_MAX, collageDescription } from './collage-credits.ts';
import { type CollageLayer, renderCollage } from './collage-render.server.ts';

export interface NewCollage {
	items: CollageItemInput[];
	board_id: string;
	section_id?: string | null | undefined;
	title: string;
	description?: string | undefined;
}

interface Picture {
	storageKey: string;
	variants: StoredVariants;
}

function checkInput(input: NewCollage): void {
	const problem = collageItemsProblem(input.items);
	if (problem) throw new AppError(problem);
	const text = pinTextProblem({ title: input.title });
	if (text) throw new AppError('PinTextInvalid', { detail: text.message });
	if (Array.from((input.description ?? '').trim()).length > COLLAGE_DESCRIPTION_MAX) {
		throw new AppError('PinTextInvalid', {
			detail: errorsDetail().collageDescriptionTooLong({ max: COLLAGE_DESCRIPTION_MAX }),
		});
	}
}

/**
 * The pictures of the items' sources, by source key (`pin:{id}`, `media:{id}`), and the source
 * Pins to credit in the items' order. A Pin the viewer may not read (`pinReadableSql`) or that
 * does not exist, and an upload that is not the viewer's, is NotFound (the same answer, so
 * nothing leaks).
 */
async function loadSources(db: Db, viewer: Viewer, items: readonly CollageItemInput[]) {
	const pinIds = new Set<string>();
	const mediaIds = new Set<string>();
	for (const { source } of items) {
		if ('pin_id' in source) pinIds.add(source.pin_id);
		else mediaIds.add(source.media_id);
	}
	const [pins, media] = await Promise.all([
		findReadableSourcePins(db, viewer.id, [...pinIds]),
		findOwnSourceMedia(db, viewer.id, [...mediaIds]),
	]);
	const pictures = new Map<string, Picture>();
	const pinners = new Map<string, string>();
	for (const p of pins) {
		pictures.set(`pin:${p.pin_id}`, {
			storageKey: p.storage_key,
			variants: JSON.parse(p.variants),
		});
		pinners.set(p.pin_id, p.pinner_username);
	}
	for (const m of media) {
		pictures.set(`media:${m.media_id}`, {
			storageKey: m.storage_key,
			variants: JSON.parse(m.variants),
		});
	}
	for (const id of pinIds)
		if (!pinners.has(id))
			throw new AppError('NotFound', { detail: errorsDetail().collagePinNotVisible({ id }) });
	for (const id of mediaIds)
		if (!pictures.has(`media:${id}`))
			throw new AppError('NotFound', { detail: errorsDetail().collageImageNotYours({ id }) });
	const credits = items.flatMap(({ source }) =>
		'pin_id' in source ? [{ pinId: source.pin_id, username: pinners.get(source.pin_id)! }] : [],
	);
	return { pictures, credits };
}

const sourceKey = (item: CollageItemInput) =>
	'pin_id' in item.source ? `pin:${item.source.pin_id}` : `media:${item.source.media_id}`;

/**
 * BLD-21: publishes a collage as a new Pin of the viewer. Every check comes first (the limits,
 * the text, the board and section the viewer may add to, each source readable by them), so a
 * refusal stores nothing; then the collage is drawn from the sources' stored originals, stored
 * as the viewer's new image, and pinned through `createPin` with a description that credits the
 * source Pins (`collageDescription`). If the Pin cannot be made after all (the board went away
 * meanwhile), the image is removed again. Answers the new Pin's id.
 */
export async function createCollage(
	db: Db,
	store: MediaStore,
	viewer: Viewer,
	input: NewCollage,
): Promise<string> {
	checkInput(input);
	const sectionId = input.section_id ?? null;
	await writableTarget(db, viewer.id, input.board_id, sectionId);
	const { pictures, credits } = await loadSources(db, viewer, input.items);
	const layers: CollageLayer[] = drawingOrder(input.items).map((item) => ({
		picture: pictures.get(sourceKey(item))!,
		crop: item.crop,
		x: item.x,
		y: item.y,
		scale: item.scale,
	}));
	const pixels = await renderCollage(store, layers);
	const image = await ingestImage(db, store, { ownerId: viewer.id, pixels });
	try {
		return await createPin(db, viewer, {
			board_id: input.board_id,
			section_id: sectionId,
			media_id: image.id,
			title: input.title,
			description: collageDescription(input.description ?? '', credits),
		});
	} catch (error) {
		await deleteMediaRow(db, image.id);
		await Promise.allSettled(
			Object.values(image.variants).map((v) => store.delete(`${image.storageKey}/${v.file}`)),
		);
		throw error;
	}
}
