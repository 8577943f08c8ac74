import fc from 'fast-check';
import { resources } from '~/app/resources.server.ts';
import { FOREST, sceneImage } from '../../../unit/visual/visual-fixtures.ts';
import type { PageEndpoint } from '../../page-modules.ts';
import { idValue } from '../field-values.ts';
import type { AnswerKind, Caller, FuzzTarget } from '../fuzz-target.ts';
import type { FuzzPools } from '../fuzz-world.ts';
import { hostileValue, nastyString } from '../hostile-values.ts';
import { type BodyEncoding, malformedBody } from '../request-body.ts';
import { callRoute, paramsFor, type RouteInput } from './route-call.ts';

/**
 * Handlers not made by `restRoute` that read no client input (only being asked): nothing to
 * generate. The completeness test holds every other handler to a target.
 */
export const NO_INPUT: Readonly<Record<string, string>> = {
	'GET /healthz': 'liveness: answers the process state',
	'GET /readyz': 'readiness: answers whether the database answers',
	'GET /robots.txt': 'a fixed text built from the configuration',
	'GET /sitemap.xml': 'the sitemap index: reads id ranges, takes no parameters',
};

/**
 * Modules that only load in the built app, with why they may: they read no client input.
 * (`astro:content` exists only under Astro's bundler.)
 */
