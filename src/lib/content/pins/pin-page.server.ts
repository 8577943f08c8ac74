import type { Kysely } from 'kysely';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ImageVariants } from '../../platform/media/image-sizes.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import { type AspectClass, aspectClass, type PinDetail, pinIdFromSegment } from './pin.ts';
import { type PinMarks, pinMarks } from './pin-marks.service.server.ts';
import { type PinPageSeo, pinPageSeo } from './pin-seo.server.ts';
import { accessToPinBoard, getPinForViewer } from './pins.service.server.ts';

export interface PinPageData {
	pin: PinDetail;
	/** The id the viewer reads as (`readerIdOf`): null signed out and for a limited login. */
	readerId: string | null;
	/**
	 * Everyone may read the pin (`PinDetail.isOpen`): only then is the page indexed and carries
	 * JSON-LD and an AMP version (SET-01, SET-12).
	 */
	isOpen: boolean;
	seo: PinPageSeo;
	/** The picture shown, with a `srcset` when the smaller variant is really smaller. */
	image: ImageVariants['736x'];
	srcset: string | undefined;
	/** PIN-05. */
	aspect: AspectClass;
	/**
	 * The reader's own marks and the counts by type, for the reactions island; null signed out,
	 * where the page shows the totals of the pin's own row and queries nothing more.
	 */
	marks: PinMarks | null;
	isPinner: boolean;
	isBoardOwner: boolean;
	/** The pinner, the board owner and the board's collaborators (COL-04). */
	canDelete: boolean;
}

/**
 * RTE-03 and SEO-01: the closeup at `/pin/{id}/` and `/pin/{slug}--{id}/`. Not found for a
 * malformed segment and for a pin the viewer may not read (`getPinForViewer`: 404, never 403,
 * so a hidden pin's existence does not leak). "More like this" is the page's to add
 * (`discovery/related`, an area above this one).
 */
export async function loadPinPage(
	db: Kysely<Database>,
	viewer: Viewer | null,
	segment: string,
	url: URL,
): Promise<PageLoad<PinPageData>> {
	const id = pinIdFromSegment(segment);
	const pin = id ? await getPinForViewer(db, viewer, id) : null;
	if (!pin) return { kind: 'not-found' };
	const readerId = readerIdOf(viewer);
	const marks = readerId
		? await pinMarks(db, pin.id, readerId, {
				favorite_count: pin.favoriteCount,
				done_count: pin.doneCount,
			})
		: null;
	const isPinner = readerId !== null && readerId === pin.pinner.id;
	const isBoardOwner = readerId !== null && readerId === pin.board.ownerId;
	// Asking the board's access costs a query, made only for signed-in others.
	const canDelete =
		isPinner ||
		isBoardOwner ||
		(readerId !== null && (await accessToPinBoard(db, readerId, pin.board)).removePins);
	const image = pin.images['736x'];
	const smaller = pin.images['474x'];
	return {
		kind: 'ok',
		data: {
			pin,
			readerId,
			isOpen: pin.isOpen,
			seo: pinPageSeo(pin, url),
			image,
			// Demo pictures are 474 px wide, so both sizes can be the same file: one entry then.
			srcset:
				smaller.width < image.width
					? `${smaller.url} ${smaller.width}w, ${image.url} ${image.width}w`
					: undefined,
			aspect: aspectClass(pin.images.orig.width, pin.images.orig.height),
			marks,
			isPinner,
			isBoardOwner,
			canDelete,
		},
	};
}
