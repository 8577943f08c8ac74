import { richParts } from '~/lib/platform/i18n/rich-text.ts';

/**
 * "Saved to <board>": `message` is the catalogue's sentence with its `<board>…</board>` tag
 * (`savedTo({ title: '' })`); the board's name goes into the link here, not through the
 * message, so a name is never read as markup.
 */
export function SavedToBoard({
	message,
	board,
}: {
	message: string;
	board: { url: string; title: string };
}) {
	return richParts(message).map((part) =>
		part.tag === 'board' ? (
			<a key="board" href={board.url}>
				{board.title}
			</a>
		) : (
			part.text
		),
	);
}
