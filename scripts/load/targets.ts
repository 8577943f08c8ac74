/**
 * What the load asks for, found over HTTP as a visitor would (so `--url` works against any
 * server): pin pages from the home page, board pages and search words from those pins, and a
 * signed-in session with fresh secret boards to save into, one (pin, board) pair per save so no
 * save meets `AlreadySaved`.
 */
import { randomBytes } from 'node:crypto';

export interface LoadTargets {
	origin: string;
	pinIds: string[];
	/** `/{username}/{slug}/` of the pins' boards. */
	boardPaths: string[];
	searchTerms: string[];
	/** The saving account's cookies (session and CSRF) and its CSRF token. */
	session: { cookie: string; csrfToken: string };
	/** The boards saves go to. */
	saveBoardIds: string[];
}

/** At most this many pins from the home page. */
const MAX_PINS = 40;

type Data = Record<string, unknown> & { id?: string };

/** A gateway call; throws with the answer's error when it is not a success. */
async function call(
	origin: string,
	name: string,
	action: 'get' | 'create',
	options: Record<string, unknown>,
	auth: { cookie: string; csrfToken: string },
): Promise<{ data: Data; res: Response }> {
	const url = new URL(`/resource/${name}/${action}/`, origin);
	const data = { options, context: {} };
	const init: RequestInit = { headers: { cookie: auth.cookie } };
	if (action === 'get') url.searchParams.set('data', JSON.stringify(data));
	else {
		init.method = 'POST';
		init.headers = {
			cookie: auth.cookie,
			'x-csrftoken': auth.csrfToken,
			origin,
			'content-type': 'application/json',
		};
		init.body = JSON.stringify({ source_url: '/', data });
	}
	const res = await fetch(url, init);
	const body = (await res.json()) as { resource_response: { data: Data; error?: unknown } };
	if (!res.ok) {
		throw new Error(`${name} ${action}: ${res.status} ${JSON.stringify(body.resource_response)}`);
	}
	return { data: body.resource_response.data, res };
}

/** The longest word (4+ letters) of a title, lower-cased. */
function searchWord(title: string): string | undefined {
	const words = title.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
	return words.sort((a, b) => b.length - a.length)[0];
}

/**
 * Finds the pages, signs in as `username` and creates enough boards for `saves` saves.
 * Throws when the world has no public pins or the login fails.
 */
export async function discoverTargets(
	origin: string,
	account: { username: string; password: string },
	saves: number,
): Promise<LoadTargets> {
	const csrfToken = randomBytes(24).toString('base64url');
	const anonymous = { cookie: `csrftoken=${csrfToken}`, csrfToken };
	const home = await (await fetch(new URL('/', origin))).text();
	const pinIds = [...new Set([...home.matchAll(/href="\/pin\/(\d+)\/"/g)].map((m) => m[1]!))];
	if (pinIds.length === 0) throw new Error(`${origin}/ shows no pins to load`);
	pinIds.splice(MAX_PINS);

	const boardPaths = new Set<string>();
	const searchTerms = new Set<string>();
	for (const id of pinIds) {
		const { data } = await call(origin, 'PinResource', 'get', { id }, anonymous);
		const board = data.board as { url?: string } | undefined;
		if (board?.url) boardPaths.add(board.url);
		const word = searchWord(String(data.title ?? ''));
		if (word) searchTerms.add(word);
	}
	if (boardPaths.size === 0 || searchTerms.size === 0) {
		throw new Error('The pins on the home page name no boards or search words');
	}

	const login = await call(
		origin,
		'UserSessionResource',
		'create',
		{ username_or_email: account.username, password: account.password },
		anonymous,
	);
	const sessionCookie = login.res.headers
		.getSetCookie()
		.map((c) => c.split(';')[0]!)
		.find((c) => c.startsWith('_cb_sess='));
	if (!sessionCookie) throw new Error(`Logging in as ${account.username} set no session cookie`);
	const session = { cookie: `${anonymous.cookie}; ${sessionCookie}`, csrfToken };

	const stamp = new Date().toISOString().slice(0, 19).replace('T', ' ');
	const saveBoardIds: string[] = [];
	const boards = Math.max(1, Math.ceil(saves / pinIds.length));
	for (let i = 0; i < boards; i++) {
		const name = `Load ${stamp} ${i + 1}`;
		const { data } = await call(
			origin,
			'BoardResource',
			'create',
			{ name, privacy: 'secret' },
			session,
		);
		saveBoardIds.push(String(data.id));
	}
	return {
		origin,
		pinIds,
		boardPaths: [...boardPaths],
		searchTerms: [...searchTerms],
		session,
		saveBoardIds,
	};
}

/** Pins now on the save boards (their `pin_count`s), to compare with the saves acknowledged. */
export async function pinsOnSaveBoards(t: LoadTargets): Promise<number> {
	let total = 0;
	for (const id of t.saveBoardIds) {
		const { data } = await call(t.origin, 'BoardResource', 'get', { board_id: id }, t.session);
		total += Number(data.pin_count);
	}
	return total;
}
