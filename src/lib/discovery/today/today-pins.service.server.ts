import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { pinRowToPin } from '../../content/pins/pin-row.server.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { pinRowsByIds, samplePinIds } from '../interests/interest-pins.repository.server.ts';
import { interleave, newestFirst, pickByTerms } from './curated-order.ts';
import type { TodayArticle } from './today-article.ts';
import { interestsBySlug } from './today-pins.repository.server.ts';

/** Candidates read per interest for every pin shown, so title terms have some to choose from. */
const CANDIDATES_PER_PIN = 3;
const MAX_CANDIDATES_PER_INTEREST = 60;

/**
 * An article's curated pins, found at render time (pin ids differ per database): the newest
 * discoverable pins of its interests (the interests' own discovery filter: public live boards,
 * public active profiles, originals only; for a signed-in viewer minus what they hid or whom
 * they blocked), interleaved across interests, those whose title has one of the article's terms
 * first. Three statements whatever the article: interests by slug, one bounded scan per
 * interest in one `union all`, the cards by id.
 */
export async function curatedPins(
	db: Kysely<Database>,
	viewer: Viewer | null,
	article: Pick<TodayArticle, 'pins'>,
): Promise<Pin[]> {
	const { interests, terms, count } = article.pins;
	const found = await interestsBySlug(db, interests);
	const interestIds = interests.map((s) => found.get(s)?.id).filter((id): id is string => !!id);
	if (interestIds.length === 0) return [];
	const per = Math.min(MAX_CANDIDATES_PER_INTEREST, count * CANDIDATES_PER_PIN);
	const samples = await samplePinIds(db, interestIds, per, readerIdOf(viewer));
	const byInterest = new Map<string, string[]>();
	for (const s of samples) {
		const list = byInterest.get(s.interest_id) ?? [];
		list.push(s.pin_id);
		byInterest.set(s.interest_id, list);
	}
	// A compound select keeps no order of its branches: newest first again, per interest.
	const order = interleave(interestIds.map((id) => (byInterest.get(id) ?? []).sort(newestFirst)));
	const rows = new Map((await pinRowsByIds(db, order)).map((r) => [r.id, r]));
	const pins = order.flatMap((id) => {
		const row = rows.get(id);
		return row ? [pinRowToPin(row)] : [];
	});
	return pickByTerms(pins, terms, count);
}

/**
 * One picture per article for the Today list: the newest discoverable pin of each article's
 * first interest, no two articles sharing a pin where the interest has enough. Three statements
 * for the whole list.
 */
export async function heroPins(
	db: Kysely<Database>,
	viewer: Viewer | null,
	articles: readonly Pick<TodayArticle, 'id' | 'pins'>[],
): Promise<Map<string, Pin>> {
	const firstSlugs = articles.map((a) => a.pins.interests[0] ?? '');
	const found = await interestsBySlug(db, firstSlugs.filter(Boolean));
	const need = new Map<string, number>();
	for (const slug of firstSlugs) {
		const id = found.get(slug)?.id;
		if (id) need.set(id, (need.get(id) ?? 0) + 1);
	}
	if (need.size === 0) return new Map();
	const per = Math.max(...need.values());
	const samples = await samplePinIds(db, [...need.keys()], per, readerIdOf(viewer));
	const queue = new Map<string, string[]>();
	for (const s of samples)
		queue.set(s.interest_id, [...(queue.get(s.interest_id) ?? []), s.pin_id]);
	for (const list of queue.values()) list.sort(newestFirst);
	const chosen = new Map<string, string>();
	articles.forEach((a, i) => {
		const interestId = found.get(firstSlugs[i] ?? '')?.id;
		const pinId = interestId ? queue.get(interestId)?.shift() : undefined;
		if (pinId) chosen.set(a.id, pinId);
	});
	const rows = new Map((await pinRowsByIds(db, [...chosen.values()])).map((r) => [r.id, r]));
	const out = new Map<string, Pin>();
	for (const [articleId, pinId] of chosen) {
		const row = rows.get(pinId);
		if (row) out.set(articleId, pinRowToPin(row));
	}
	return out;
}

/** How many of an interest's newest pins the popular page ranks by saves, and how many it shows. */
const POPULAR_SAMPLE = 200;
const POPULAR_COUNT = 25;

/**
 * RTE-08's "popular in an interest": of the interest's newest `POPULAR_SAMPLE` discoverable
 * pins (the same filter as its feed), the `POPULAR_COUNT` most saved, newest first among
 * equals. Two statements: one bounded index scan for the sample, the cards by id. Ranking a
 * recent window, not all time, keeps the page fresh and its cost independent of the interest's
 * size.
 */
export async function popularInterestPins(
	db: Kysely<Database>,
	viewer: Viewer | null,
	interestId: string,
): Promise<Pin[]> {
	const sample = await samplePinIds(db, [interestId], POPULAR_SAMPLE, readerIdOf(viewer));
	const ids = sample.map((s) => s.pin_id);
	return (await pinRowsByIds(db, ids))
		.map(pinRowToPin)
		.sort((a, b) => b.repinCount - a.repinCount || newestFirst(a.id, b.id))
		.slice(0, POPULAR_COUNT);
}
