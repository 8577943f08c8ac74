import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_FONTS } from '~/lib/content/stories/story-fonts.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

describe(`StoryPinFontsResource on ${testDialect()}`, () => {
	it('BLD-18: lists every story font, each with woff2 files of our own origin, to anyone', async () => {
		const { status, r } = await callResource(t.db, 'StoryPinFontsResource', 'get', {}, null);
		expect(status).toBe(200);
		const fonts = r.data.fonts as { family: string; url: string; weight: number; style: string }[];
		expect(new Set(fonts.map((f) => f.family))).toEqual(new Set(STORY_FONTS.map((f) => f.family)));
		for (const font of fonts) {
			expect(Object.keys(font).sort()).toEqual(['family', 'style', 'url', 'weight']);
			expect(font.url).toMatch(/^\/[^/].*\.woff2(\?.*)?$/);
			expect(font.url).toContain('latin');
			expect(font.style).toBe('normal');
			expect([400, 700]).toContain(font.weight);
		}
		// Every family has its regular weight; the editor's headings use 700 where the font has it.
		for (const { family } of STORY_FONTS) {
			expect(fonts.some((f) => f.family === family && f.weight === 400)).toBe(true);
		}
	});

	it('BLD-18: refuses unknown options and changes nothing', async () => {
		const { status, r } = await callResource(
			t.db,
			'StoryPinFontsResource',
			'get',
			{ family: 'x' },
			null,
		);
		expect(status).toBe(400);
		expect(r.error.api_error_code).toBe(1003);
	});
});
