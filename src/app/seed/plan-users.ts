import {
	DEMO_EMAIL,
	DEMO_FIRST_NAME,
	DEMO_LAST_NAME,
	DEMO_USERNAME,
	SEED_EMAIL_DOMAIN,
} from './demo-account.ts';
import {
	aboutText,
	BUSINESSES,
	deriveUsername,
	FIRST_NAMES,
	LAST_NAMES,
	PLACES,
} from './people.ts';
import type { Random } from './random.ts';
import { TOPICS, type Topic } from './topics/index.ts';
import { type Timeline, timeBetween, type UserPlan } from './world.ts';

const DEMO_TOPICS = ['home-decor', 'food-drink', 'travel', 'diy', 'art'];

function topicsBySlug(slugs: readonly string[]): Topic[] {
	return slugs.map((slug) => {
		const topic = TOPICS.find((t) => t.slug === slug);
		if (!topic) throw new Error(`Unknown topic ${slug}`);
		return topic;
	});
}

/** How many business accounts a world of `users` people gets: 3 in the default world. */
function businessCount(users: number): number {
	if (users >= 20) return Math.min(3, BUSINESSES.length);
	return users >= 4 ? 1 : 0;
}

/**
 * Plans `count` users: the demo account first, then a few businesses, then people with
 * names, bios and favourite categories. Sign-up times fall in the first half of the timeline
 * (the demo account is the oldest). Ids are left empty.
 */
export function planUsers(rng: Random, count: number, timeline: Timeline): UserPlan[] {
	const taken = new Set<string>([DEMO_USERNAME]);
	const half = timeline.start + (timeline.end - timeline.start) / 2;
	const users: UserPlan[] = [
		{
			id: '',
			at: timeline.start,
			username: DEMO_USERNAME,
			email: DEMO_EMAIL,
			firstName: DEMO_FIRST_NAME,
			lastName: DEMO_LAST_NAME,
			about: 'The demo account: boards about home, food, travel and making things.',
			accountType: 'personal',
			website: null,
			country: 'US',
			locale: 'en-US',
			topics: topicsBySlug(DEMO_TOPICS),
			avatar: true,
			isDemo: true,
		},
	];
	for (const biz of BUSINESSES.slice(0, businessCount(count))) {
		taken.add(biz.username);
		users.push({
			id: '',
			at: timeBetween(rng.next, timeline.start, half),
			username: biz.username,
			email: `${biz.username}@${SEED_EMAIL_DOMAIN}`,
			firstName: biz.name,
			lastName: '',
			about: biz.about,
			accountType: 'business',
			website: biz.website,
			country: 'US',
			locale: 'en-US',
			topics: topicsBySlug(biz.topics),
			avatar: true,
			isDemo: false,
		});
	}
	const firstNames = rng.shuffle(FIRST_NAMES);
	while (users.length < count) {
		const i = users.length;
		const firstName = firstNames[i % firstNames.length]!;
		const lastName = rng.pick(LAST_NAMES);
		const username = deriveUsername(rng, firstName, lastName, taken);
		const topics = rng.sample(TOPICS, rng.int(2, 4));
		const [country, locale] = rng.pick(PLACES);
		users.push({
			id: '',
			at: timeBetween(rng.next, timeline.start, half),
			username,
			email: `${username}@${SEED_EMAIL_DOMAIN}`,
			firstName,
			lastName,
			about: rng.chance(0.85) ? aboutText(rng, topics[0]!.name) : '',
			accountType: 'personal',
			website: rng.chance(0.15) ? `https://${username}.example.net` : null,
			country: country!,
			locale: locale!,
			topics,
			avatar: rng.chance(0.75),
			isDemo: false,
		});
	}
	return users.slice(0, Math.max(1, count));
}
