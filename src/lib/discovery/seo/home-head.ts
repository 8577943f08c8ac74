import home from '~/messages/home/index.ts';

/**
 * The home page's head: what a search result or a shared link to `/` shows. A real title and
 * description instead of the brand alone, and a picture (`public/og/corkboard.png`, 1200×630,
 * the size link previews ask for), so a shared `/` is not a blank card. In the current language
 * (the `home` messages); the picture's words are English, so its alt text quotes them as written.
 */
export function homeHead(): {
	title: string;
	description: string;
	image: { url: string; width: number; height: number; alt: string };
} {
	const t = home();
	return {
		title: t.title(),
		description: t.description(),
		image: { url: HOME_IMAGE_URL, width: 1200, height: 630, alt: t.imageAlt() },
	};
}

/** The home page's picture. */
const HOME_IMAGE_URL = '/og/corkboard.png';
