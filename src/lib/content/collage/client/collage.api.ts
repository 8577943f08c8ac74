/**
 * The collage island's calls: the pictures it offers (the viewer's own Pins through
 * `ProfilePinsResource`, a Pin search through `BaseSearchResource`, an upload through
 * `POST /upload-image/`) and publishing (`CollageResource` create).
 */

import collageMessages from '~/messages/collage/index.ts';
import {
	ApiError,
	callResource,
	callResourcePage,
	noAnswer,
	pageLanguageHeaders,
} from '../../../platform/client/api.ts';
import { csrfToken, ensureCsrfToken } from '../../../platform/client/csrf.ts';
import type { CollageItemInput } from '../collage.ts';

/** A picture the collage can cut from, as the island shows it. */
export interface SourcePicture {
	/** `pin:{id}` or `media:{id}`. */
	key: string;
	source: { pin_id: string } | { media_id: string };
	/** What a person calls it ("Pin by @ana: Lemon tart", "Your upload"). */
	label: string;
	/** The pinner of a source Pin (credited when the collage is published). */
	username: string | null;
	/** A picture good for the board (up to 736 px wide) and a thumbnail. */
	url: string;
	thumbUrl: string;
	/** The original's size, which the cut-out's fractions refer to. */
	width: number;
	height: number;
	color: string;
}

type Variant = { url: string; width: number; height: number };
interface PinLike {
	id: string;
	title: string;
	description?: string;
	dominantColor?: string;
	images: Record<string, Variant>;
	pinner?: { username: string };
}

function pictureOfPin(pin: PinLike): SourcePicture {
	const t = collageMessages();
	const name = pin.title || pin.description?.slice(0, 60) || t.untitledPin();
	const username = pin.pinner?.username ?? null;
	return {
		key: `pin:${pin.id}`,
		source: { pin_id: pin.id },
		label: username ? t.pinBy({ name, username }) : name,
		username,
		url: (pin.images['736x'] ?? pin.images.orig)!.url,
		thumbUrl: (pin.images['236x'] ?? pin.images.orig)!.url,
		width: pin.images.orig!.width,
		height: pin.images.orig!.height,
		color: pin.dominantColor ?? '#efefef',
	};
}

/** Pictures a source tab offers, and the bookmark of its next page (null at the end). */
export interface SourcePage {
	pictures: SourcePicture[];
	next: string | null;
}

/** Pins the viewer pinned (created and saved), newest first, a page at a time. */
export async function fetchOwnPins(username: string, bookmark: string | null): Promise<SourcePage> {
	const page = await callResourcePage<PinLike[]>(
		'ProfilePinsResource',
		{ username, tab: 'saved', page_size: 30 },
		bookmark,
	);
	return { pictures: page.data.map(pictureOfPin), next: page.next };
}

/** Pins matching `query` that the viewer may see, a page at a time. */
export async function searchPins(query: string, bookmark: string | null): Promise<SourcePage> {
	const page = await callResourcePage<{ results: PinLike[] }>(
		'BaseSearchResource',
		{ query, scope: 'pins', page_size: 30 },
		bookmark,
	);
	return { pictures: page.data.results.map(pictureOfPin), next: page.next };
}

/** Uploads a picture (`POST /upload-image/`) and answers it as a source. */
export async function uploadPicture(file: File): Promise<SourcePicture> {
	const form = new FormData();
	form.append('img', file, file.name);
	let response: Response;
	try {
		response = await fetch('/upload-image/', {
			method: 'POST',
			body: form,
			credentials: 'same-origin',
			headers: {
				accept: 'application/json',
				'x-csrftoken': csrfToken() || (await ensureCsrfToken()),
				...pageLanguageHeaders(),
			},
		});
	} catch (error) {
		throw noAnswer(error);
	}
	const envelope = await response.json().catch(() => null);
	const r = envelope?.resource_response;
	if (!response.ok || r?.status !== 'success') {
		const fallback = collageMessages().uploadFailedStatus({ status: String(response.status) });
		throw new ApiError(response.status, r?.error ?? null, fallback);
	}
	const data = r.data as { id: string; images: Record<string, Variant>; dominant_color: string };
	return {
		key: `media:${data.id}`,
		source: { media_id: data.id },
		label: file.name.trim()
			? collageMessages().yourUploadNamed({ name: file.name.trim() })
			: collageMessages().yourUpload(),
		username: null,
		url: (data.images['736x'] ?? data.images.orig)!.url,
		thumbUrl: (data.images['236x'] ?? data.images.orig)!.url,
		width: data.images.orig!.width,
		height: data.images.orig!.height,
		color: data.dominant_color,
	};
}

export interface PublishCollage {
	items: CollageItemInput[];
	board_id: string;
	section_id: string | null;
	title: string;
	description: string;
}

/** Publishes the collage; answers the new Pin's id. */
export async function publishCollage(options: PublishCollage): Promise<{ id: string }> {
	return callResource<{ id: string }>('CollageResource', 'create', { ...options });
}
