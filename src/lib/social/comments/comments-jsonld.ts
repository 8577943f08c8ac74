/**
 * The closeup's comments in its JSON-LD: `commentCount` and the first page as `comment` items
 * (schema.org `Comment`: author, text, dateCreated), on the pin's picture node (`ImageObject`,
 * or the first node of a `@graph`). The page writes the result with `jsonLdScriptText`, which
 * escapes `<`, `>` and `&`, so a comment's text can never close the script element.
 */
import { type AggregatedComment, profileHref } from './comment-view.ts';

export function withCommentsJsonLd(
	jsonLd: Record<string, unknown>,
	comments: readonly AggregatedComment[],
	count: number,
	absolute: (path: string) => string,
): Record<string, unknown> {
	const add = (node: Record<string, unknown>): Record<string, unknown> => ({
		...node,
		commentCount: count,
		...(comments.length > 0
			? {
					comment: comments.map((c) => ({
						'@type': 'Comment',
						text: c.text,
						dateCreated: c.created_at,
						author: {
							'@type': 'Person',
							name: c.user.full_name || c.user.username,
							url: absolute(profileHref(c.user.username)),
						},
					})),
				}
			: {}),
	});
	const graph = jsonLd['@graph'];
	if (!Array.isArray(graph)) return add(jsonLd);
	const nodes = graph as Record<string, unknown>[];
	const at = Math.max(
		0,
		nodes.findIndex((n) => n['@type'] === 'ImageObject'),
	);
	return { ...jsonLd, '@graph': nodes.map((n, i) => (i === at ? add(n) : n)) };
}