export const UNLOADABLE_WITHOUT_INPUT: Readonly<Record<string, string>> = {
	'/src/pages/sitemaps/today.xml.ts': 'the Today sitemap: reads the content collection, no input',
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const encoding: fc.Arbitrary<BodyEncoding> = fc.oneof(
	{ weight: 3, arbitrary: fc.constant('urlencoded' as const) },
	{ weight: 2, arbitrary: fc.constant('multipart' as const) },
	{ weight: 1, arbitrary: fc.constant('json' as const) },
);

/** `back` of the no-JavaScript forms: our paths, and ways out of the site (open redirects). */
const back = fc.oneof(
	fc.constantFrom(
		'/',
		'/fuzz_member/member-public/',
		'/ideas/',
		'//evil.example/',
		'/\t/evil.example',
	),
	fc.constantFrom(
		'https://evil.example/',
		'/\\evil.example',
		'javascript:alert(1)',
		'/%0d%0aSet-Cookie:x=1',
	),
	nastyString(),
);

/** `lang` of the footer's language picker: languages of the site, and what is not one. */
const language = fc.oneof(
	fc.constantFrom('de', 'ja', 'ar', 'en', 'pt-BR', 'EN_gb', 'xx', 'en-XA', 'de;path=/'),
	nastyString(),
);

/** A form post: fields (some left out) in an encoding, or a body that is no form at all. */
function formPost(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<RouteInput> {
	const body = fc.oneof(
		{
			weight: 8,
			arbitrary: fc.record({ fields: fc.record(fields, { requiredKeys: [] }), encoding }),
		},
		{ weight: 1, arbitrary: fc.record({ raw: malformedBody() }) },
	);
	return fc.record({ params: fc.constant({}), query: fc.constant({}), body });
}

/** Any method, path and query on a catch-all; writes carry a body of some kind. */
function anyRequest(endpoint: PageEndpoint, pools: FuzzPools): fc.Arbitrary<RouteInput> {
	return fc.record({
		params: paramsFor(endpoint.path, pools),
		query: fc.dictionary(fc.string({ maxLength: 10 }), hostileValue(), { maxKeys: 3 }),
		method: fc.constantFrom(...METHODS),
		body: fc.record({ raw: malformedBody() }),
	});
}

/** What `/upload-image/` is sent in its `img` field. */
type Upload = 'png' | 'random' | 'truncated' | 'text' | 'none' | 'not-multipart';

let picture: Promise<Buffer> | undefined;

async function uploadInput(kind: Upload, bytes: Uint8Array<ArrayBuffer>): Promise<RouteInput> {
	if (kind === 'not-multipart')
		return { params: {}, query: {}, body: { raw: { contentType: 'image/png', body: bytes } } };
	picture ??= sceneImage(FOREST, 90, 60);
	const form = new FormData();
	const png = await picture;
	const file =
		kind === 'png'
			? png
			: kind === 'truncated'
				? png.subarray(0, Math.max(8, png.length >> 1))
				: bytes;
	if (kind === 'text') form.set('img', 'not a file');
	else if (kind !== 'none') form.set('img', new Blob([new Uint8Array(file)]), 'photo.png');
	// Sent as bytes, not as the FormData (see `multipartFields`).
	const encoded = new Response(form);
	const body = new Uint8Array(await encoded.arrayBuffer());
	const contentType = encoded.headers.get('content-type');
	return { params: {}, query: {}, body: { raw: { contentType, body } } };
}

/** What `/upload-video/` is sent: a body in a declared type, some starting like a real video. */
function videoUploadInput(
	type: string,
	head: 'mp4' | 'webm' | 'none',
	bytes: Uint8Array<ArrayBuffer>,
): RouteInput {
	const magic =
		head === 'mp4'
			? [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]
			: head === 'webm'
				? [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]
				: [];
	const body = new Uint8Array(magic.length + bytes.length);
	body.set(magic);
	body.set(bytes, magic.length);
	return { params: {}, query: {}, body: { raw: { contentType: type, body } } };
}

const VIDEO_TYPES = ['video/mp4', 'video/webm', 'image/jpeg', 'text/vtt', 'application/json'];

interface Manual {
	answers: AnswerKind;
	input(pools: FuzzPools, endpoint: PageEndpoint): fc.Arbitrary<unknown>;
	/** Turns the generated input into the request (default: it is the `RouteInput`). */
	request?(input: unknown): Promise<RouteInput> | RouteInput;
}

const MANUAL: Record<string, Manual> = {
	'POST /board/actions': {
		answers: 'redirect',
		input: (pools) =>
			formPost({
				action: fc.oneof(
					fc.constantFrom('follow', 'unfollow', 'archive', 'unarchive', 'dismiss-sensitivity'),
					fc.constantFrom(
						'add-section',
						'rename-section',
						'delete-section',
						'toString',
						'__proto__',
					),
					nastyString(),
				),
				board_id: idValue('board_id', pools),
				section_id: idValue('section_id', pools),
				title: fc.oneof(fc.string({ maxLength: 200 }), nastyString()),
				back,
			}),
	},
	'POST /ideas/follow': {
		answers: 'redirect',
		input: (pools) =>
			formPost({
				action: fc.oneof(fc.constantFrom('follow', 'unfollow'), nastyString()),
				interest_id: fc.oneof(idValue('interest_id', pools), fc.constantFrom(...pools.slugs)),
				back,
			}),
	},
	'POST /logout': {
		answers: 'redirect',
		input: () => formPost({ next: back, csrftoken: nastyString() }),
	},
	'GET /language': {
		answers: 'redirect',
		input: () =>
			fc.record({
				params: fc.constant({}),
				query: fc.record({ lang: language, next: back }, { requiredKeys: [] }),
			}),
	},
	'POST /language': {
		answers: 'redirect',
		input: () => formPost({ lang: language, next: back, csrftoken: nastyString() }),
	},
	'POST /upload-image': {
		answers: 'envelope',
		input: () =>
			fc.tuple(
				fc.constantFrom<Upload>('png', 'random', 'truncated', 'text', 'none', 'not-multipart'),
				fc.uint8Array({ maxLength: 256 }).map((b) => new Uint8Array(b)),
			),
		request: (input) => uploadInput(...(input as [Upload, Uint8Array<ArrayBuffer>])),
	},
	'POST /upload-video': {
		answers: 'envelope',
		input: () =>
			fc.tuple(
				fc.constantFrom(...VIDEO_TYPES),
				fc.constantFrom<'mp4' | 'webm' | 'none'>('mp4', 'webm', 'none'),
				fc.uint8Array({ maxLength: 512 }).map((b) => new Uint8Array(b)),
			),
		request: (input) =>
			videoUploadInput(...(input as [string, 'mp4' | 'webm' | 'none', Uint8Array<ArrayBuffer>])),
	},
	'POST /upload-video/[id]/captions': {
		answers: 'envelope',
		input: (pools) =>
			fc.record({
				params: fc.record({ id: fc.oneof(idValue('id', pools), nastyString()) }),
				query: fc.constant({}),
				body: fc.record({
					raw: fc.record({
						contentType: fc.constantFrom(...VIDEO_TYPES),
						body: fc.oneof(
							fc.constant(new TextEncoder().encode('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n')),
							fc.uint8Array({ maxLength: 256 }).map((b) => new Uint8Array(b)),
						),
					}),
				}),
			}),
	},
	'GET /media/[...key]': {
		answers: 'file',
		input: (pools) =>
			fc.record({
				params: fc.record({
					key: fc.oneof(
						fc.constantFrom(...pools.mediaFiles),
						fc.constantFrom('../../etc/passwd', 'ab/cd/../../../x', '', 'test/1/orig.jpg'),
						nastyString(),
					),
				}),
				query: fc.constant({}),
			}),
	},
	'GET /sitemaps/[name].xml': {
		answers: 'file',
		input: () =>
			fc.record({
				params: fc.record({
					name: fc.oneof(
						fc.constantFrom('topics', 'pins-0-1', 'boards-1-0', 'profiles-0-99999999999999999999'),
						fc
							.tuple(
								fc.constantFrom('pins', 'boards', 'profiles'),
								fc.bigInt({ min: 0n, max: 1n << 64n }),
								fc.bigInt({ min: 0n, max: 1n << 64n }),
							)
							.map(([k, a, b]) => `${k}-${a}-${b}`),
						nastyString(),
					),
				}),
				query: fc.constant({}),
			}),
	},
	'GET /request-data/download': {
		answers: 'file',
		input: () =>
			fc.record({
				params: fc.constant({}),
				query: fc.dictionary(fc.string(), nastyString(), { maxKeys: 2 }),
			}),
	},
	'GET /email/verify': {
		answers: 'redirect',
		input: () =>
			fc.record({
				params: fc.constant({}),
				query: fc.record(
					{ t: fc.oneof(nastyString(), fc.stringMatching(/^[0-9a-f]{64}$/)) },
					{ requiredKeys: [] },
				),
			}),
	},
	'ALL /resource/[name]/[action]': {
		answers: 'envelope',
		input: () =>
			fc.record({
				params: fc.record({
					name: fc.oneof(
						fc.constantFrom(...resources.keys(), 'NoSuchResource', 'constructor', '__proto__'),
						nastyString(),
					),
					action: fc.oneof(
						fc.constantFrom('get', 'create', 'update', 'delete', 'GET', 'list'),
						nastyString(),
					),
				}),
				query: fc.record({ data: fc.constant('{"options":{}}') }),
				method: fc.constantFrom(...METHODS, 'HEAD', 'OPTIONS'),
				body: fc.record({ raw: malformedBody() }),
			}),
	},
	'ALL /v3/[...path]': { answers: 'envelope', input: (pools, e) => anyRequest(e, pools) },
	'ALL /vx/[...path]': { answers: 'envelope', input: (pools, e) => anyRequest(e, pools) },
	'ALL /ads/v4/[...path]': { answers: 'envelope', input: (pools, e) => anyRequest(e, pools) },
};

/** The key of an endpoint in `MANUAL` and `NO_INPUT`: `POST /board/actions`. */
export function endpointKey(endpoint: Pick<PageEndpoint, 'method' | 'path'>): string {
	return `${endpoint.method} ${endpoint.path}`;
}

/** A target for each handler with a hand-written input in `MANUAL`. */
export function endpointTargets(endpoints: PageEndpoint[]): FuzzTarget[] {
	return endpoints.flatMap((endpoint) => {
		const manual = MANUAL[endpointKey(endpoint)];
		if (!manual) return [];
		return [
			{
				id: `endpoint ${endpointKey(endpoint)}`,
				answers: manual.answers,
				input: (pools: FuzzPools) => manual.input(pools, endpoint),
				call: async (caller: Caller, input: unknown) => {
					const request = manual.request ? await manual.request(input) : (input as RouteInput);
					const { body, ...withoutBody } = request;
					// GET and HEAD carry no body.
					const bodiless = ['GET', 'HEAD'].includes(request.method ?? endpoint.method);
					return callRoute(endpoint, caller, bodiless || !body ? withoutBody : request);
				},
			},
		];
	});
}
