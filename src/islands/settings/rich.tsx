import { Fragment, type ReactNode } from 'react';
import { richParts } from '~/lib/platform/i18n/rich-text.ts';

/**
 * A message with `<tag>…</tag>` markup (docs/i18n.md) as React nodes: each tag named in `tags`
 * renders its text through that function (`strong: (s) => <strong>{s}</strong>`); other text,
 * and tags not named, stay plain text.
 */
export function rich(text: string, tags: Record<string, (chunk: string) => ReactNode>): ReactNode {
	return richParts(text).map((part, index) => {
		const render = part.tag === null ? undefined : tags[part.tag];
		// The parts of one message never move, so their position is a stable key.
		// biome-ignore lint/suspicious/noArrayIndexKey: see above
		return <Fragment key={index}>{render ? render(part.text) : part.text}</Fragment>;
	});
}
