import type { InterestRef } from './interests.ts';
import type { SocialPlan } from './plan-social.ts';
import type { BoardPlan, PinPlan, UserPlan } from './world.ts';

/** What `seedDemoWorld` created. */
export interface SeedSummary {
	seed: number;
	/** The id shard this run's rows carry. */
	shard: number;
	users: number;
	businessUsers: number;
	boards: number;
	secretBoards: number;
	boardsWithSections: number;
	sections: number;
	collaborativeBoards: number;
	collaborators: number;
	/** All pins rows: originals plus saves. */
	pins: number;
	originalPins: number;
	repins: number;
	/** Pictures drawn and stored (pin images and avatars). */
	images: number;
	interests: number;
	categories: number;
	pinInterests: number;
	userFollows: number;
	boardFollows: number;
	interestFollows: number;
	/** Time spent drawing and storing pictures. */
	imageSeconds: number;
	seconds: number;
}

export function worldSummary(w: {
	seed: number;
	shard: number;
	users: readonly UserPlan[];
	boards: readonly BoardPlan[];
	pins: readonly PinPlan[];
	interests: readonly InterestRef[];
	social: SocialPlan;
	pinInterests: number;
	images: number;
	imageSeconds: number;
	seconds: number;
}): SeedSummary {
	const repins = w.pins.filter((p) => p.origin !== null).length;
	return {
		seed: w.seed,
		shard: w.shard,
		users: w.users.length,
		businessUsers: w.users.filter((u) => u.accountType === 'business').length,
		boards: w.boards.length,
		secretBoards: w.boards.filter((b) => b.privacy === 'secret').length,
		boardsWithSections: w.boards.filter((b) => b.sections.length > 0).length,
		sections: w.boards.reduce((n, b) => n + b.sections.length, 0),
		collaborativeBoards: w.boards.filter((b) => b.collaborators.length > 0).length,
		collaborators: w.boards.reduce((n, b) => n + b.collaborators.length, 0),
		pins: w.pins.length,
		originalPins: w.pins.length - repins,
		repins,
		images: w.images,
		interests: w.interests.length,
		categories: w.interests.filter((i) => i.sub === null).length,
		pinInterests: w.pinInterests,
		userFollows: w.social.userFollows.length,
		boardFollows: w.social.boardFollows.length,
		interestFollows: w.social.interestFollows.length,
		imageSeconds: Math.round(w.imageSeconds * 10) / 10,
		seconds: Math.round(w.seconds * 10) / 10,
	};
}

/** The summary as aligned `name  value` lines, for the command line. */
export function summaryLines(summary: object): string[] {
	const entries = Object.entries(summary);
	const width = Math.max(...entries.map(([k]) => k.length));
	return entries.map(([k, v]) => `  ${k.padEnd(width)}  ${String(v)}`);
}
