import { slugify } from '../../lib/content/pins/pin.ts';
import type { Random } from './random.ts';
import { type BoardPlan, DAY_MS, type Timeline, timeBetween, type UserPlan } from './world.ts';

/**
 * Plans `count` boards across `users`: the demo account and businesses get several, everyone
 * gets at least one when there are enough; ~15% are secret (the demo account always has one),
 * ~30% have 2–5 sections, and about one in fifteen is collaborative (the demo account owns one
 * and collaborates on others). Ids are left empty.
 */
export function planBoards(
	rng: Random,
	users: readonly UserPlan[],
	count: number,
	timeline: Timeline,
): BoardPlan[] {
	const perUser = boardsPerUser(rng, users, count);
	const latest = timeline.start + (timeline.end - timeline.start) * 0.85;
	const boards: BoardPlan[] = [];
	users.forEach((owner, u) => {
		const usedNames = new Set<string>();
		for (let k = 0; k < perUser[u]!; k++) {
			const topic = owner.topics[k % owner.topics.length]!;
			const name = boardName(rng, topic.boards, usedNames);
			const at = timeBetween(rng.next, owner.at + DAY_MS / 24, Math.max(owner.at + DAY_MS, latest));
			const focus = rng.chance(0.4) ? rng.pick(topic.subs) : null;
			const description = rng.chance(0.6)
				? rng
						.pick(topic.sentences)
						.replace('{subject}', rng.pick((focus ?? topic.subs[0]!).subjects))
				: '';
			boards.push({
				id: '',
				at,
				owner,
				name,
				slug: slugify(name) || 'board',
				description,
				privacy: 'public',
				topic,
				focus,
				sections: [],
				collaborators: [],
			});
		}
	});
	markSecret(rng, boards);
	addSections(rng, boards);
	addCollaborators(rng, boards, users);
	return boards;
}

function boardsPerUser(rng: Random, users: readonly UserPlan[], count: number): number[] {
	const out = users.map((u) =>
		u.isDemo
			? Math.max(2, Math.round(count * 0.055))
			: u.accountType === 'business'
				? Math.max(1, Math.round(count * 0.033))
				: 0,
	);
	const people = users.map((_, i) => (out[i] === 0 ? i : -1)).filter((i) => i >= 0);
	let left = count - out.reduce((a, b) => a + b, 0);
	for (const i of people) {
		if (left <= 0) break;
		out[i] = 1;
		left--;
	}
	const weights = people.map((i) => [i, 0.4 + rng.next() * 1.6] as const);
	while (left > 0 && weights.length > 0) {
		const i = rng.weighted(weights);
		out[i] = (out[i] ?? 0) + 1;
		left--;
	}
	return out;
}

function boardName(rng: Random, names: readonly string[], used: Set<string>): string {
	const free = names.filter((n) => !used.has(slugify(n)));
	let name = free.length > 0 ? rng.pick(free) : `${rng.pick(names)} ${used.size + 1}`;
	while (used.has(slugify(name))) name = `${name} ${used.size + 1}`;
	used.add(slugify(name));
	return name;
}

function markSecret(rng: Random, boards: BoardPlan[]): void {
	const target = Math.max(1, Math.round(boards.length * 0.15));
	const demoBoards = boards.filter((b) => b.owner.isDemo);
	const secret = new Set<BoardPlan>();
	// The demo account's last board is secret, so the privacy UI has something to show.
	if (demoBoards.length > 1) secret.add(demoBoards[demoBoards.length - 1]!);
	for (const b of rng.shuffle(boards)) {
		if (secret.size >= target) break;
		if (!b.owner.isDemo) secret.add(b);
	}
	for (const b of secret) b.privacy = 'secret';
}

function addSections(rng: Random, boards: BoardPlan[]): void {
	const target = Math.round(boards.length * 0.3);
	const demoFirst = boards.find((b) => b.owner.isDemo);
	const chosen = rng.sample(
		boards.filter((b) => b !== demoFirst),
		target - (demoFirst ? 1 : 0),
	);
	if (demoFirst) chosen.push(demoFirst);
	for (const board of chosen) {
		const titles = rng.sample(board.topic.sections, rng.int(2, 5));
		board.sections = titles.map((title, position) => ({
			id: '',
			at: board.at + (position + 1) * 60_000,
			title,
			slug: slugify(title) || `section-${position + 1}`,
			position,
		}));
	}
}

function addCollaborators(rng: Random, boards: BoardPlan[], users: readonly UserPlan[]): void {
	if (users.length < 2) return;
	const target = Math.max(1, Math.round(boards.length / 15));
	const demo = users.find((u) => u.isDemo);
	const open = boards.filter((b) => b.privacy === 'public');
	const demoOwned = open.find((b) => b.owner.isDemo);
	const others = rng.shuffle(open.filter((b) => !b.owner.isDemo));
	const chosen = [...(demoOwned ? [demoOwned] : []), ...others].slice(0, target);
	chosen.forEach((board, i) => {
		const pool = users.filter((u) => u !== board.owner);
		const members = rng.sample(pool, rng.int(1, Math.min(3, pool.length)));
		// The demo account joins the first two boards of other people.
		if (demo && board.owner !== demo && i <= 2 && !members.includes(demo)) members[0] = demo;
		board.collaborators = members.map((user) => ({
			user,
			at: timeBetween(rng.next, Math.max(board.at, user.at) + 3_600_000, board.at + 30 * DAY_MS),
		}));
	});
}
