import { type Interest, type InterestImage, interestPath, topicPath } from './interest.ts';
import { interestName } from './interest-name.ts';

/**
 * An interest as API answers carry it (FED-10: a topic has `id` and `is_followed`), with the
 * fields the ideas-root query needs (SEO-12: `name`, `url`, `image`).
 */
export interface TopicAnswer {
	type: 'interest';
	id: string;
	/** In the request's language (`interestName`). */
	name: string;
	/** The slug. */
	key: string;
	/** The canonical interest page, `/ideas/{slug}/{id}/`. */
	url: string;
	/** The topic page, `/topics/{slug}/`. */
	topic_url: string;
	is_category: boolean;
	parent_id: string | null;
	follower_count: number;
	/** Whether the viewer follows it; false when signed out. */
	is_followed: boolean;
	/** A recent public pin's picture (236x), or null when it has none. */
	image: InterestImage | null;
}

export function toTopicAnswer(
	interest: Interest,
	extra: { isFollowed: boolean; image?: InterestImage | null },
): TopicAnswer {
	return {
		type: 'interest',
		id: interest.id,
		name: interestName(interest),
		key: interest.slug,
		url: interestPath(interest),
		topic_url: topicPath(interest),
		is_category: interest.isCategory,
		parent_id: interest.parentId,
		follower_count: interest.followerCount,
		is_followed: extra.isFollowed,
		image: extra.image ?? null,
	};
}
