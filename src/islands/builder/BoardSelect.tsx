import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { BoardShortlist, PickerBoard } from '~/lib/content/saving/board-shortlist.ts';
import { createBoardForSave, loadShortlist } from '~/lib/content/saving/client/saving.api.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { CreateBoardForm } from '../saving/CreateBoardForm.tsx';
import { PickerBoardRow } from '../saving/PickerBoardRow.tsx';
import '../saving/BoardPicker.css';
import { useModalFocus } from '../ui/use-modal-focus.ts';

interface ChosenBoard {
	boardId: string;
	boardName: string;
	sectionId: string | null;
	sectionName: string | null;
}

interface Props {
	value: ChosenBoard | null;
	onChange: (next: ChosenBoard) => void;
	/** The id of the inline error under the button, when there is one. */
	errorId?: string | undefined;
	invalid?: boolean;
	/** The button's id, so a publish attempt can move focus to it. */
	buttonId?: string;
}

const noSuggestions = async () => [];

/**
 * The board (and section) a draft publishes to: a button naming the choice that opens the save
 * picker's list of boards (`src/islands/saving/`) as a dialog, with its search and its inline
 * "Create board" form.
 */
export function BoardSelect({ value, onChange, errorId, invalid, buttonId }: Props) {
	const [open, setOpen] = useState(false);
	const opener = useRef<HTMLButtonElement>(null);
	const labelId = useId();
	return (
		<div className="builder-field">
			<span id={labelId} className="builder-label">
				Board
			</span>
			<button
				ref={opener}
				id={buttonId}
				type="button"
				className="builder-board-button"
				aria-labelledby={`${labelId} ${labelId}-value`}
				aria-describedby={errorId}
				aria-invalid={invalid || undefined}
				aria-haspopup="dialog"
				onClick={() => setOpen(true)}
			>
				<span id={`${labelId}-value`}>
					{value
						? value.sectionName
							? `${value.boardName} / ${value.sectionName}`
							: value.boardName
						: 'Choose a board'}
				</span>
				<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
					<path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
				</svg>
			</button>
			{open &&
				createPortal(
					<BoardDialog
						opener={opener}
						onClose={() => setOpen(false)}
						onChoose={(next) => {
							onChange(next);
							setOpen(false);
						}}
					/>,
					document.body,
				)}
		</div>
	);
}

interface DialogProps {
	opener: { current: HTMLButtonElement | null };
	onClose: () => void;
	onChoose: (next: ChosenBoard) => void;
}

function BoardDialog({ opener, onClose, onChoose }: DialogProps) {
	const dialog = useRef<HTMLDivElement>(null);
	const headingId = useId();
	const searchId = useId();
	const [shortlist, setShortlist] = useState<BoardShortlist | null>(null);
	const [query, setQuery] = useState('');
	const [creating, setCreating] = useState(false);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const onEscape = useCallback(() => {
		if (!busy) onClose();
	}, [busy, onClose]);
	useModalFocus(dialog, onEscape, () => opener.current);

	useEffect(() => {
		let live = true;
		loadShortlist().then(
			(data) => {
				if (!live) return;
				setShortlist(data);
				if (data.boards_shortlist.length === 0) setCreating(true);
			},
			(e: unknown) =>
				live && setError(e instanceof ApiError ? e.message : 'Could not load boards.'),
		);
		return () => {
			live = false;
		};
	}, []);

	const all = useMemo(
		() =>
			[...(shortlist?.boards_shortlist ?? [])].sort((a, b) =>
				a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
			),
		[shortlist],
	);
	const needle = query.trim().toLowerCase();
	const matching = needle ? all.filter((b) => b.name.toLowerCase().includes(needle)) : all;

	const choose = (board: PickerBoard, sectionId: string | null = null) =>
		onChoose({
			boardId: board.id,
			boardName: board.name,
			sectionId,
			sectionName: board.sections.find((s) => s.id === sectionId)?.title ?? null,
		});

	async function create(name: string, secret: boolean) {
		setBusy(true);
		setError(null);
		try {
			const board = await createBoardForSave(name, secret);
			onChoose({ boardId: board.id, boardName: board.name, sectionId: null, sectionName: null });
		} catch (e) {
			setError(e instanceof ApiError ? e.message : 'Could not create the board.');
			setBusy(false);
		}
	}

	return (
		// biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; keyboards have Escape and the close button.
		<div
			className="save-picker"
			onMouseDown={(e) => {
				if (e.target === e.currentTarget && !busy) onClose();
			}}
		>
			<div
				ref={dialog}
				className="save-picker__dialog"
				role="dialog"
				aria-modal="true"
				aria-labelledby={headingId}
				aria-busy={busy || shortlist === null}
				tabIndex={-1}
			>
				<div className="save-picker__head">
					<h2 id={headingId} className="save-picker__heading">
						Choose a board
					</h2>
					<button type="button" className="save-picker__close" aria-label="Close" onClick={onClose}>
						<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
							<path
								d="M6 6l12 12M18 6L6 18"
								stroke="currentColor"
								strokeWidth="2.5"
								strokeLinecap="round"
							/>
						</svg>
					</button>
				</div>
				{error && (
					<p className="save-picker__error" role="alert">
						{error}
					</p>
				)}
				<label className="visually-hidden" htmlFor={searchId}>
					Search your boards
				</label>
				<input
					id={searchId}
					className="save-picker__search"
					type="search"
					placeholder="Search"
					autoComplete="off"
					value={query}
					onChange={(e) => setQuery(e.target.value)}
				/>
				<div className="save-picker__lists">
					{shortlist === null && !error && (
						<p className="save-picker__note">Loading your boards…</p>
					)}
					{shortlist !== null && (
						<section aria-label="All boards">
							{matching.length === 0 ? (
								<p className="save-picker__note">
									{all.length === 0
										? 'You have no boards yet. Create one below.'
										: 'No boards match.'}
								</p>
							) : (
								<ul className="save-picker__boards">
									{matching.map((board) => (
										<PickerBoardRow key={board.id} board={board} busy={busy} onSave={choose} />
									))}
								</ul>
							)}
						</section>
					)}
				</div>
				<div className="save-picker__foot">
					{creating ? (
						<CreateBoardForm
							pinId=""
							initialName={needle ? query.trim() : ''}
							busy={busy}
							loadSuggestions={noSuggestions}
							onCancel={() => setCreating(false)}
							onCreate={(name, secret) => void create(name, secret)}
							submitLabel="Create"
						/>
					) : (
						<button
							type="button"
							className="button button--primary"
							disabled={busy}
							onClick={() => setCreating(true)}
						>
							Create board
						</button>
					)}
				</div>
			</div>
		</div>
	);
}
