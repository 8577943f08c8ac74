import storyEditor from '~/messages/story-editor/index.ts';
import {
	ApiError,
	callResource,
	noAnswer,
	pageLanguageHeaders,
} from '../../../platform/client/api.ts';
import { ensureCsrfToken } from '../../../platform/client/csrf.ts';
import type { StoryFontFace } from '../story-fonts.ts';

/** An upload's answer as the story editor keeps it: the id and a picture to show. */
export interface StoryUpload {
	id: string;
	url: string;
	width: number;
	height: number;
}

/** Uploads a picture for an image block (`POST /upload-image/`, field `img`). */
export async function uploadStoryImage(file: File): Promise<StoryUpload> {
	const body = new FormData();
	body.append('img', file);
	let response: Response;
	try {
		response = await fetch('/upload-image/', {
			method: 'POST',
			headers: {
				accept: 'application/json',
				'x-csrftoken': await ensureCsrfToken(),
				...pageLanguageHeaders(),
			},
			credentials: 'same-origin',
			body,
		});
	} catch (error) {
		throw noAnswer(error);
	}
	const envelope = (await response.json().catch(() => null)) as {
		resource_response?: {
			status?: string;
			data?: {
				id?: string;
				images?: Record<string, { url: string; width: number; height: number }>;
			};
			error?: never;
		};
	} | null;
	const r = envelope?.resource_response;
	const picture = r?.data?.images?.['736x'];
	if (!response.ok || r?.status !== 'success' || !r.data?.id || !picture) {
		throw new ApiError(response.status, r?.error ?? null, storyEditor().uploadFailed());
	}
	return { id: r.data.id, url: picture.url, width: picture.width, height: picture.height };
}

let fonts: Promise<StoryFontFace[]> | undefined;

/** The story fonts (BLD-18, `StoryPinFontsResource`), asked once per page; [] when it fails. */
export function storyFonts(): Promise<StoryFontFace[]> {
	fonts ??= callResource<{ fonts: StoryFontFace[] }>(
		'StoryPinFontsResource',
		'get',
		{},
		{ quiet: true },
	)
		.then((answer) => answer.fonts)
		.catch(() => {
			fonts = undefined;
			return [];
		});
	return fonts;
}
