import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { BoardShortlist, PickerBoard } from '~/lib/content/saving/board-shortlist.ts';
import type { SavePinRequest } from '~/lib/content/saving/client/save-picker-request.ts';
import {
	createBoardForSave,
	loadSavedInfo,
	loadShortlist,
	loadTitleSuggestions,
	quickSave,
	saveToBoard,
	unsave,
} from '~/lib/content/saving/client/saving.api.ts';
import { $savedPins } from '~/lib/content/saving/client/saving.store.ts';
import type { SavedInfo } from '~/lib/content/saving/saved-info.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import { useModalFocus } from '../ui/use-modal-focus.ts';
import { CreateBoardForm } from './CreateBoardForm.tsx';
import { markCardSaved, rememberCardBoard } from './card-marks.ts';
import { PickerBoardRow } from './PickerBoardRow.tsx';

interface Props {
	request: SavePinRequest;
	onClose: () => void;
}

function messageOf(error: unknown): string {
	if (error instanceof ApiError)
		return error.detail ? `${error.message} ${error.detail}` : error.message;
	return 'Something went wrong. Try again.';
}

function byName(a: PickerBoard, b: PickerBoard): number {
	return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}

/**
 * The board picker (BRD-12): a modal dialog to save one pin. Lists the boards the viewer can
 * save to (recent ones first, then all by name, with their sections), filters them by a search
 * box, quick-saves (PIN-11), creates a board inline with suggested names (PIN-16), and shows
 * where the pin is saved with a way to remove that save (PIN-10). Escape or the close button
 * closes it; focus returns to the control that opened it.
 */
export function BoardPicker({ request, onClose }: Props) {
	const { pinId, pinTitle } = request;
	const dialog = useRef<HTMLDivElement>(null);
	const headingId = useId();
	const searchId = useId();
	const saved = useStore($savedPins)[pinId];
	const [shortlist, setShortlist] = useState<BoardShortlist | null>(null);
	const [query, setQuery] = useState('');
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [creating, setCreating] = useState(false);
	const onEscape = useCallback(() => {
		if (!busy) onClose();
	}, [busy, onClose]);
	useModalFocus(dialog, onEscape, () => request.opener);

	useEffect(() => {
		let live = true;
		loadShortlist().then(
			(data) => {
				if (!live) return;
				setShortlist(data);
				// Nothing to pick from yet: go straight to making a board.
				if (data.boards_shortlist.length === 0) setCreating(true);
			},
			(e: unknown) => live && setError(messageOf(e)),
		);
		if ($savedPins.get()[pinId] === undefined) void loadSavedInfo(pinId);
		return () => {
			live = false;
		};
	}, [pinId]);

	const all = useMemo(() => [...(shortlist?.boards_shortlist ?? [])].sort(byName), [shortlist]);
	const needle = query.trim().toLowerCase();
	const matching = needle ? all.filter((b) => b.name.toLowerCase().includes(needle)) : all;
	const recent = needle ? [] : (shortlist?.recent_boards ?? []);

	async function run(
		action: () => Promise<SavedInfo | null>,
		done: (info: SavedInfo | null) => string,
	) {
		setBusy(true);
		setError(null);
		try {
			const info = await action();
			showToast(done(info));
			if (info) {
				markCardSaved(request.opener);
				rememberCardBoard(info);
			}
			onClose();
		} catch (e) {
			setError(messageOf(e));
			setBusy(false);
		}
	}

	const save = (board: PickerBoard, sectionId: string | null = null) =>
		run(
			() => saveToBoard(pinId, board.id, sectionId),
			(info) => `Saved to ${info?.title ?? board.name}`,
		);

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
						Save
					</h2>
					<p className="save-picker__pin">{pinTitle}</p>
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

				{saved && (
					<p className="save-picker__saved">
						Saved to <a href={saved.url}>{saved.title}</a>
						<button
							type="button"
							className="button save-picker__remove"
							disabled={busy}
							onClick={() =>
								run(
									() => unsave(pinId),
									() => `Removed from ${saved.title}`,
								)
							}
						>
							Remove
						</button>
					</p>
				)}

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
					{recent.length > 0 && (
						<section aria-label="Recent boards">
							<h3 className="save-picker__group">Recent</h3>
							<ul className="save-picker__boards">
								{recent.map((board) => (
									<PickerBoardRow key={board.id} board={board} busy={busy} onSave={save} />
								))}
							</ul>
						</section>
					)}
					{shortlist !== null && (
						<section aria-label="All boards">
							<h3 className="save-picker__group">All boards</h3>
							{matching.length === 0 ? (
								<p className="save-picker__note">
									{all.length === 0
										? 'You have no boards yet. Create one below.'
										: 'No boards match.'}
								</p>
							) : (
								<ul className="save-picker__boards">
									{matching.map((board) => (
										<PickerBoardRow key={board.id} board={board} busy={busy} onSave={save} />
									))}
								</ul>
							)}
						</section>
					)}
				</div>

				<div className="save-picker__foot">
					{creating ? (
						<CreateBoardForm
							pinId={pinId}
							initialName={needle ? query.trim() : ''}
							busy={busy}
							loadSuggestions={loadTitleSuggestions}
							onCancel={() => setCreating(false)}
							onCreate={(name, secret) =>
								run(
									async () => {
										const board = await createBoardForSave(name, secret);
										return saveToBoard(pinId, board.id);
									},
									(info) => `Saved to ${info?.title ?? name}`,
								)
							}
						/>
					) : (
						<>
							<button
								type="button"
								className="button button--primary"
								disabled={busy}
								onClick={() => setCreating(true)}
							>
								Create board
							</button>
							<button
								type="button"
								className="button"
								disabled={busy}
								onClick={() =>
									run(
										() => quickSave(pinId),
										(info) => `Saved to ${info?.title ?? 'Quick saves'}`,
									)
								}
							>
								Quick save
							</button>
						</>
					)}
				</div>
			</div>
		</div>
	);
}
