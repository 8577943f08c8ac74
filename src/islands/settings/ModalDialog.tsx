import { type ReactNode, useEffect, useRef } from 'react';
import './PasscodeModal.css';

/**
 * A modal `<dialog>` driven by a store: shown (with `showModal`, so focus moves inside and stays
 * there) while `open`, closed otherwise. Escape calls `onDismiss` instead of closing by itself,
 * so the store stays the one truth about whether it is open.
 */
export function ModalDialog({
	open,
	labelledBy,
	onDismiss,
	children,
}: {
	open: boolean;
	/** The id of the element that names the dialog. */
	labelledBy: string;
	onDismiss: () => void;
	children: ReactNode;
}) {
	const dialog = useRef<HTMLDialogElement>(null);
	useEffect(() => {
		const d = dialog.current;
		if (!d) return;
		if (open && !d.open) d.showModal();
		if (!open && d.open) d.close();
	}, [open]);
	return (
		<dialog
			ref={dialog}
			className="passcode-modal"
			aria-labelledby={labelledBy}
			onCancel={(e) => {
				e.preventDefault();
				onDismiss();
			}}
		>
			{children}
		</dialog>
	);
}
