import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type {
	PinOptionsRequest,
	SavePinRequest,
} from '~/lib/content/saving/client/save-picker-request.ts';
import { saveToBoard } from '~/lib/content/saving/client/saving.api.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { loadChunk } from '~/lib/platform/client/chunk-load.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import savingPicker from '~/messages/saving-picker/index.ts';
import { Toaster } from '../ui/Toaster.tsx';
// The styles travel in this lazy chunk, like the auth modal's: pages pay nothing until a save.
import styles from './BoardPicker.css?inline';
import { BoardPicker } from './BoardPicker.tsx';
import { markCardSaved, rememberCardBoard } from './card-marks.ts';

// A card's "…" (hide, report): the closeup's options dialog, loaded on its first use.
const PinOptionsMenu = lazy(() => loadChunk(() => import('../pins/PinOptionsMenu.tsx')));

type Open =
	| { kind: 'picker'; request: SavePinRequest; n: number }
	| { kind: 'options'; request: PinOptionsRequest; n: number };

/** The open dialog (one at a time per page), or null while closed. */
const $open = atom<Open | null>(null);
let opened = 0;
let mounted = false;

/** A card hidden through its options keeps its place in the grid, empty but for a note. */
function hideCard(opener: HTMLElement): void {
	const item = opener.closest('.masonry > li');
	if (!item) return;
	const note = document.createElement('p');
	note.className = 'pin-card__hidden';
	note.textContent = savingPicker().pinHidden();
	item.replaceChildren(note);
}

function PickerHost({ withToaster }: { withToaster: boolean }) {
	const current = useStore($open);
	const close = () => $open.set(null);
	return (
		<>
			{withToaster && <Toaster />}
			{current?.kind === 'picker' && (
				<BoardPicker key={current.n} request={current.request} onClose={close} />
			)}
			{current?.kind === 'options' && (
				<Suspense fallback={null}>
					<PinOptionsMenu
						key={current.n}
						pinId={current.request.pinId}
						canEdit={false}
						canDelete={false}
						afterDeleteUrl="/"
						editable={{ title: '', description: '', link: '', altText: '' }}
						onClose={close}
						onHidden={() => hideCard(current.request.opener)}
						returnFocusTo={() =>
							current.request.opener.isConnected ? current.request.opener : null
						}
					/>
				</Suspense>
			)}
		</>
	);
}

/**
 * Mounts the root at the end of `<body>` on first use. The page's own toaster shows "Saved to …"
 * when there is one (CopyLink's plain status region does not count: it shows only its own
 * messages); otherwise the root brings one.
 */
function mount(): void {
	if (mounted) return;
	mounted = true;
	const style = document.createElement('style');
	style.textContent = styles;
	document.head.append(style);
	const container = document.createElement('div');
	container.id = 'save-picker-root';
	document.body.append(container);
	const withToaster = document.querySelector('.toaster:not([data-copy-link-status])') === null;
	createRoot(container).render(<PickerHost withToaster={withToaster} />);
}

/** Saves straight to the board a card's overlay names; a refusal opens the picker instead. */
async function saveToNamedBoard(request: SavePinRequest, board: { id: string; name: string }) {
	try {
		const info = await saveToBoard(request.pinId, board.id);
		showToast(savingPicker().toastSaved({ title: info.title }));
		markCardSaved(request.opener);
		rememberCardBoard(info);
	} catch (error) {
		if (error instanceof ApiError) showToast(error.message);
		$open.set({ kind: 'picker', request, n: ++opened });
	}
}

/** Opens the board picker for a pin (or, for a card naming a board, saves there). */
export function openBoardPicker(request: SavePinRequest): void {
	mount();
	if (request.board) void saveToNamedBoard(request, request.board);
	else $open.set({ kind: 'picker', request, n: ++opened });
}

/** Opens a card's pin options (hide, report). */
export function openPinOptions(request: PinOptionsRequest): void {
	mount();
	$open.set({ kind: 'options', request, n: ++opened });
}
