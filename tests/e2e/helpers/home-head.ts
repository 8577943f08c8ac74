import fs from 'node:fs';
import path from 'node:path';

/**
 * The home page's English head (the `home` messages, `src/lib/discovery/seo/home-head.ts`), read
 * from the catalogue's JSON: the browser tests run outside the server's language scope.
 */
const en = JSON.parse(fs.readFileSync(path.resolve('src/messages/home/en.json'), 'utf8')) as Record<
	'title' | 'description' | 'imageAlt',
	string
>;

export const HOME_TITLE = en.title;
export const HOME_DESCRIPTION = en.description;
export const HOME_IMAGE = { url: '/og/corkboard.png', alt: en.imageAlt } as const;
