import { type SubTopic, TOPICS, type Topic } from './topics/index.ts';

/** One planned interest: a category (`sub` null) or one of its sub-interests. */
export interface InterestRef {
	id: string;
	name: string;
	slug: string;
	topic: Topic;
	sub: SubTopic | null;
	parentId: string | null;
	position: number;
}

/**
 * The 13 idea categories of NAV-08 (is_category 1, `position` in menu order) each followed by
 * its 4–8 sub-interests (parent set, `position` within the parent).
 */
export function planInterests(nextId: () => string): InterestRef[] {
	const out: InterestRef[] = [];
	TOPICS.forEach((topic, position) => {
		const category: InterestRef = {
			id: nextId(),
			name: topic.name,
			slug: topic.slug,
			topic,
			sub: null,
			parentId: null,
			position,
		};
		out.push(category);
		topic.subs.forEach((sub, subPosition) => {
			out.push({
				id: nextId(),
				name: sub.name,
				slug: sub.slug,
				topic,
				sub,
				parentId: category.id,
				position: subPosition,
			});
		});
	});
	return out;
}

/** The `interests` row of a planned interest. */
export function interestRow(i: InterestRef): Record<string, string | number | null> {
	return {
		id: i.id,
		name: i.name,
		slug: i.slug,
		parent_id: i.parentId,
		is_category: i.sub === null ? 1 : 0,
		position: i.position,
	};
}

/** Looks interests up by topic and sub-topic. */
export function interestIndex(interests: readonly InterestRef[]): {
	category(topic: Topic): InterestRef;
	sub(sub: SubTopic): InterestRef;
} {
	const bySlug = new Map(interests.map((i) => [i.slug, i]));
	const get = (slug: string) => {
		const found = bySlug.get(slug);
		if (!found) throw new Error(`Interest ${slug} was not planned`);
		return found;
	};
	return { category: (topic) => get(topic.slug), sub: (sub) => get(sub.slug) };
}
