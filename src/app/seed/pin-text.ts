import { slugify } from '../../lib/content/pins/pin.ts';
import type { PaletteColor } from '../../lib/platform/media/palettes.ts';
import type { Random } from './random.ts';
import { DEFAULT_TEMPLATES, type SubTopic, type Topic } from './topics/topic.ts';

/** The words of one pin: what its title, description and link say. */
export interface PinText {
	title: string;
	description: string;
	/** Null for about one pin in ten (pins without a source). */
	link: string | null;
	/** The link's host, or null without a link. */
	domain: string | null;
}

const LISTICLE_NUMBERS = [5, 7, 10, 12, 15, 20, 25, 30];
const GENERIC_SENTENCES = [
	'Saving this one for later.',
	'Exactly the kind of {subject} I have been looking for.',
	'Bookmarking this {subject} for the weekend.',
	'Found this and had to share.',
	'',
];
const PATH_PREFIXES = ['', '', 'blog/', 'ideas/', 'posts/', 'guides/'];

function capitalize(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

function fill(template: string, words: Record<string, string>): string {
	return template.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? '');
}

/** Title, description and link for a pin about `subject` in `topic`. Deterministic in `rng`. */
export function pinText(rng: Random, topic: Topic, sub: SubTopic, subject: string): PinText {
	const template = rng.pick(topic.templates ?? DEFAULT_TEMPLATES);
	// "10 20-minute workouts" reads badly: listicles take a word adjective.
	const wordy = topic.adjectives.filter((a) => !/^[0-9]/.test(a));
	const adj = rng.pick(template.includes('{n}') && wordy.length > 0 ? wordy : topic.adjectives);
	const words = {
		adj,
		Adj: capitalize(adj),
		subject,
		Subject: capitalize(subject),
		ending: rng.pick(topic.endings),
		n: String(rng.pick(LISTICLE_NUMBERS)),
	};
	const title = fill(template, words).replace(/\s+/g, ' ').trim();
	const sentences = rng.sample(topic.sentences, rng.int(1, 2));
	// Quotes are not things: "the kind of <quote> I was looking for" would not read.
	const generic = topic.templates
		? GENERIC_SENTENCES.filter((g) => !g.includes('{subject}'))
		: GENERIC_SENTENCES;
	sentences.push(rng.pick(generic));
	const description = sentences
		.map((s) => fill(s, { subject }))
		.filter((s) => s.length > 0)
		.join(' ');
	if (rng.chance(0.1)) return { title, description, link: null, domain: null };
	const domain = rng.pick(topic.domains);
	const path = `${rng.pick(PATH_PREFIXES)}${slugify(`${sub.name} ${subject}`)}-${rng.int(100, 9999)}`;
	return { title, description, link: `https://${domain}/${path}`, domain };
}

/** "Abstract illustration of nested arches in cream, terracotta and mustard." */
export function altText(drawingSubject: string, colors: readonly PaletteColor[]): string {
	const names = [...new Set(colors.map((c) => c.name))];
	const phrase =
		names.length <= 1
			? (names[0] ?? '')
			: `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
	return phrase
		? `Abstract illustration of ${drawingSubject} in ${phrase}.`
		: `Abstract illustration of ${drawingSubject}.`;
}
