import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '~/lib/platform/i18n/format.ts';
import { mentionTypeahead } from '~/lib/social/comments/client/comments.api.ts';
import {
	type ActiveMention,
	activeMention,
	insertMention,
	mentionedIds,
} from '~/lib/social/comments/client/mention-input.ts';
import { COMMENT_MAX_CHARS, visibleLength } from '~/lib/social/comments/comment.ts';
import type { CommentPerson } from '~/lib/social/comments/comment-view.ts';
import comments from '~/messages/comments/index.ts';
import { MentionListbox } from './MentionListbox.tsx';

/**
 * A comment's text field, for a new comment, a reply or an edit: a textarea with a counter to
 * COMMENT_MAX_CHARS and an `@` typeahead of people the viewer may mention
 * (`MentionTypeaheadResource`). `onSubmit` gets the text and the ids still mentioned in it; it
 * answers true when the text was taken (the field then empties).
 */
export function CommentComposer({
	id,
	pinId,
	label,
	submitLabel,
	initialText = '',
	initialPeople = [],
	autoFocus = false,
	onSubmit,
	onCancel,
}: {
	/** A fixed id for this field (its label, counter and list hang off it). */
	id: string;
	pinId: string;
	label: string;
	submitLabel: string;
	initialText?: string;
	initialPeople?: readonly CommentPerson[];
	autoFocus?: boolean;
	onSubmit: (text: string, tags: string[]) => Promise<boolean>;
	onCancel?: () => void;
}) {
	const t = comments();
	const [text, setText] = useState(initialText);
	const [busy, setBusy] = useState(false);
	const [mention, setMention] = useState<ActiveMention | null>(null);
	const [people, setPeople] = useState<CommentPerson[]>([]);
	const [active, setActive] = useState(0);
	const chosen = useRef<CommentPerson[]>([...initialPeople]);
	const field = useRef<HTMLTextAreaElement>(null);
	const listId = `${id}-people`;
	const open = mention !== null && people.length > 0;

	useEffect(() => {
		if (autoFocus) field.current?.focus();
	}, [autoFocus]);

	// The typeahead asks for the term being typed; a slower, older answer never replaces a newer one.
	useEffect(() => {
		if (!mention) {
			setPeople([]);
			return;
		}
		let current = true;
		const timer = setTimeout(() => {
			mentionTypeahead(mention.term, pinId)
				.then((found) => {
					if (!current) return;
					setPeople(found.slice(0, 8));
					setActive(0);
				})
				.catch(() => current && setPeople([]));
		}, 150);
		return () => {
			current = false;
			clearTimeout(timer);
		};
	}, [mention?.term, mention?.start, pinId, mention]);

	function track(value: string, caret: number) {
		setText(value);
		setMention(activeMention(value, caret));
	}

	function choose(person: CommentPerson) {
		const input = field.current;
		if (!mention || !input) return;
		const next = insertMention(text, mention, input.selectionStart, person.username);
		chosen.current = [...chosen.current.filter((p) => p.id !== person.id), person];
		setText(next.text);
		setMention(null);
		requestAnimationFrame(() => input.setSelectionRange(next.caret, next.caret));
	}

	async function submit() {
		const value = text.trim();
		if (!value || busy || visibleLength(value) > COMMENT_MAX_CHARS) return;
		setBusy(true);
		try {
			if (await onSubmit(value, mentionedIds(value, chosen.current))) {
				setText('');
				chosen.current = [];
			}
		} finally {
			setBusy(false);
		}
	}

	function onKeyDown(event: React.KeyboardEvent<HTMLTextAreaElement>) {
		if (open) {
			if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
				event.preventDefault();
				const step = event.key === 'ArrowDown' ? 1 : -1;
				setActive((i) => (i + step + people.length) % people.length);
				return;
			}
			if (event.key === 'Enter' || event.key === 'Tab') {
				const person = people[active];
				if (person) {
					event.preventDefault();
					choose(person);
				}
				return;
			}
			if (event.key === 'Escape') {
				event.preventDefault();
				setMention(null);
				return;
			}
		}
		if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
			event.preventDefault();
			void submit();
		} else if (event.key === 'Escape' && onCancel) {
			onCancel();
		}
	}

	// Characters as a reader counts them (an emoji is one), as the server's limit does.
	const used = visibleLength(text);
	const over = used > COMMENT_MAX_CHARS;
	return (
		<form
			className="comment-composer"
			onSubmit={(event) => {
				event.preventDefault();
				void submit();
			}}
		>
			<label className="visually-hidden" htmlFor={id}>
				{label}
			</label>
			<div className="comment-composer__field">
				<textarea
					ref={field}
					id={id}
					dir="auto"
					rows={2}
					value={text}
					placeholder={label}
					aria-describedby={`${id}-count`}
					aria-invalid={over || undefined}
					role="combobox"
					aria-autocomplete="list"
					aria-expanded={open}
					aria-controls={listId}
					{...(open ? { 'aria-activedescendant': `${listId}-${active}` } : {})}
					onChange={(event) => track(event.target.value, event.target.selectionStart)}
					onSelect={(event) =>
						setMention(activeMention(event.currentTarget.value, event.currentTarget.selectionStart))
					}
					onBlur={() => setMention(null)}
					onKeyDown={onKeyDown}
				/>
				{open && (
					<MentionListbox
						id={listId}
						label={t.mentionList()}
						people={people}
						active={active}
						onChoose={choose}
					/>
				)}
			</div>
			<div className="comment-composer__bar">
				<span
					id={`${id}-count`}
					className={over ? 'comment-composer__count is-over' : 'comment-composer__count'}
				>
					<span aria-hidden="true">
						{formatNumber(used)}/{formatNumber(COMMENT_MAX_CHARS)}
					</span>
					<span className="visually-hidden">
						{t.characterCount({ used, max: COMMENT_MAX_CHARS })}
					</span>
				</span>
				{onCancel && (
					<button type="button" className="button" onClick={onCancel}>
						{t.cancel()}
					</button>
				)}
				<button
					type="submit"
					className="button button--primary"
					disabled={busy || !text.trim() || over}
				>
					{submitLabel}
				</button>
			</div>
		</form>
	);
}
