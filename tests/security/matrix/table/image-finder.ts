import { denied } from '../outcomes.ts';
import { signedIn } from '../presets.ts';
import type { Row } from '../row.ts';
import { resource } from '../row-kinds.ts';

/**
 * The pin builder's image finder (BLD-19): both actions make our server fetch a URL the caller
 * chose, so they are aimed at what an attacker would want that fetch to reach: this very
 * server on loopback (the secret pin's image by its storage key) and the cloud metadata
 * service. Full logins get the guard's refusal, everyone else the login check; nothing is
 * stored (the write row compares every table).
 */
const refused = signedIn(denied(400, 'FetchHostRefused'));

export const IMAGE_FINDER_ROWS: Row[] = [
	resource('ImageFinderResource.get', {
		does: 'list the images of the cloud metadata service',
		options: () => ({ url: 'http://169.254.169.254/latest/meta-data/' }),
		expect: refused,
	}),
	resource('WebImageResource.create', {
		does: "save the secret pin's image, fetched from our own loopback address, as an upload",
		options: ({ w }) => ({
			image_url: `http://127.0.0.1/media/${w.secret.pin.mediaKey}/orig.jpg`,
			page_url: 'https://example.com/',
		}),
		expect: refused,
	}),
];
