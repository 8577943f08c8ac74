import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StoryData, storyDataSchema } from '~/lib/content/stories/story-data.ts';
import { storyPinParts } from '~/lib/content/stories/story-pin.server.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { findStoredImage, ingestImage } from '~/lib/platform/media/media.service.server.ts';
import { makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
let dir: string;
let store: LocalMediaStore;
let ownerId: string;
let otherId: string;
let ownMediaId: string;
let otherMediaId: string;

/** A solid-colour JPEG of w×h. */
async function jpeg(w: number, h: number, color: string): Promise<Buffer> {
	return sharp({ create: { width: w, height: h, channels: 3, background: color } })
		.jpeg()
		.toBuffer();
}

function story(input: unknown): StoryData {
	return storyDataSchema.parse(input);
}

async function counts() {
	const { n } = await t.db.selectFrom('media').select(countAll().as('n')).executeTakeFirstOrThrow();
	return { media: Number(n), files: fs.readdirSync(dir, { recursive: true }).length };
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
	const error = await p.then(
		() => null,
		(e: unknown) => e,
	);
	expect(error).toBeInstanceOf(AppError);
	return error as AppError;
}

beforeAll(async () => {
	t = await createTestDb();
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-story-'));
	store = new LocalMediaStore(dir);
	ownerId = (await makeUser(t.db)).id;
	otherId = (await makeUser(t.db)).id;
	ownMediaId = (await ingestImage(t.db, store, { ownerId, bytes: await jpeg(400, 400, '#ff0000') }))
		.id;
	otherMediaId = (
		await ingestImage(t.db, store, { ownerId: otherId, bytes: await jpeg(200, 300, '#00ff00') })
	).id;
});
afterAll(async () => {
	await t?.destroy();
	if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`storyPinParts on ${testDialect()}`, () => {
	it('PIN-17 BLD-11 BLD-13: draws a 9:16 cover of page 1 (background, picture by its edits) and keeps the story', async () => {
		const data = story({
			pages: [
				{
					backgroundColor: '#0000ff',
					blocks: [
						{ type: 'image', mediaId: ownMediaId, edits: { left: 0.5, top: 0.5, scale: 0.5 } },
						{ type: 'heading', text: 'Hello story', vertical: 'top', align: 'center' },
					],
				},
				{
					blocks: [{ type: 'paragraph', text: 'Page two' }],
					linkBlock: { url: 'https://Example.com/a' },
				},
			],
		});
		const parts = await storyPinParts(t.db, ownerId, data, { store });
		const cover = await findStoredImage(t.db, parts.mediaId);
		expect(cover).toBeDefined();
		expect([cover!.width, cover!.height]).toEqual([720, 1280]);
		const row = await t.db
			.selectFrom('media')
			.select('owner_id')
			.where('id', '=', parts.mediaId)
			.executeTakeFirstOrThrow();
		expect(row.owner_id).toBe(ownerId);
		// The picture sits in the bottom-right quarter: red there, the blue background elsewhere.
		const file = await store.get(`${cover!.storageKey}/${cover!.variants.orig.file}`);
		const { data: px, info } = await sharp(Buffer.from(file!.body))
			.removeAlpha()
			.raw()
			.toBuffer({ resolveWithObject: true });
		const at = (x: number, y: number) => {
			const i = (y * info.width + x) * 3;
			return [px[i]!, px[i + 1]!, px[i + 2]!];
		};
		const [r1, , b1] = at(540, 800);
		expect(r1).toBeGreaterThan(200);
		expect(b1).toBeLessThan(60);
		const [r2, , b2] = at(100, 1200);
		expect(r2).toBeLessThan(60);
		expect(b2).toBeGreaterThan(200);
		const stored = JSON.parse(parts.storyJson) as StoryData;
		expect(stored.pages).toHaveLength(2);
		expect(stored.pages[1]!.linkBlock!.url).toBe('https://example.com/a');
	});

	it('PIN-17: refuses an empty page, naming it, and writes nothing', async () => {
		const before = await counts();
		const error = await refusal(
			storyPinParts(
				t.db,
				ownerId,
				story({
					pages: [{ blocks: [{ type: 'heading', text: 'One' }] }, { blocks: [{ text: '  ' }] }],
				}),
				{ store },
			),
		);
		expect(error.code).toBe('StoryPageEmpty');
		expect(error.message).toContain('Page 2');
		expect(await counts()).toEqual(before);
	});

	it("BLD-11: refuses someone else's picture and an unknown video", async () => {
		const before = await counts();
		const error = await refusal(
			storyPinParts(
				t.db,
				ownerId,
				story({ pages: [{ blocks: [{ type: 'image', mediaId: otherMediaId }] }] }),
				{
					store,
				},
			),
		);
		expect(error.code).toBe('StoryMediaNotOwned');
		expect(error.message).toContain('picture on page 1');
		const video = await refusal(
			storyPinParts(
				t.db,
				ownerId,
				story({ pages: [{ blocks: [{ type: 'video', videoId: '123' }] }] }),
				{
					store,
				},
			),
		);
		expect(video.code).toBe('StoryMediaNotOwned');
		expect(await counts()).toEqual(before);
	});

	it('BLD-17: refuses a link that is not http(s), naming the story link', async () => {
		const before = await counts();
		for (const url of [
			'javascript:alert(1)',
			'data:text/html,hi',
			'/relative',
			'ftp://example.com/',
		]) {
			const error = await refusal(
				storyPinParts(
					t.db,
					ownerId,
					story({ pages: [{ blocks: [{ text: 'Hi' }] }, { linkBlock: { url } }] }),
					{ store },
				),
			);
			expect(error.code).toBe('StoryLinkInvalid');
			expect(error.extra).toEqual({ field: 'story_link', page: 1 });
		}
		expect(await counts()).toEqual(before);
	});

	it('U-23 BLD-18: refuses more than 10 pages and a font that is not a story font', async () => {
		const page = { blocks: [{ text: 'Hi' }] };
		const many = await refusal(
			storyPinParts(t.db, ownerId, { pages: Array.from({ length: 11 }, () => page) } as StoryData, {
				store,
			}),
		);
		expect(many.code).toBe('StoryTooManyPages');
		const font = await refusal(
			storyPinParts(
				t.db,
				ownerId,
				story({ pages: [{ blocks: [{ text: 'Hi', font: 'Comic Sans' }] }] }),
				{
					store,
				},
			),
		);
		expect(font.code).toBe('StoryInvalid');
		expect(font.message).toContain('Comic Sans');
	});
});
