import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { deletePin, hidePin, reportPin, updatePin } from '~/lib/content/pins/client/pins.api.ts';
import {
	PIN_ALT_TEXT_MAX,
	PIN_DESCRIPTION_MAX,
	PIN_TITLE_MAX,
	pinTextProblem,
} from '~/lib/content/pins/pin-input.ts';
import { reportReasons } from '~/lib/content/pins/report-reasons.ts';
import type { PickerBoard } from '~/lib/content/saving/board-shortlist.ts';
import { loadShortlist } from '~/lib/content/saving/client/saving.api.ts';
import { rememberRemovedPins } from '~/lib/discovery/feed/client/kept-feed.ts';
import type { VideoUpload } from '~/lib/platform/media/video/video-upload.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import pinOptions from '~/messages/pin-options/index.ts';
import { VideoCoverPicker } from '../builder/video/VideoCoverPicker.tsx';
import { setVideoCover } from '../builder/video/video-cover.api.ts';
import { useModalFocus } from '../ui/use-modal-focus.ts';

export interface PinEditable {
	title: string;
	description: string;
	link: string;
	altText: string;
}

/** Where a pin is, so the editor can move it (the server checks the target: `updatePin`). */
export interface PinPlace {
	boardId: string;
	boardName: string;
	sectionId: string | null;
}

/** A video pin's frames and cover, for its pinner to pick another cover (U-23). */
export type PinVideoCover = Pick<VideoUpload, 'id' | 'frames' | 'cover_media_id'>;

interface Props {
	pinId: string;
	canEdit: boolean;
	/** The board and section, offered as a move in the editor; none on cards. */
	place?: PinPlace | undefined;
	/** The pinner's own video pin: its cover frames; none for others. */
	video?: PinVideoCover | null | undefined;
	canDelete: boolean;
	afterDeleteUrl: string;
	editable: PinEditable;
	onClose: () => void;
	/** After a successful hide (a pin card hides itself). */
	onHidden?: () => void;
	returnFocusTo: () => HTMLElement | null;
}

type View = 'menu' | 'report' | 'edit' | 'delete';

/** The dialog's heading for each view, in the current language. */
function titleOf(view: View): string {
	const t = pinOptions();
	switch (view) {
		case 'menu':
			return t.menuTitle();
		case 'report':
			return t.reportPin();
		case 'edit':
			return t.editPin();
		case 'delete':
			return t.deleteTitle();
	}
}

function message(error: unknown): string {
	return error instanceof Error && error.message
		? error.message
		: pinOptions().somethingWentWrong();
}

/**
 * The "More options" dialog of the closeup and of pin cards (`mount-board-picker.tsx`): hide,
 * report, and for those allowed edit and delete.
 */
