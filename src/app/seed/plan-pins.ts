import { ASPECT_RATIOS } from './aspect-ratios.ts';
import { pinText } from './pin-text.ts';
import type { Random } from './random.ts';
import type { SubTopic } from './topics/index.ts';
import {
	type BoardPlan,
	type PinPlan,
	type Timeline,
	timeBetween,
	type UserPlan,
} from './world.ts';

const HOUR = 3_600_000;

/**
 * Plans `count` original pins over `boards`. Bigger boards are rarer (a skewed weight per
 * board), every board gets at least two pins when there are enough, pins on collaborative
 * boards are pinned by the owner or a collaborator who had joined by then, and pins on boards
 * with sections mostly go into one. Each pin's words come from its own random stream
 * (`text:{n}`), and each picture from `image:{n}`, so the content of pin n does not depend on
 * how many numbers other parts of the world drew.
 */
export function planPins(
	rng: Random,
	boards: readonly BoardPlan[],
	count: number,
	timeline: Timeline,
): PinPlan[] {
	const perBoard = pinsPerBoard(rng, boards, count);
	const pins: PinPlan[] = [];
	const ratios = ASPECT_RATIOS.map((r) => [r.name, r.weight] as const);
	boards.forEach((board, b) => {
		for (let k = 0; k < perBoard[b]!; k++) {
			const n = pins.length;
			const words = rng.fork(`text:${n}`);
			const at = timeBetween(rng.next, board.at + HOUR, timeline.end);
			const sub = board.focus && words.chance(0.7) ? board.focus : words.pick(board.topic.subs);
			const subs: SubTopic[] = [sub];
			if (words.chance(0.25)) {
				const other = words.pick(board.topic.subs);
				if (other !== sub) subs.push(other);
			}
			const subject = words.pick(sub.subjects);
			const text = pinText(words, board.topic, sub, subject);
			pins.push({
				id: '',
				at,
				board,
				pinner: pinnerAt(rng, board, at),
				section: board.sections.length > 0 && rng.chance(0.65) ? rng.pick(board.sections) : null,
				topic: board.topic,
				subs,
				...text,
				origin: null,
				image: {
					seedLabel: `image:${n}`,
					palette: words.pick(board.topic.palettes),
					ratio: words.weighted(ratios),
				},
			});
		}
	});
	return pins;
}

/** The owner, or on a collaborative board sometimes a collaborator who had joined by `at`. */
function pinnerAt(rng: Random, board: BoardPlan, at: number): UserPlan {
	const joined = board.collaborators.filter((c) => c.at < at);
	if (joined.length === 0 || rng.chance(0.45)) return board.owner;
	return rng.pick(joined).user;
}

function pinsPerBoard(rng: Random, boards: readonly BoardPlan[], count: number): number[] {
	const floor = count >= boards.length * 2 ? 2 : count >= boards.length ? 1 : 0;
	const out = boards.map(() => floor);
	let left = count - floor * boards.length;
	const weights = boards.map((b, i) => {
		const skew = rng.next() ** 2 * 4 + 0.25;
		return [i, b.owner.isDemo ? skew * 1.5 : skew] as const;
	});
	while (left > 0) {
		const i = rng.weighted(weights);
		out[i]!++;
		left--;
	}
	return out;
}

/**
 * Plans `count` saves of public originals onto other people's public boards (never the
 * original pinner's or the original board owner's), leaning towards boards of the same
 * category and towards a few popular pins. A pin is saved at most once per board.
 */
export function planRepins(
	rng: Random,
	originals: readonly PinPlan[],
	boards: readonly BoardPlan[],
	count: number,
	timeline: Timeline,
): PinPlan[] {
	const sources = rng.shuffle(originals.filter((p) => p.board.privacy === 'public'));
	const targets = boards.filter((b) => b.privacy === 'public');
	if (sources.length === 0 || targets.length < 2) return [];
	// Popularity falls off with rank: a handful of pins get saved many times.
	const popularity = sources.map((p, rank) => [p, 1 / (rank + 8) ** 0.9] as const);
	const savedTo = new Map<PinPlan, Set<BoardPlan>>();
	const repins: PinPlan[] = [];
	for (let tries = 0; repins.length < count && tries < count * 6; tries++) {
		const origin = rng.weighted(popularity);
		const sameTopic = targets.filter((b) => b.topic === origin.topic);
		const pool = sameTopic.length > 1 && rng.chance(0.75) ? sameTopic : targets;
		const board = rng.pick(pool);
		if (board.owner === origin.pinner || board.owner === origin.board.owner) continue;
		const saved = savedTo.get(origin) ?? new Set<BoardPlan>();
		if (saved.has(board)) continue;
		saved.add(board);
		savedTo.set(origin, saved);
		const from = Math.max(origin.at, board.at) + 60_000;
		if (from >= timeline.end) continue;
		repins.push({
			...origin,
			id: '',
			at: timeBetween(rng.next, from, timeline.end),
			board,
			pinner: board.owner,
			section: board.sections.length > 0 && rng.chance(0.4) ? rng.pick(board.sections) : null,
			origin,
			image: null,
		});
	}
	return repins;
}
