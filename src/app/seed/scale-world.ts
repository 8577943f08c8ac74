import { slugify } from '../../lib/content/pins/pin.ts';
import {
	langOfLocale,
	nameSearchTerms,
	searchTerms,
} from '../../lib/platform/text/search-terms.ts';
import { SEED_EMAIL_DOMAIN } from './demo-account.ts';
import { FIRST_NAMES, LAST_NAMES, PLACES, usernameBase } from './people.ts';
import { pinText } from './pin-text.ts';
import type { Random } from './random.ts';
import { iso } from './rows.ts';
import { TOPICS, type Topic } from './topics/index.ts';
import { type Timeline, timeBetween } from './world.ts';

/**
 * The pure half of `--scale`: lightweight users and boards, and pin rows made one at a time
 * (a million pins never sit in memory at once). Ids are handed out by the caller, in time
 * order, as with the demo world.
 */
export interface ScaleUser {
	id: string;
	at: number;
	row: Record<string, string | number | null>;
	topics: Topic[];
}

export interface ScaleBoard {
	id: string;
	at: number;
	owner: ScaleUser;
	topic: Topic;
	name: string;
	slug: string;
	privacy: 'public' | 'secret';
	sections: { id: string; at: number; title: string; slug: string }[];
}

/** A stored picture the scale world reuses (no new image processing). */
export interface PoolPicture {
	mediaId: string;
	dominantColor: string;
	altText: string;
	topicSlug: string;
}

/** `count` users with plausible names; usernames carry the run's shard so runs never clash. */
export function planScaleUsers(
	rng: Random,
	count: number,
	shard: number,
	timeline: Timeline,
	passwordHash: string,
): ScaleUser[] {
	const latest = timeline.start + (timeline.end - timeline.start) * 0.6;
	return Array.from({ length: count }, (_, i) => {
		const first = rng.pick(FIRST_NAMES);
		const last = rng.pick(LAST_NAMES);
		const username = `${usernameBase(first + last)}_${shard}_${i + 1}`;
		const at = timeBetween(rng.next, timeline.start, latest);
		const [country, locale] = rng.pick(PLACES);
		return {
			id: '',
			at,
			topics: rng.sample(TOPICS, rng.int(2, 3)),
			row: {
				username,
				email: `${username}@${SEED_EMAIL_DOMAIN}`,
				password_hash: passwordHash,
				first_name: first,
				last_name: last,
				name_terms: nameSearchTerms({ first_name: first, last_name: last, business_name: null }),
				about: '',
				website_url: null,
				account_type: 'personal',
				country,
				locale,
				email_verified_at: iso(at),
				created_at: iso(at),
				updated_at: iso(at),
			},
		};
	});
}

/** `count` boards spread over `users`; ~10% secret, ~15% with 2–3 sections. */
export function planScaleBoards(
	rng: Random,
	users: readonly ScaleUser[],
	count: number,
	timeline: Timeline,
): ScaleBoard[] {
	const latest = timeline.start + (timeline.end - timeline.start) * 0.7;
	const used = new Map<ScaleUser, Set<string>>();
	return Array.from({ length: count }, () => {
		const owner = rng.pick(users);
		const topic = rng.pick(owner.topics);
		const names = used.get(owner) ?? new Set<string>();
		used.set(owner, names);
		let name = rng.pick(topic.boards);
		for (let n = 2; names.has(slugify(name)); n++) name = `${rng.pick(topic.boards)} ${n}`;
		names.add(slugify(name));
		const at = timeBetween(rng.next, owner.at + 60_000, Math.max(owner.at + 120_000, latest));
		const sections = rng.chance(0.15)
			? rng.sample(topic.sections, rng.int(2, 3)).map((title) => ({
					id: '',
					at,
					title,
					slug: slugify(title),
				}))
			: [];
		return {
			id: '',
			at,
			owner,
			topic,
			name,
			slug: slugify(name),
			privacy: rng.chance(0.1) ? ('secret' as const) : ('public' as const),
			sections,
		};
	});
}

/** Where and when each scale pin goes, sorted by time: `board[i]` indexes the boards. */
export interface ScaleSlots {
	times: Float64Array;
	board: Uint32Array;
}

/**
 * Places `count` pins: each picks a board (boards have skewed weights, so some are big and
 * most are modest) and a time between the board's creation and `end`; the result is sorted by
 * time so ids can be handed out in order.
 */
export function planScaleSlots(
	rng: Random,
	boards: readonly ScaleBoard[],
	count: number,
	end: number,
): ScaleSlots {
	const cumulative = new Float64Array(boards.length);
	let total = 0;
	for (let b = 0; b < boards.length; b++) {
		total += 0.25 + rng.next() ** 2 * 4;
		cumulative[b] = total;
	}
	const times = new Float64Array(count);
	const board = new Uint32Array(count);
	for (let i = 0; i < count; i++) {
		const target = rng.next() * total;
		let lo = 0;
		let hi = boards.length - 1;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if (cumulative[mid]! <= target) lo = mid + 1;
			else hi = mid;
		}
		board[i] = lo;
		times[i] = timeBetween(rng.next, boards[lo]!.at + 60_000, end);
	}
	const order = new Uint32Array(count).map((_, i) => i);
	order.sort((a, b) => times[a]! - times[b]! || a - b);
	const sorted: ScaleSlots = { times: new Float64Array(count), board: new Uint32Array(count) };
	order.forEach((from, to) => {
		sorted.times[to] = times[from]!;
		sorted.board[to] = board[from]!;
	});
	return sorted;
}

/**
 * Makes one pin row (and its interest rows) on board `boardIndex` at `at`: a sub-interest,
 * words and a pooled picture of the board's category.
 */
export function scalePinMaker(
	rng: Random,
	boards: readonly ScaleBoard[],
	pool: readonly PoolPicture[],
	interestIds: ReadonlyMap<string, string>,
) {
	const byTopic = new Map<string, PoolPicture[]>();
	for (const p of pool) byTopic.set(p.topicSlug, [...(byTopic.get(p.topicSlug) ?? []), p]);
	return (at: number, boardIndex: number, id: string) => {
		const board = boards[boardIndex]!;
		const sub = rng.pick(board.topic.subs);
		const text = pinText(rng, board.topic, sub, rng.pick(sub.subjects));
		const picture = rng.pick(byTopic.get(board.topic.slug) ?? pool);
		const section = board.sections.length > 0 && rng.chance(0.5) ? rng.pick(board.sections) : null;
		const time = iso(at);
		const lang = langOfLocale(String(board.owner.row.locale));
		const pin = {
			id,
			board_sort: id,
			pinner_id: board.owner.id,
			board_id: board.id,
			section_id: section?.id ?? null,
			media_id: picture.mediaId,
			origin_pin_id: null,
			title: text.title,
			description: text.description,
			link: text.link,
			domain: text.domain,
			alt_text: picture.altText,
			dominant_color: picture.dominantColor,
			lang,
			title_terms: searchTerms(text.title, lang),
			text_terms: searchTerms(`${text.description} ${picture.altText}`, lang),
			created_at: time,
			updated_at: time,
		};
		const links = [interestIds.get(board.topic.slug), interestIds.get(sub.slug)]
			.filter((i): i is string => i !== undefined)
			.map((interest_id) => ({ pin_id: id, interest_id }));
		return { pin, links };
	};
}
