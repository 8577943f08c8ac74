import type { CommentPerson } from '~/lib/social/comments/comment-view.ts';
import { initialOf } from '~/lib/social/comments/comment-view.ts';

/**
 * The composer's people list for an `@term`: a `listbox` whose options the textarea drives
 * (`aria-activedescendant`; arrows move, Enter or Tab choose, Escape closes), so focus never
 * leaves the text. A click chooses too (on mousedown, before the textarea would blur).
 */
export function MentionListbox({
	id,
	label,
	people,
	active,
	onChoose,
}: {
	id: string;
	label: string;
	people: readonly CommentPerson[];
	active: number;
	onChoose: (person: CommentPerson) => void;
}) {
	return (
		<div id={id} className="comment-mentions" role="listbox" aria-label={label}>
			{people.map((person, i) => (
				<div
					key={person.id}
					id={`${id}-${i}`}
					role="option"
					// Focus stays in the textarea (aria-activedescendant); options are reached by arrows.
					tabIndex={-1}
					aria-selected={i === active}
					className="comment-mentions__option"
					onMouseDown={(event) => {
						event.preventDefault();
						onChoose(person);
					}}
				>
					<span className="comment-mentions__avatar" aria-hidden="true">
						{person.image_medium_url ? (
							<img src={person.image_medium_url} alt="" width="24" height="24" />
						) : (
							initialOf(person.full_name || person.username)
						)}
					</span>
					<span className="comment-mentions__name" dir="auto">
						{person.full_name || person.username}
					</span>
					<span className="comment-mentions__username" dir="ltr">
						@{person.username}
					</span>
				</div>
			))}
		</div>
	);
}
