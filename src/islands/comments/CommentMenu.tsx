import { useEffect, useRef, useState } from 'react';
import comments from '~/messages/comments/index.ts';

export interface MenuItem {
	key: string;
	label: string;
	run: () => void;
}

/**
 * A comment's less used actions behind one "…" button: a disclosure (the button says whether
 * its group is open) that closes on Escape, on an outside click and when an item runs.
 */
export function CommentMenu({ id, name, items }: { id: string; name: string; items: MenuItem[] }) {
	const t = comments();
	const [open, setOpen] = useState(false);
	const root = useRef<HTMLDivElement>(null);
	const button = useRef<HTMLButtonElement>(null);

	useEffect(() => {
		if (!open) return;
		const outside = (event: PointerEvent) => {
			if (!root.current?.contains(event.target as Node)) setOpen(false);
		};
		document.addEventListener('pointerdown', outside);
		return () => document.removeEventListener('pointerdown', outside);
	}, [open]);

	if (items.length === 0) return null;
	return (
		// Escape from the button or any item closes the group (keys bubble here from them).
		// biome-ignore lint/a11y/noStaticElementInteractions: a key listener for the controls inside
		<div
			ref={root}
			className="comment-menu"
			onKeyDown={(event) => {
				if (event.key === 'Escape' && open) {
					event.stopPropagation();
					setOpen(false);
					button.current?.focus();
				}
			}}
		>
			<button
				ref={button}
				type="button"
				className="comment__action comment-menu__button"
				aria-expanded={open}
				aria-controls={`${id}-menu`}
				aria-label={t.moreActions({ name })}
				onClick={() => setOpen((o) => !o)}
			>
				<svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
					<circle cx="5" cy="12" r="2" fill="currentColor" />
					<circle cx="12" cy="12" r="2" fill="currentColor" />
					<circle cx="19" cy="12" r="2" fill="currentColor" />
				</svg>
			</button>
			<ul id={`${id}-menu`} className="comment-menu__list" hidden={!open}>
				{items.map((item) => (
					<li key={item.key}>
						<button
							type="button"
							className="comment-menu__item"
							onClick={() => {
								setOpen(false);
								item.run();
							}}
						>
							{item.label}
						</button>
					</li>
				))}
			</ul>
		</div>
	);
}