export default function PinOptionsMenu(props: Props) {
	const t = pinOptions();
	const [view, setView] = useState<View>('menu');
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState('');
	const place = props.place;
	const [boards, setBoards] = useState<PickerBoard[] | null>(null);
	const [boardId, setBoardId] = useState(place?.boardId ?? '');
	const [sectionId, setSectionId] = useState(place?.sectionId ?? '');
	const [cover, setCover] = useState(props.video?.cover_media_id ?? null);
	// The boards the viewer can add pins to, once the editor opens (BRD-12's shortlist).
	useEffect(() => {
		if (view !== 'edit' || !place || boards) return;
		loadShortlist()
			.then((list) => setBoards(list.boards_shortlist))
			.catch(() => setBoards([]));
	}, [view, place, boards]);
	const boardChoices = boardsWithCurrent(boards ?? [], place);
	const boardSections = boardChoices.find((b) => b.id === boardId)?.sections ?? [];
	// Until the boards load, the pin's own section is shown by that name.
	const sections =
		sectionId && !boardSections.some((s) => s.id === sectionId)
			? [{ id: sectionId, title: t.currentSection() }, ...boardSections]
			: boardSections;
	const dialog = useRef<HTMLDivElement>(null);
	useModalFocus(dialog, props.onClose, props.returnFocusTo);

	async function run(task: () => Promise<void>) {
		setBusy(true);
		setError('');
		try {
			await task();
		} catch (e) {
			setError(message(e));
		} finally {
			setBusy(false);
		}
	}

	const hide = () =>
		run(async () => {
			await hidePin(props.pinId, true);
			rememberRemovedPins([props.pinId]);
			showToast(t.hidden());
			props.onHidden?.();
			props.onClose();
		});

	function submitReport(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		const form = new FormData(event.currentTarget);
		const reason = String(form.get('reason') ?? '');
		if (!reason) {
			setError(t.pickReason());
			return;
		}
		run(async () => {
			await reportPin(props.pinId, reason, String(form.get('detail') ?? ''));
			showToast(t.reportThanks());
			props.onClose();
		});
	}

	function submitEdit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		const form = new FormData(event.currentTarget);
		const changes = {
			title: String(form.get('title') ?? ''),
			description: String(form.get('description') ?? ''),
			link: String(form.get('link') ?? ''),
			alt_text: String(form.get('alt_text') ?? ''),
		};
		const problem = pinTextProblem(changes);
		if (problem) {
			setError(problem.message);
			return;
		}
		const move =
			place && (boardId !== place.boardId || (sectionId || null) !== place.sectionId)
				? { board_id: boardId, section_id: sectionId || null }
				: {};
		const video = props.video;
		run(async () => {
			await updatePin(props.pinId, { ...changes, ...move });
			if (video && cover && cover !== video.cover_media_id) await setVideoCover(video.id, cover);
			location.reload();
		});
	}

	const remove = () =>
		run(async () => {
			await deletePin(props.pinId);
			rememberRemovedPins([props.pinId]);
			location.assign(props.afterDeleteUrl);
		});

	// In a portal at the end of <body>, so the modal focus hook can make the whole page inert.
	return createPortal(
		<div className="pin-dialog__backdrop">
			<div
				ref={dialog}
				className="pin-dialog"
				role="dialog"
				aria-modal="true"
				aria-labelledby="pin-dialog-title"
				tabIndex={-1}
			>
				<h2 id="pin-dialog-title" className="pin-dialog__title">
					{titleOf(view)}
				</h2>
				{error && (
					<p className="pin-dialog__error" role="alert">
						{error}
					</p>
				)}
				{view === 'menu' && (
					<ul className="pin-dialog__menu">
						<li>
							<button type="button" className="button" onClick={hide} disabled={busy}>
								{t.hidePin()}
							</button>
						</li>
						<li>
							<button type="button" className="button" onClick={() => setView('report')}>
								{t.reportPin()}
							</button>
						</li>
						{props.canEdit && (
							<li>
								<button type="button" className="button" onClick={() => setView('edit')}>
									{t.editPin()}
								</button>
							</li>
						)}
						{props.canDelete && (
							<li>
								<button type="button" className="button" onClick={() => setView('delete')}>
									{t.deletePin()}
								</button>
							</li>
						)}
					</ul>
				)}
				{view === 'report' && (
					<form onSubmit={submitReport}>
						<fieldset className="pin-dialog__reasons">
							<legend>{t.reportLegend()}</legend>
							{reportReasons().map(({ key, label }) => (
								<label key={key}>
									<input type="radio" name="reason" value={key} /> {label}
								</label>
							))}
						</fieldset>
						<label className="pin-dialog__field">
							{t.reportDetail()}
							<textarea name="detail" maxLength={1000} rows={3} />
						</label>
						<button type="submit" className="button button--primary" disabled={busy}>
							{t.reportSubmit()}
						</button>
					</form>
				)}
				{view === 'edit' && (
					<form onSubmit={submitEdit}>
						<label className="pin-dialog__field">
							{t.title()}
							<input name="title" defaultValue={props.editable.title} maxLength={PIN_TITLE_MAX} />
						</label>
						<label className="pin-dialog__field">
							{t.description()}
							<textarea
								name="description"
								defaultValue={props.editable.description}
								maxLength={PIN_DESCRIPTION_MAX}
								rows={4}
							/>
						</label>
						<label className="pin-dialog__field">
							{t.link()}
							<input name="link" type="url" defaultValue={props.editable.link} />
						</label>
						<label className="pin-dialog__field">
							{t.altText()}
							<textarea
								name="alt_text"
								defaultValue={props.editable.altText}
								maxLength={PIN_ALT_TEXT_MAX}
								rows={2}
							/>
						</label>
						{place && (
							<>
								<label className="pin-dialog__field">
									{t.board()}
									<select
										name="board"
										value={boardId}
										onChange={(e) => {
											setBoardId(e.currentTarget.value);
											setSectionId('');
										}}
										aria-busy={boards === null}
									>
										{boardChoices.map((b) => (
											<option key={b.id} value={b.id}>
												{b.name}
											</option>
										))}
									</select>
								</label>
								{(sections.length > 0 || sectionId) && (
									<label className="pin-dialog__field">
										{t.section()}
										<select
											name="section"
											value={sectionId}
											onChange={(e) => setSectionId(e.currentTarget.value)}
										>
											<option value="">{t.noSection()}</option>
											{sections.map((section) => (
												<option key={section.id} value={section.id}>
													{section.title}
												</option>
											))}
										</select>
									</label>
								)}
							</>
						)}
						{props.video && props.video.frames.length > 0 && (
							<VideoCoverPicker
								video={props.video}
								value={cover}
								onChange={setCover}
								legend={t.cover()}
								disabled={busy}
							/>
						)}
						<button type="submit" className="button button--primary" disabled={busy}>
							{t.save()}
						</button>
					</form>
				)}
				{view === 'delete' && (
					<>
						<p>{t.deleteWarning()}</p>
						<button
							type="button"
							className="button button--primary"
							onClick={remove}
							disabled={busy}
						>
							{t.delete()}
						</button>
					</>
				)}
				<button type="button" className="button pin-dialog__close" onClick={props.onClose}>
					{view === 'menu' ? t.close() : t.cancel()}
				</button>
			</div>
		</div>,
		document.body,
	);
}

/** The shortlist, with the pin's own board first when the list lacks it (e.g. not loaded yet). */
function boardsWithCurrent(
	boards: PickerBoard[],
	place: PinPlace | undefined,
): Pick<PickerBoard, 'id' | 'name' | 'sections'>[] {
	if (!place || boards.some((b) => b.id === place.boardId)) return boards;
	return [{ id: place.boardId, name: place.boardName, sections: [] }, ...boards];
}
