import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { STORY_FONT_FACES } from './story-font-files.server.ts';

/**
 * `StoryPinFontsResource` get (BLD-18): the fonts the story editor offers, one entry per file,
 * `{fonts: [{family, url, weight, style}]}`. The same for everyone, so anyone may ask.
 */
export const storyPinFontsResource = defineResource({
	name: 'StoryPinFontsResource',
	get: action({
		auth: 'optional',
		options: z.object({}),
		async run() {
			return { data: { fonts: STORY_FONT_FACES } };
		},
	}),
});
