import type { StoryPage } from '~/lib/content/stories/story-data.ts';
import storyEditor from '~/messages/story-editor/index.ts';

interface Props {
	/** The id prefix of the editor: the fields are `{id}-link` and `{id}-link-label`. */
	id: string;
	link: StoryPage['linkBlock'];
	onChange(link: StoryPage['linkBlock']): void;
}

/**
 * A page's link: its address (clearing it removes the link) and its words, which wait for an
 * address.
 */
export function StoryLinkFields({ id, link, onChange }: Props) {
	const t = storyEditor();
	return (
		<fieldset className="story-editor__block">
			<legend>{t.link()}</legend>
			<div className="story-editor__field">
				<label htmlFor={`${id}-link`}>{t.linkAddress()}</label>
				<input
					id={`${id}-link`}
					type="url"
					inputMode="url"
					dir="ltr"
					placeholder="https://"
					value={link?.url ?? ''}
					onChange={(e) =>
						onChange(e.target.value ? { url: e.target.value, label: link?.label ?? '' } : null)
					}
				/>
			</div>
			<div className="story-editor__field">
				<label htmlFor={`${id}-link-label`}>{t.linkText()}</label>
				<input
					id={`${id}-link-label`}
					type="text"
					maxLength={100}
					disabled={!link}
					value={link?.label ?? ''}
					onChange={(e) => link && onChange({ ...link, label: e.target.value })}
				/>
			</div>
		</fieldset>
	);
}
