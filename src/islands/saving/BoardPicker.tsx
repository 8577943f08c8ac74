import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { PickerBoard } from '~/lib/content/saving/board-shortlist.ts';
import type { SavePinRequest } from '~/lib/content/saving/client/save-picker-request.ts';
import {
	createBoardForSave,
	loadSavedInfo,
	loadTitleSuggestions,
	quickSave,
	saveToBoard,
	unsave,
} from '~/lib/content/saving/client/saving.api.ts';
import { $savedPins } from '~/lib/content/saving/client/saving.store.ts';
import type { SavedInfo } from '~/lib/content/saving/saved-info.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import savingPicker from '~/messages/saving-picker/index.ts';
import { BoardLists } from './BoardLists.tsx';
import { markCardSaved, rememberCardBoard } from './card-marks.ts';
import { PickerDialog } from './PickerDialog.tsx';
import { PickerFoot } from './PickerFoot.tsx';
import { SavedToBoard } from './SavedToBoard.tsx';
import { useBoardList } from './use-board-list.ts';

interface Props {
	request: SavePinRequest;
	onClose: () => void;
}

function messageOf(error: unknown): string {
	if (error instanceof ApiError)
		return error.detail ? `${error.message} ${error.detail}` : error.message;
	return savingPicker().somethingWrong();
}

/**
 * The board picker (BRD-12): a modal dialog to save one pin. Lists the boards the viewer can
 * save to (recent ones first, then all by name, with their sections), filters them by a search
 * box, quick-saves (PIN-11), creates a board inline with suggested names (PIN-16), and shows
 * where the pin is saved with a way to remove that save (PIN-10). Escape or the close button
 * closes it; focus returns to the control that opened it.
 */
export function BoardPicker({ request, onClose }: Props) {
	const t = savingPicker();
	const { pinId, pinTitle } = request;
	const saved = useStore($savedPins)[pinId];
	const list = useBoardList(messageOf);
	const { shortlist, needle, setError } = list;
	const [busy, setBusy] = useState(false);

	useEffect(() => {
		if ($savedPins.get()[pinId] === undefined) void loadSavedInfo(pinId);
	}, [pinId]);

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
			(info) => t.toastSaved({ title: info?.title ?? board.name }),
		);

	return (
		<PickerDialog
			heading={t.heading()}
			subheading={<p className="save-picker__pin">{pinTitle}</p>}
			busy={busy}
			loading={shortlist === null}
			onClose={onClose}
			returnFocusTo={() => request.opener}
		>
			{saved && (
				<p className="save-picker__saved">
					<SavedToBoard message={t.savedTo({ title: '' })} board={saved} />
					<button
						type="button"
						className="button save-picker__remove"
						disabled={busy}
						onClick={() =>
							run(
								() => unsave(pinId),
								() => t.toastRemoved({ title: saved.title }),
							)
						}
					>
						{t.remove()}
					</button>
				</p>
			)}

			<BoardLists list={list} busy={busy} onChoose={save} recent={recent} />

			<PickerFoot
				list={list}
				busy={busy}
				pinId={pinId}
				loadSuggestions={loadTitleSuggestions}
				onCreate={(name, secret) =>
					run(
						async () => {
							const board = await createBoardForSave(name, secret);
							return saveToBoard(pinId, board.id);
						},
						(info) => t.toastSaved({ title: info?.title ?? name }),
					)
				}
			>
				<button
					type="button"
					className="button"
					disabled={busy}
					onClick={() =>
						run(
							() => quickSave(pinId),
							(info) => t.toastSaved({ title: info?.title ?? t.quickSaves() }),
						)
					}
				>
					{t.quickSave()}
				</button>
			</PickerFoot>
		</PickerDialog>
	);
}
