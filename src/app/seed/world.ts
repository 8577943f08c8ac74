import type { SubTopic, Topic } from './topics/index.ts';

/**
 * The planned demo world, before it is written: plain objects made by the `plan-*.ts` modules
 * from one seed. Times (`at`, epoch milliseconds) are fixed at planning; ids are handed out
 * afterwards in time order (`assignIds`), so newer rows get greater ids.
 */
export interface WorldSize {
	users: number;
	boards: number;
	/** Original pins, each with its own drawn image. */
	pins: number;
	/** Saves of those pins onto other people's boards. */
	repins: number;
}

export const DEFAULT_WORLD_SIZE: WorldSize = { users: 40, boards: 150, pins: 3000, repins: 2400 };

/** The span the world's history covers, in epoch milliseconds. */
export interface Timeline {
	start: number;
	end: number;
}

export interface UserPlan {
	id: string;
	at: number;
	username: string;
	email: string;
	firstName: string;
	lastName: string;
	about: string;
	accountType: 'personal' | 'business';
	website: string | null;
	country: string;
	locale: string;
	/** Favourite categories: boards and follows lean towards them. */
	topics: Topic[];
	/** Gets a drawn profile picture. */
	avatar: boolean;
	isDemo: boolean;
}

interface SectionPlan {
	id: string;
	at: number;
	title: string;
	slug: string;
	position: number;
}

interface CollaboratorPlan {
	user: UserPlan;
	at: number;
}

export interface BoardPlan {
	id: string;
	at: number;
	owner: UserPlan;
	name: string;
	slug: string;
	description: string;
	privacy: 'public' | 'secret';
	topic: Topic;
	/** The sub-interest the board focuses on, if any. */
	focus: SubTopic | null;
	sections: SectionPlan[];
	collaborators: CollaboratorPlan[];
}

/** How to draw an original pin's picture. */
interface ImagePlan {
	/** Fork label of the drawing's random stream. */
	seedLabel: string;
	palette: string;
	ratio: string;
}

export interface PinPlan {
	id: string;
	at: number;
	board: BoardPlan;
	pinner: UserPlan;
	section: SectionPlan | null;
	topic: Topic;
	/** Sub-interests (one or two); the category is implied by `topic`. */
	subs: SubTopic[];
	title: string;
	description: string;
	link: string | null;
	domain: string | null;
	/** Set for saves (repins); the picture and words are the original's. */
	origin: PinPlan | null;
	/** Set for originals. */
	image: ImagePlan | null;
}

export interface FollowPlan<T> {
	follower: UserPlan;
	target: T;
	at: number;
}

/** Sorts by time (stable) and hands out ids from `nextId(at)` in that order. */
export function assignIds<T extends { id: string; at: number }>(
	items: T[],
	nextId: (at: number) => string,
): T[] {
	const sorted = items
		.map((item, index) => ({ item, index }))
		.sort((a, b) => a.item.at - b.item.at || a.index - b.index);
	for (const { item } of sorted) item.id = nextId(item.at);
	return sorted.map((s) => s.item);
}

/** A time uniformly between `from` and `to` (whole milliseconds). */
export function timeBetween(next: () => number, from: number, to: number): number {
	return Math.floor(from + next() * Math.max(0, to - from));
}

export const DAY_MS = 86_400_000;
