import { OK } from '../outcomes.ts';
import { everyone } from '../presets.ts';
import type { Row } from '../row.ts';
import { resource } from '../row-kinds.ts';

/**
 * Story pins (BLD-18): the fonts list is the same public list for everyone; it reads no user
 * data, so the leak sweep holds it to showing none.
 */
export const STORY_ROWS: Row[] = [
	resource('StoryPinFontsResource.get', {
		does: 'the story fonts list',
		options: () => ({}),
		expect: everyone(OK),
	}),
];
