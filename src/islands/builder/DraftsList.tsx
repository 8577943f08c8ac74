import builderMessages from '~/messages/builder/index.ts';
import type { Draft } from './draft-types.ts';
import { previewOf } from './ProductTags.tsx';
import { scheduledTime } from './scheduled-time.ts';

interface Props {
	drafts: Draft[];
	activeId: string | null;
	selected: string[];
	onOpen: (id: string) => void;
	onSelect: (id: string, on: boolean) => void;
	onDelete: (draft: Draft) => void;
}

export function draftLabel(draft: Draft): string {
	const title = draft.items[0]?.title.trim();
	if (title) return title;
	const t = builderMessages();
	if (draft.type === 'story') return t.untitledStory();
	return draft.type === 'carousel'
		? t.untitledCarousel({ count: draft.items.length })
		: t.untitledDraft();
}

/**
 * The viewer's drafts (`PinDraftsResource`): open one to edit it, tick several to combine them
 * or edit them together, delete one.
 */
export function DraftsList({ drafts, activeId, selected, onOpen, onSelect, onDelete }: Props) {
	const t = builderMessages();
	if (drafts.length === 0) return <p className="builder-hint">{t.noDrafts()}</p>;
	return (
		<ul className="builder-drafts">
			{drafts.map((draft) => {
				const label = draftLabel(draft);
				const first = draft.items[0];
				const thumb = first ? previewOf(first) : null;
				return (
					<li
						key={draft.id}
						className={`builder-draft${draft.id === activeId ? ' builder-draft--active' : ''}`}
					>
						<input
							type="checkbox"
							className="builder-draft__check"
							aria-label={t.selectDraft({ name: label })}
							checked={selected.includes(draft.id)}
							onChange={(e) => onSelect(draft.id, e.target.checked)}
						/>
						<button
							type="button"
							className="builder-draft__open"
							aria-current={draft.id === activeId ? 'true' : undefined}
							onClick={() => onOpen(draft.id)}
						>
							{thumb ? (
								<img
									className="builder-draft__thumb"
									src={thumb.url}
									alt=""
									width="48"
									height="48"
								/>
							) : (
								<span className="builder-draft__thumb" aria-hidden="true" />
							)}
							<span className="builder-draft__text">
								<span className="builder-draft__title">{label}</span>
								{draft.publishingStatus === 'failed' && (
									<span className="builder-error">{t.publishingFailed()}</span>
								)}
								{draft.publishingStatus === 'scheduled' && draft.scheduledTs && (
									<span className="builder-hint">
										{t.draftScheduledFor({ when: scheduledTime(draft.scheduledTs) })}
									</span>
								)}
							</span>
						</button>
						<button
							type="button"
							className="builder-icon-button"
							aria-label={t.deleteDraft({ name: label })}
							onClick={() => onDelete(draft)}
						>
							<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
								<path
									d="M5 7h14M10 7V4h4v3m-7 0l1 13h8l1-13"
									fill="none"
									stroke="currentColor"
									strokeWidth="2"
									strokeLinejoin="round"
								/>
							</svg>
						</button>
					</li>
				);
			})}
		</ul>
	);
}
