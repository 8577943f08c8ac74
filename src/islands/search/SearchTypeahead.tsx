import { useEffect, useRef, useState } from 'react';
import { unauthState } from '~/lib/growth/upsell/client/upsell-storage.ts';
import searchTypeahead from '~/messages/search-typeahead/index.ts';
import {
	fetchTypeahead,
	type TypeaheadItem,
} from '../../lib/discovery/search/client/typeahead.api.ts';
import { withLocalRecent } from './local-recent.ts';

interface Props {
	/** The header's search input (a plain GET form that works without this island). */
	input: HTMLInputElement;
	signedIn: boolean;
}

const LISTBOX_ID = 'search-typeahead-listbox';
const optionId = (i: number) => `search-typeahead-option-${i}`;
/** The label that says what kind of suggestion an option is. */
function typeLabels(): Record<TypeaheadItem['type'], string> {
	const t = searchTypeahead();
	return {
		recent: t.typeRecent(),
		personal: t.typePersonal(),
		query: t.typeQuery(),
		interest: t.typeInterest(),
		board: t.typeBoard(),
		user: t.typeUser(),
	};
}

/**
 * The typeahead listbox under the header's search input, in the ARIA combobox pattern: the
 * input keeps focus and names the active option with `aria-activedescendant`; Arrow keys move,
 * Enter opens the active suggestion (or submits the typed query), Escape closes.
 */
export function SearchTypeahead({ input, signedIn }: Props) {
	const [items, setItems] = useState<TypeaheadItem[]>([]);
	const [open, setOpen] = useState(false);
	const [active, setActive] = useState(-1);
	const state = useRef({ items, active, open });
	const t = searchTypeahead();
	const labels = typeLabels();
	state.current = { items, active, open };

	useEffect(() => {
		input.setAttribute('role', 'combobox');
		input.setAttribute('aria-autocomplete', 'list');
		input.setAttribute('aria-controls', LISTBOX_ID);
		let timer: ReturnType<typeof setTimeout> | undefined;
		// The term whose answer may open the list; null once focus has left the input, so an
		// answer arriving after a quick blur (or the island mounting after it) opens nothing.
		let latest: string | null = null;
		const focused = () => document.activeElement === input;
		const load = () => {
			const term = input.value;
			latest = term;
			clearTimeout(timer);
			timer = setTimeout(() => {
				fetchTypeahead(term).then((answer) => {
					if (latest !== term || !focused()) return;
					const next = signedIn
						? answer
						: withLocalRecent(answer, term, unauthState().get().completedSearches);
					setItems(next);
					setActive(-1);
					setOpen(next.length > 0);
				});
			}, 80);
		};
		const onKey = (event: KeyboardEvent) => {
			const { items: list, active: index, open: isOpen } = state.current;
			if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
				if (list.length === 0) return;
				event.preventDefault();
				setOpen(true);
				// Moving past either end comes back to the input itself (-1).
				if (event.key === 'ArrowDown') setActive(index < list.length - 1 ? index + 1 : -1);
				else setActive(index === -1 ? list.length - 1 : index - 1);
			} else if (event.key === 'Escape' && isOpen) {
				event.preventDefault();
				setOpen(false);
				setActive(-1);
			} else if (event.key === 'Enter' && isOpen && index >= 0 && list[index]) {
				event.preventDefault();
				location.assign(list[index].url);
			}
		};
		// Options take the pointer on mousedown without taking focus, so a blur is focus really
		// leaving the box: the list closes at once and a pending answer is dropped.
		const onBlur = () => {
			clearTimeout(timer);
			latest = null;
			setOpen(false);
			setActive(-1);
		};
		input.addEventListener('input', load);
		input.addEventListener('focus', load);
		input.addEventListener('keydown', onKey);
		input.addEventListener('blur', onBlur);
		// The island mounts on the box's first focus; focus may have left while it loaded.
		if (focused()) load();
		return () => {
			clearTimeout(timer);
			input.removeEventListener('input', load);
			input.removeEventListener('focus', load);
			input.removeEventListener('keydown', onKey);
			input.removeEventListener('blur', onBlur);
		};
	}, [input, signedIn]);

	useEffect(() => {
		input.setAttribute('aria-expanded', open ? 'true' : 'false');
		if (open && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
		else input.removeAttribute('aria-activedescendant');
	}, [input, open, active]);

	return (
		<div
			id={LISTBOX_ID}
			className="search-typeahead"
			role="listbox"
			aria-label={t.suggestionsLabel()}
			hidden={!open}
		>
			{items.map((item, i) => (
				<div
					key={`${item.type}:${item.id ?? item.label}`}
					id={optionId(i)}
					role="option"
					// Focus stays in the input (aria-activedescendant); options are reachable by arrows.
					tabIndex={-1}
					aria-selected={i === active}
					className="search-typeahead__option"
					onMouseDown={(event) => {
						event.preventDefault();
						location.assign(item.url);
					}}
					onMouseEnter={() => setActive(i)}
				>
					{item.imageUrl ? (
						<img
							className={item.type === 'board' ? 'search-typeahead__cover' : undefined}
							src={item.imageUrl}
							alt=""
							width={item.type === 'board' ? 32 : 24}
							height={item.type === 'board' ? 32 : 24}
						/>
					) : item.type === 'board' ? (
						<span className="search-typeahead__cover" aria-hidden="true" />
					) : null}
					<span className="search-typeahead__text">
						<span className="search-typeahead__label">{item.label}</span>
						{item.detail ? <span className="search-typeahead__detail">{item.detail}</span> : null}
					</span>
					<span className="search-typeahead__type">{labels[item.type]}</span>
				</div>
			))}
		</div>
	);
}
