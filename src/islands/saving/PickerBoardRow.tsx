import { Fragment, useId, useState } from 'react';
import type { PickerBoard } from '~/lib/content/saving/board-shortlist.ts';
import { richParts } from '~/lib/platform/i18n/rich-text.ts';
import savingBoards from '~/messages/saving-boards/index.ts';

/** BRD-02: the privacy code of a secret board. */
const SECRET = 3;

/**
 * A message whose `<tag>` holds what the row shows (a board's or section's name), the rest of
 * it read out to screen readers only ("Save to …"). The name itself goes in as `shown`, not
 * through the message, so a name is never taken for markup.
 */
function HiddenAround({ message, tag, shown }: { message: string; tag: string; shown: string }) {
	return (
		<>
			{richParts(message).map((part, i) =>
				part.tag === tag ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, in order.
					<Fragment key={i}>{shown}</Fragment>
				) : part.text.trim() ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, in order.
					<span key={i} className="visually-hidden">
						{part.tag ? `<${part.tag}>${part.text}</${part.tag}>` : part.text}
					</span>
				) : null,
			)}
		</>
	);
}

interface Props {
	board: PickerBoard;
	busy: boolean;
	onSave: (board: PickerBoard, sectionId?: string | null) => void;
}

/** One board of the picker: a button that saves to it, and its sections behind a disclosure. */
export function PickerBoardRow({ board, busy, onSave }: Props) {
	const t = savingBoards();
	const [open, setOpen] = useState(false);
	const sectionsId = useId();
	return (
		<li className="save-picker__board">
			<div className="save-picker__row">
				<button
					type="button"
					className="save-picker__choose"
					disabled={busy}
					onClick={() => onSave(board)}
				>
					{board.image_thumbnail_url ? (
						<img
							className="save-picker__thumb"
							src={board.image_thumbnail_url}
							alt=""
							width="48"
							height="48"
						/>
					) : (
						<span className="save-picker__thumb" aria-hidden="true" />
					)}
					<span className="save-picker__name">
						<HiddenAround message={t.saveToBoard({ name: '' })} tag="board" shown={board.name} />
					</span>
					{board.privacy === SECRET && <span className="save-picker__tag">{t.secret()}</span>}
					{board.role === 'collaborator' && <span className="save-picker__tag">{t.group()}</span>}
				</button>
				{board.sections.length > 0 && (
					<button
						type="button"
						className="save-picker__toggle"
						aria-expanded={open}
						aria-controls={sectionsId}
						aria-label={t.sectionsOf({ name: board.name })}
						onClick={() => setOpen(!open)}
					>
						<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
							<path
								d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'}
								fill="none"
								stroke="currentColor"
								strokeWidth="2.5"
							/>
						</svg>
					</button>
				)}
			</div>
			{board.sections.length > 0 && (
				<ul id={sectionsId} className="save-picker__sections" hidden={!open}>
					{board.sections.map((section) => (
						<li key={section.id}>
							<button
								type="button"
								className="save-picker__section"
								disabled={busy}
								onClick={() => onSave(board, section.id)}
							>
								<HiddenAround
									message={t.saveToSection({ board: board.name, title: '' })}
									tag="section"
									shown={section.title}
								/>
							</button>
						</li>
					))}
				</ul>
			)}
		</li>
	);
}
