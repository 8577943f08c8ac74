import type { Crop } from '~/lib/discovery/visual/crop.ts';
import { callResource } from '~/lib/platform/client/api.ts';

/** A similar pin as the island shows it (the fields of `VisualLiveSearchResource` it reads). */
export interface SimilarPinCard {
	id: string;
	title: string;
	description: string;
	altText: string;
	dominantColor: string;
	images: Record<'236x', { url: string; width: number; height: number }>;
	visual_distance: number;
}

/** SRC-06: pins that look like `crop` of the pin's picture. */
export async function searchByCrop(pinId: string, crop: Crop): Promise<SimilarPinCard[]> {
	const data = await callResource<{ results: SimilarPinCard[] }>(
		'VisualLiveSearchResource',
		'get',
		{
			pin_id: pinId,
			crop,
		},
	);
	return data.results;
}
