import { describe, expect, it } from 'vitest';
import { planInterests } from '~/app/seed/interests.ts';
import { deriveUsername } from '~/app/seed/people.ts';
import { createRandom } from '~/app/seed/random.ts';
import { TOPICS } from '~/app/seed/topics/index.ts';
import { paletteByName } from '~/lib/platform/media/palettes.ts';
import { isReservedTopLevel } from '~/lib/platform/routing/reserved-paths.ts';
import { NAV_08_CATEGORIES } from '../../helpers/spec.ts';

const NAV_08 = NAV_08_CATEGORIES;

describe('idea categories', () => {
	it('are the 13 of NAV-08, in order, with URL slugs', () => {
		expect(TOPICS.map((t) => t.name)).toEqual(NAV_08);
		const slugs = TOPICS.map((t) => t.slug);
		expect(slugs).toContain('food-drink');
		expect(slugs).toContain('womens-fashion');
		expect(slugs).toContain('home-decor');
		expect(slugs).toContain('diy');
		for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
	});

	it('each have 4–8 sub-interests, word lists and existing palettes', () => {
		for (const t of TOPICS) {
			expect(t.subs.length).toBeGreaterThanOrEqual(4);
			expect(t.subs.length).toBeLessThanOrEqual(8);
			for (const s of t.subs) expect(s.subjects.length).toBeGreaterThanOrEqual(3);
			for (const p of t.palettes) expect(() => paletteByName(p)).not.toThrow();
			expect(t.boards.length).toBeGreaterThanOrEqual(5);
			expect(t.sections.length).toBeGreaterThanOrEqual(5);
			expect(t.adjectives.length).toBeGreaterThan(0);
			expect(t.endings.length).toBeGreaterThan(0);
			for (const d of t.domains) expect(d).toMatch(/\.example\.(com|org|net)$/);
		}
	});

	it('plan as interests with unique slugs, categories first in menu order', () => {
		let n = 0;
		const interests = planInterests(() => String(++n));
		expect(new Set(interests.map((i) => i.slug)).size).toBe(interests.length);
		const categories = interests.filter((i) => i.sub === null);
		expect(categories.map((c) => [c.name, c.position])).toEqual(NAV_08.map((name, i) => [name, i]));
		for (const i of interests.filter((x) => x.sub !== null)) {
			expect(categories.find((c) => c.id === i.parentId)?.topic).toBe(i.topic);
		}
	});
});

describe('usernames', () => {
	it('are derived from names, lower-case [a-z0-9_], unique and never reserved', () => {
		const rng = createRandom(1);
		const taken = new Set<string>(['search']);
		const made = Array.from({ length: 30 }, () => deriveUsername(rng, 'Zoë', "O'Neil", taken));
		expect(new Set(made).size).toBe(30);
		for (const u of made) {
			expect(u).toMatch(/^[a-z0-9_]{3,}$/);
			expect(isReservedTopLevel(u)).toBe(false);
		}
		expect(made[0]).toMatch(/zo|oneil/);
	});

	it('know the reserved names of RTE-20', () => {
		for (const name of ['search', 'ideas', 'login', 'settings', 'Today', 'your-shop']) {
			expect(isReservedTopLevel(name)).toBe(true);
		}
		expect(isReservedTopLevel('avabennett')).toBe(false);
	});
});
