import { useEffect, useMemo, useState } from 'react';
import type { BoardShortlist, PickerBoard } from '~/lib/content/saving/board-shortlist.ts';
import { loadShortlist } from '~/lib/content/saving/client/saving.api.ts';

function byName(a: PickerBoard, b: PickerBoard): number {
	return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}

/** The boards a picker offers, and its search and "Create board" state (`useBoardList`). */
export interface BoardList {
	/** The viewer's shortlist; null while it loads (or when loading failed). */
	shortlist: BoardShortlist | null;
	/** Every board of the shortlist, by name. */
	all: PickerBoard[];
	/** Those of `all` whose name holds the search words (all of them without a search). */
	matching: PickerBoard[];
	/** The search box's text, and the lower-cased words searched for ('' for none). */
	query: string;
	setQuery: (query: string) => void;
	needle: string;
	/** Whether the inline "Create board" form is open. */
	creating: boolean;
	setCreating: (creating: boolean) => void;
	/** The message shown above the list (a failed load, save or create). */
	error: string | null;
	setError: (error: string | null) => void;
}

/**
 * The state of a board picker's list (BRD-12): loads the viewer's shortlist once, when the
 * picker opens, and filters it by the search box. With no board yet it opens the "Create board"
 * form at once: there is nothing else to pick. A failed load shows `messageOf` the error.
 */
export function useBoardList(messageOf: (error: unknown) => string): BoardList {
	const [shortlist, setShortlist] = useState<BoardShortlist | null>(null);
	const [query, setQuery] = useState('');
	const [creating, setCreating] = useState(false);
	const [error, setError] = useState<string | null>(null);

	// biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per opening (mount).
	useEffect(() => {
		let live = true;
		loadShortlist().then(
			(data) => {
				if (!live) return;
				setShortlist(data);
				if (data.boards_shortlist.length === 0) setCreating(true);
			},
			(e: unknown) => live && setError(messageOf(e)),
		);
		return () => {
			live = false;
		};
	}, []);

	const all = useMemo(() => [...(shortlist?.boards_shortlist ?? [])].sort(byName), [shortlist]);
	const needle = query.trim().toLowerCase();
	const matching = needle ? all.filter((b) => b.name.toLowerCase().includes(needle)) : all;
	return {
		shortlist,
		all,
		matching,
		query,
		setQuery,
		needle,
		creating,
		setCreating,
		error,
		setError,
	};
}
