import type { InterestRef } from './interests.ts';
import type { Random } from './random.ts';
import type { BoardPlan, FollowPlan, Timeline, UserPlan } from './world.ts';
import { timeBetween } from './world.ts';

export interface SocialPlan {
	userFollows: FollowPlan<UserPlan>[];
	boardFollows: FollowPlan<BoardPlan>[];
	interestFollows: FollowPlan<InterestRef>[];
}

/**
 * Plans who follows whom: each person follows 3–15 others (people who share a favourite
 * category are likelier, and the demo account and businesses draw more followers), 2–8 public
 * boards of other people, and their favourite categories plus a few sub-interests.
 */
export function planSocial(
	rng: Random,
	users: readonly UserPlan[],
	boards: readonly BoardPlan[],
	interests: readonly InterestRef[],
	timeline: Timeline,
): SocialPlan {
	const after = (a: number, b = a) => timeBetween(rng.next, Math.max(a, b) + 60_000, timeline.end);
	const userFollows: FollowPlan<UserPlan>[] = [];
	const demo = users.find((u) => u.isDemo);
	for (const follower of users) {
		const others = users.filter((u) => u !== follower);
		if (others.length === 0) continue;
		const weights = others.map((u) => {
			const shared = u.topics.filter((t) => follower.topics.includes(t)).length;
			const pull = u.isDemo ? 4 : u.accountType === 'business' ? 2.5 : 1;
			return [u, (1 + shared * 1.5) * pull] as const;
		});
		const want = Math.min(others.length, follower.isDemo ? 12 : rng.int(3, 15));
		const chosen = new Set<UserPlan>();
		if (demo && demo !== follower && rng.chance(0.34)) chosen.add(demo);
		for (let tries = 0; chosen.size < want && tries < want * 10; tries++) {
			chosen.add(rng.weighted(weights));
		}
		for (const target of chosen) {
			userFollows.push({ follower, target, at: after(follower.at, target.at) });
		}
	}

	const boardFollows: FollowPlan<BoardPlan>[] = [];
	const open = boards.filter((b) => b.privacy === 'public');
	for (const follower of users) {
		const candidates = open.filter((b) => b.owner !== follower);
		if (candidates.length === 0) continue;
		const weights = candidates.map((b) => [b, follower.topics.includes(b.topic) ? 4 : 1] as const);
		const want = Math.min(candidates.length, rng.int(2, 8));
		const chosen = new Set<BoardPlan>();
		for (let tries = 0; chosen.size < want && tries < want * 10; tries++) {
			chosen.add(rng.weighted(weights));
		}
		for (const target of chosen) {
			boardFollows.push({ follower, target, at: after(follower.at, target.at) });
		}
	}

	const interestFollows: FollowPlan<InterestRef>[] = [];
	for (const follower of users) {
		const chosen = new Set<InterestRef>();
		for (const topic of follower.topics) {
			const category = interests.find((i) => i.topic === topic && i.sub === null);
			if (category) chosen.add(category);
			const subs = interests.filter((i) => i.topic === topic && i.sub !== null);
			for (const s of rng.sample(subs, rng.int(0, 2))) chosen.add(s);
		}
		for (const target of chosen) interestFollows.push({ follower, target, at: after(follower.at) });
	}
	return { userFollows, boardFollows, interestFollows };
}
