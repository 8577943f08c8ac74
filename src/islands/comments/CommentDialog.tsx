import { type ReactNode, useEffect, useRef } from 'react';
import comments from '~/messages/comments/index.ts';

/**
 * The comments' modal questions (delete, hide a person, report): a native `<dialog>` opened with
 * `showModal` (focus moves in and stays; Escape cancels), with a form whose submit confirms.
 * `busy` disables the confirm button while the call runs.
 */
export function CommentDialog({
	id,
	title,
	confirmLabel,
	busy,
	danger = false,
	onConfirm,
	onClose,
	children,
}: {
	id: string;
	title: string;
	confirmLabel: string;
	busy: boolean;
	danger?: boolean;
	onConfirm: (form: HTMLFormElement) => void;
	onClose: () => void;
	children?: ReactNode;
}) {
	const t = comments();
	const dialog = useRef<HTMLDialogElement>(null);
	useEffect(() => {
		const d = dialog.current;
		if (d && !d.open) d.showModal();
		return () => d?.close();
	}, []);
	return (
		<dialog
			ref={dialog}
			className="comment-dialog"
			aria-labelledby={`${id}-title`}
			onCancel={(event) => {
				event.preventDefault();
				onClose();
			}}
		>
			<form
				method="dialog"
				onSubmit={(event) => {
					event.preventDefault();
					onConfirm(event.currentTarget);
				}}
			>
				<h2 id={`${id}-title`} className="comment-dialog__title">
					{title}
				</h2>
				{children}
				<div className="comment-dialog__buttons">
					<button type="button" className="button" onClick={onClose}>
						{t.cancel()}
					</button>
					<button
						type="submit"
						className={
							danger ? 'button button--primary comment-dialog__danger' : 'button button--primary'
						}
						disabled={busy}
					>
						{confirmLabel}
					</button>
				</div>
			</form>
		</dialog>
	);
}
