import { useId } from 'react';
import type { PickerBoard } from '~/lib/content/saving/board-shortlist.ts';
import savingBoards from '~/messages/saving-boards/index.ts';
import { PickerBoardRow } from './PickerBoardRow.tsx';
import type { BoardList } from './use-board-list.ts';

interface Props {
	list: BoardList;
	busy: boolean;
	onChoose: (board: PickerBoard, sectionId?: string | null) => void;
	/**
	 * The save picker's "Recent" group (empty while searching). Given, both groups get a
	 * heading; without it the boards are one list with no heading.
	 */
	recent?: readonly PickerBoard[] | undefined;
}

/**
 * The middle of a board picker: the error above the list, the search box, and the boards (each
 * a `PickerBoardRow` that chooses it or one of its sections), with a note while they load or
 * when none match.
 */
export function BoardLists({ list, busy, onChoose, recent }: Props) {
	const t = savingBoards();
	const searchId = useId();
	const { shortlist, all, matching, error } = list;
	const titled = recent !== undefined;
	return (
		<>
			{error && (
				<p className="save-picker__error" role="alert">
					{error}
				</p>
			)}
			<label className="visually-hidden" htmlFor={searchId}>
				{t.searchLabel()}
			</label>
			<input
				id={searchId}
				className="save-picker__search"
				type="search"
				placeholder={t.searchPlaceholder()}
				autoComplete="off"
				value={list.query}
				onChange={(e) => list.setQuery(e.target.value)}
			/>
			<div className="save-picker__lists">
				{shortlist === null && !error && <p className="save-picker__note">{t.loading()}</p>}
				{recent && recent.length > 0 && (
					<section aria-label={t.recentBoards()}>
						<h3 className="save-picker__group">{t.recent()}</h3>
						<ul className="save-picker__boards">
							{recent.map((board) => (
								<PickerBoardRow key={board.id} board={board} busy={busy} onSave={onChoose} />
							))}
						</ul>
					</section>
				)}
				{shortlist !== null && (
					<section aria-label={t.allBoards()}>
						{titled && <h3 className="save-picker__group">{t.allBoards()}</h3>}
						{matching.length === 0 ? (
							<p className="save-picker__note">{all.length === 0 ? t.noBoards() : t.noMatch()}</p>
						) : (
							<ul className="save-picker__boards">
								{matching.map((board) => (
									<PickerBoardRow key={board.id} board={board} busy={busy} onSave={onChoose} />
								))}
							</ul>
						)}
					</section>
				)}
			</div>
		</>
	);
}
