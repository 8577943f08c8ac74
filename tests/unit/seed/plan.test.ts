import { describe, expect, it } from 'vitest';
import { planBoards } from '~/app/seed/plan-boards.ts';
import { planPins, planRepins } from '~/app/seed/plan-pins.ts';
import { planUsers } from '~/app/seed/plan-users.ts';
import { createRandom } from '~/app/seed/random.ts';
import { assignIds, DAY_MS, DEFAULT_WORLD_SIZE } from '~/app/seed/world.ts';
import { slugify } from '~/lib/content/pins/pin.ts';
import { isReservedTopLevel } from '~/lib/platform/routing/reserved-paths.ts';

const END = Date.parse('2026-11-21T00:00:00Z');
const timeline = { start: END - 730 * DAY_MS, end: END };

function plan(seed: number, size = DEFAULT_WORLD_SIZE) {
	const rng = createRandom(seed);
	const users = planUsers(rng.fork('users'), size.users, timeline);
	const boards = planBoards(rng.fork('boards'), users, size.boards, timeline);
	const pins = planPins(rng.fork('pins'), boards, size.pins, timeline);
	const repins = planRepins(rng.fork('repins'), pins, boards, size.repins, timeline);
	return { users, boards, pins, repins };
}

describe('the planned demo world', () => {
	const world = plan(20261121);

	it('is the same for the same seed and different for another', () => {
		const again = plan(20261121);
		expect(again.users.map((u) => u.username)).toEqual(world.users.map((u) => u.username));
		expect(again.boards.map((b) => [b.owner.username, b.name])).toEqual(
			world.boards.map((b) => [b.owner.username, b.name]),
		);
		expect(again.pins.map((p) => [p.title, p.image?.palette, p.at])).toEqual(
			world.pins.map((p) => [p.title, p.image?.palette, p.at]),
		);
		const other = plan(7);
		expect(other.pins.map((p) => p.title)).not.toEqual(world.pins.map((p) => p.title));
	});

	it('has the demo account, three businesses and valid usernames', () => {
		expect(world.users).toHaveLength(40);
		expect(world.users[0]!.username).toBe('demo');
		expect(world.users.filter((u) => u.accountType === 'business')).toHaveLength(3);
		expect(new Set(world.users.map((u) => u.username)).size).toBe(40);
		for (const u of world.users) {
			expect(u.username).toMatch(/^[a-z0-9_]+$/);
			expect(isReservedTopLevel(u.username)).toBe(false);
			expect(u.email).toBe(`${u.username}@corkboard.test`);
		}
	});

	it('has ~150 boards: some secret, some with sections, ~10 collaborative', () => {
		const { boards } = world;
		expect(boards).toHaveLength(150);
		const secret = boards.filter((b) => b.privacy === 'secret').length;
		expect(secret).toBeGreaterThanOrEqual(15);
		expect(secret).toBeLessThanOrEqual(30);
		const sectioned = boards.filter((b) => b.sections.length > 0);
		expect(sectioned.length).toBe(45);
		for (const b of sectioned) {
			expect(b.sections.length).toBeGreaterThanOrEqual(2);
			expect(b.sections.length).toBeLessThanOrEqual(5);
		}
		const collaborative = boards.filter((b) => b.collaborators.length > 0);
		expect(collaborative.length).toBe(10);
		expect(collaborative.some((b) => b.owner.isDemo)).toBe(true);
		expect(collaborative.some((b) => b.collaborators.some((c) => c.user.isDemo))).toBe(true);
		expect(boards.some((b) => b.owner.isDemo && b.privacy === 'secret')).toBe(true);
	});

	it('gives board slugs that are unique per owner', () => {
		const keys = world.boards.map((b) => `${b.owner.username}/${b.slug}`);
		expect(new Set(keys).size).toBe(keys.length);
		for (const b of world.boards) expect(b.slug).toBe(slugify(b.name));
	});

	it('pins by the board owner or a collaborator who had joined, after the board existed', () => {
		expect(world.pins).toHaveLength(3000);
		for (const p of world.pins) {
			const allowed = [
				p.board.owner,
				...p.board.collaborators.filter((c) => c.at < p.at).map((c) => c.user),
			];
			expect(allowed).toContain(p.pinner);
			expect(p.at).toBeGreaterThan(p.board.at);
			expect(p.at).toBeLessThanOrEqual(END);
			if (p.section) expect(p.board.sections).toContain(p.section);
			expect(p.subs.length).toBeGreaterThanOrEqual(1);
			for (const s of p.subs) expect(p.topic.subs).toContain(s);
			if (p.link) expect(new URL(p.link).host).toBe(p.domain);
		}
		const ratios = new Set(world.pins.map((p) => p.image?.ratio));
		expect(ratios.size).toBe(6);
	});

	it('saves public pins onto other people’s public boards, later than the original', () => {
		expect(world.repins.length).toBe(2400);
		for (const r of world.repins) {
			const origin = r.origin!;
			expect(origin.board.privacy).toBe('public');
			expect(r.board.privacy).toBe('public');
			expect(r.board.owner).not.toBe(origin.pinner);
			expect(r.pinner).toBe(r.board.owner);
			expect(r.at).toBeGreaterThan(origin.at);
			expect(r.title).toBe(origin.title);
		}
	});

	it('hands out ids in time order', () => {
		let n = 0n;
		const pins = assignIds([...world.pins], () => String(++n));
		for (let i = 1; i < pins.length; i++) {
			expect(pins[i]!.at).toBeGreaterThanOrEqual(pins[i - 1]!.at);
			expect(BigInt(pins[i]!.id)).toBeGreaterThan(BigInt(pins[i - 1]!.id));
		}
	});
});
