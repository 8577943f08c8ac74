import { type ReactNode, useCallback, useId, useRef } from 'react';
import savingBoards from '~/messages/saving-boards/index.ts';
import { CloseIcon } from '../ui/CloseIcon.tsx';
import { useModalFocus } from '../ui/use-modal-focus.ts';

interface Props {
	heading: string;
	/** Beside the heading: what is being saved, when there is something to name. */
	subheading?: ReactNode;
	/** While a save or create runs, Escape and the backdrop do not close the dialog. */
	busy: boolean;
	/** Whether the content is still loading (with `busy`, the dialog's `aria-busy`). */
	loading: boolean;
	onClose: () => void;
	/** Where focus goes back when the dialog closes (the control that opened it). */
	returnFocusTo: () => HTMLElement | null;
	children: ReactNode;
}

/**
 * The frame of the save picker's dialogs (`save-picker` styles): a modal over a backdrop with a
 * heading and a close button. The close button closes it; Escape and a click on the backdrop do
 * too, while nothing is busy. Focus stays inside (`useModalFocus`) and goes back on closing.
 */
export function PickerDialog({
	heading,
	subheading,
	busy,
	loading,
	onClose,
	returnFocusTo,
	children,
}: Props) {
	const t = savingBoards();
	const dialog = useRef<HTMLDivElement>(null);
	const headingId = useId();
	const onEscape = useCallback(() => {
		if (!busy) onClose();
	}, [busy, onClose]);
	useModalFocus(dialog, onEscape, returnFocusTo);

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
				aria-busy={busy || loading}
				tabIndex={-1}
			>
				<div className="save-picker__head">
					<h2 id={headingId} className="save-picker__heading">
						{heading}
					</h2>
					{subheading}
					<button
						type="button"
						className="save-picker__close"
						aria-label={t.close()}
						onClick={onClose}
					>
						<CloseIcon />
					</button>
				</div>
				{children}
			</div>
		</div>
	);
}
