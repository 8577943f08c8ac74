import { describe, expect, it } from 'vitest';
import { createRandom } from '~/app/seed/random.ts';
import {
	planScaleBoards,
	planScaleSlots,
	planScaleUsers,
	scalePinMaker,
} from '~/app/seed/scale-world.ts';
import { TOPICS } from '~/app/seed/topics/index.ts';
import { assignIds, DAY_MS } from '~/app/seed/world.ts';

const END = Date.parse('2026-11-21T00:00:00Z');
const timeline = { start: END - 730 * DAY_MS, end: END };

function world(pins: number) {
	let n = 0n;
	const nextId = () => String(++n);
	const rng = createRandom(11);
	const users = assignIds(planScaleUsers(rng.fork('u'), 20, 3, timeline, 'hash'), nextId);
	const boards = assignIds(planScaleBoards(rng.fork('b'), users, 150, timeline), nextId);
	assignIds(
		boards.flatMap((b) => b.sections),
		nextId,
	);
	const slots = planScaleSlots(rng.fork('s'), boards, pins, timeline.end);
	return { users, boards, slots, nextId };
}

describe('scale world', () => {
	it('names users uniquely, tagged with the run’s shard', () => {
		const { users } = world(10);
		const names = users.map((u) => u.row.username as string);
		expect(new Set(names).size).toBe(names.length);
		for (const name of names) expect(name).toMatch(/^[a-z0-9]+_3_\d+$/);
	});

	it('keeps board slugs unique per owner', () => {
		const { boards } = world(10);
		const keys = boards.map((b) => `${b.owner.row.username}/${b.slug}`);
		expect(new Set(keys).size).toBe(keys.length);
	});

	it('places pins in time order, each after its board was created', () => {
		const { boards, slots } = world(5000);
		expect(slots.times).toHaveLength(5000);
		for (let i = 0; i < 5000; i++) {
			if (i > 0) expect(slots.times[i]!).toBeGreaterThanOrEqual(slots.times[i - 1]!);
			expect(slots.times[i]!).toBeGreaterThan(boards[slots.board[i]!]!.at);
			expect(slots.times[i]!).toBeLessThanOrEqual(END);
		}
		const perBoard = new Map<number, number>();
		for (const b of slots.board) perBoard.set(b, (perBoard.get(b) ?? 0) + 1);
		expect(Math.max(...perBoard.values())).toBeLessThan(5000 / 10);
	});

	it('makes pin rows with a pooled picture of the board’s category and two interests', () => {
		const { boards, slots, nextId } = world(50);
		const pool = TOPICS.map((t, i) => ({
			mediaId: String(1000 + i),
			dominantColor: '#aabbcc',
			altText: `picture for ${t.slug}`,
			topicSlug: t.slug,
		}));
		const interestIds = new Map<string, string>();
		for (const t of TOPICS) {
			interestIds.set(t.slug, `c-${t.slug}`);
			for (const s of t.subs) interestIds.set(s.slug, `s-${s.slug}`);
		}
		const make = scalePinMaker(createRandom(1), boards, pool, interestIds);
		for (let i = 0; i < 50; i++) {
			const board = boards[slots.board[i]!]!;
			const { pin, links } = make(slots.times[i]!, slots.board[i]!, nextId());
			expect(pin.board_id).toBe(board.id);
			expect(pin.pinner_id).toBe(board.owner.id);
			expect(pin.alt_text).toBe(`picture for ${board.topic.slug}`);
			expect(links).toHaveLength(2);
			expect(links[0]!.interest_id).toBe(`c-${board.topic.slug}`);
			if (pin.section_id) expect(board.sections.map((s) => s.id)).toContain(pin.section_id);
		}
	});
});
