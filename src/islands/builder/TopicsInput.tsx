import { useEffect, useId, useState } from 'react';
import { fetchTypeahead } from '~/lib/discovery/search/client/typeahead.api.ts';
import builderEditorMessages from '~/messages/builder-editor/index.ts';

export interface Topic {
	id: string;
	name: string;
}

interface Props {
	value: Topic[];
	onChange: (next: Topic[]) => void;
}

/** How many topics a draft may carry. */
const TOPIC_LIMIT = 10;

/**
 * Tagged topics (interest tags): a combobox over the search typeahead's interests; the chosen
 * ones are listed with a remove button each. Arrow keys move through the suggestions, Enter
 * picks, Escape closes.
 */
export function TopicsInput({ value, onChange }: Props) {
	const t = builderEditorMessages();
	const inputId = useId();
	const listId = useId();
	const [term, setTerm] = useState('');
	const [options, setOptions] = useState<Topic[]>([]);
	const [index, setIndex] = useState(-1);

	useEffect(() => {
		const t = term.trim();
		if (t.length < 2) {
			setOptions([]);
			return;
		}
		let live = true;
		const timer = setTimeout(() => {
			void fetchTypeahead(t).then((items) => {
				if (!live) return;
				const chosen = new Set(value.map((v) => v.id));
				setOptions(
					items
						.filter((i) => i.type === 'interest' && i.id && !chosen.has(i.id))
						.map((i) => ({ id: i.id as string, name: i.label }))
						.slice(0, 8),
				);
				setIndex(-1);
			});
		}, 200);
		return () => {
			live = false;
			clearTimeout(timer);
		};
	}, [term, value]);

	function pick(topic: Topic) {
		if (value.length >= TOPIC_LIMIT) return;
		onChange([...value, topic]);
		setTerm('');
		setOptions([]);
	}

	const open = options.length > 0;
	return (
		<div className="builder-field">
			<label className="builder-label" htmlFor={inputId}>
				{t.topicsLabel()}{' '}
				<span className="builder-hint">
					{t.topicsCount({ count: value.length, limit: TOPIC_LIMIT })}
				</span>
			</label>
			{value.length > 0 && (
				<ul className="builder-topics" aria-label={t.chosenTopics()}>
					{value.map((topic) => (
						<li key={topic.id} className="builder-topic">
							{topic.name}
							<button
								type="button"
								className="builder-topic__remove"
								aria-label={t.removeTopic({ name: topic.name })}
								onClick={() => onChange(value.filter((v) => v.id !== topic.id))}
							>
								×
							</button>
						</li>
					))}
				</ul>
			)}
			<div className="builder-combo">
				<input
					id={inputId}
					className="builder-input"
					type="text"
					role="combobox"
					aria-expanded={open}
					aria-controls={listId}
					aria-autocomplete="list"
					aria-activedescendant={open && index >= 0 ? `${listId}-${index}` : undefined}
					placeholder={t.topicsPlaceholder()}
					autoComplete="off"
					disabled={value.length >= TOPIC_LIMIT}
					value={term}
					onChange={(e) => setTerm(e.target.value)}
					onKeyDown={(e) => {
						if (!open) return;
						if (e.key === 'ArrowDown') {
							e.preventDefault();
							setIndex((i) => (i + 1) % options.length);
						} else if (e.key === 'ArrowUp') {
							e.preventDefault();
							setIndex((i) => (i <= 0 ? options.length - 1 : i - 1));
						} else if (e.key === 'Enter' && index >= 0) {
							e.preventDefault();
							const chosen = options[index];
							if (chosen) pick(chosen);
						} else if (e.key === 'Escape') {
							setOptions([]);
						}
					}}
				/>
				<div
					id={listId}
					role="listbox"
					className="builder-combo__list"
					hidden={!open}
					aria-label={t.topicsList()}
				>
					{options.map((option, i) => (
						<div
							key={option.id}
							id={`${listId}-${i}`}
							role="option"
							// Focus stays in the input (aria-activedescendant); options are reachable by arrows.
							tabIndex={-1}
							aria-selected={i === index}
							className="builder-combo__option"
							onMouseDown={(e) => {
								e.preventDefault();
								pick(option);
							}}
						>
							{option.name}
						</div>
					))}
				</div>
			</div>
		</div>
	);
}
