import type { Kysely } from 'kysely';
import { findRelation } from '../../identity/users/user-relations.repository.server.ts';
import { inBlockWith } from '../../platform/access/blocks.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import {
	type PlayableVideo,
	videoObjectJsonLd,
} from '../../platform/media/video/playable-video.ts';
import {
	findVideo,
	playableOf,
	videoUploadAnswer,
} from '../../platform/media/video/video.service.server.ts';
import type { VideoUpload } from '../../platform/media/video/video-upload.ts';
import { absoluteUrl } from '../../platform/routing/absolute-url.server.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import { type CloseupImage, closeupImage, downloadFileName } from './closeup-image.ts';
import {
	type AspectClass,
	aspectClass,
	displayTitle,
	type PinDetail,
	pinIdFromSegment,
	pinPath,
	slugify,
} from './pin.ts';
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
	/** The picture shown: its largest width-bound variant, a `srcset` and `sizes` (`closeupImage`). */
	image: CloseupImage;
	/** PIN-05. */
	aspect: AspectClass;
	/** A video pin's video, played in place of the picture (its cover is the poster); else null. */
	video: PlayableVideo | null;
	/** For the pinner who uploaded it: the video's cover frames, to pick another (U-23). */
	videoCover: Pick<VideoUpload, 'id' | 'frames' | 'cover_media_id'> | null;
	/** The stored original and the file name Download offers for it. */
	download: { url: string; fileName: string };
	/**
	 * The reader's own marks and the counts by type, for the reactions island; null signed out,
	 * where the page shows the totals of the pin's own row and queries nothing more.
	 */
	marks: PinMarks | null;
	/**
	 * ACC-22 on the pinner line, for a signed-in reader who is not the pinner: whether they
	 * follow the pinner, and whether they may (no block either way). Null otherwise.
	 */
	follow: { following: boolean; canFollow: boolean } | null;
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
	const isPinner = readerId !== null && readerId === pin.pinner.id;
	const isBoardOwner = readerId !== null && readerId === pin.board.ownerId;
	// Signed out, the page queries nothing more: the row carries the counts it shows.
	const [marks, relation, boardAccess] = readerId
		? await Promise.all([
				pinMarks(db, pin.id, readerId, {
					favorite_count: pin.favoriteCount,
					done_count: pin.doneCount,
				}),
				isPinner ? null : findRelation(db, readerId, pin.pinner.id),
				// Asking the board's access costs a query, made only for signed-in others.
				isPinner || isBoardOwner ? null : accessToPinBoard(db, readerId, pin.board),
			])
		: [null, null, null];
	const canDelete = isPinner || isBoardOwner || (boardAccess?.removePins ?? false);
	const aspect = aspectClass(pin.images.orig.width, pin.images.orig.height);
	const stored = pin.videoId ? await findVideo(db, pin.videoId) : null;
	const video = stored ? playableOf(stored) : null;
	const videoCover =
		stored && isPinner && stored.ownerId === readerId ? await videoUploadAnswer(db, stored) : null;
	const seo = pinPageSeo(pin, url);
	return {
		kind: 'ok',
		data: {
			pin,
			readerId,
			isOpen: pin.isOpen,
			seo: video ? withVideoNode(seo, pin, video, url) : seo,
			image: closeupImage(pin.images, aspect),
			aspect,
			video,
			videoCover: videoCover && {
				id: videoCover.id,
				frames: videoCover.frames,
				cover_media_id: videoCover.cover_media_id,
			},
			download: {
				url: pin.images.orig.url,
				fileName: downloadFileName(slugify(displayTitle(pin)), pin.id, pin.images.orig.url),
			},
			marks,
			follow: relation
				? { following: relation.following, canFollow: !inBlockWith(relation) }
				: null,
			isPinner,
			isBoardOwner,
			canDelete,
		},
	};
}

/** The closeup's JSON-LD with a `VideoObject` for its video, in the `@graph` beside the rest. */
function withVideoNode(
	seo: PinPageSeo,
	pin: PinDetail,
	video: PlayableVideo,
	url: URL,
): PinPageSeo {
	const node = videoObjectJsonLd(
		video,
		{
			name: seo.title,
			description: seo.description ?? seo.title,
			thumbnailUrl: pin.images['736x'].url,
			url: pinPath(pin.id),
			author: { name: pin.pinner.fullName, url: pin.pinner.url },
		},
		(path) => absoluteUrl(url, path),
	);
	const { '@context': context, '@graph': graph, ...first } = seo.jsonLd;
	const nodes = Array.isArray(graph) ? graph : [first];
	return {
		...seo,
		jsonLd: { '@context': context ?? 'https://schema.org', '@graph': [node, ...nodes] },
	};
}
