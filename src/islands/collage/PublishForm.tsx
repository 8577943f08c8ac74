import { useId, useState } from 'react';
import { publishCollage } from '~/lib/content/collage/client/collage.api.ts';
import type { CollageBoardChoice } from '~/lib/content/collage/collage.ts';
import { COLLAGE_DESCRIPTION_MAX, creditedNames } from '~/lib/content/collage/collage-credits.ts';
import { PIN_TITLE_MAX } from '~/lib/content/pins/pin-input.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { richParts } from '~/lib/platform/i18n/rich-text.ts';
import collageMessages from '~/messages/collage/index.ts';
import { inPageLanguage } from '../builder/page-path.ts';
import { errorText } from '../ui/error-text.ts';
import { type PlacedItem, toCollageItems } from './collage-state.ts';

interface Props {
	items: readonly PlacedItem[];
	boards: readonly CollageBoardChoice[];
}

/**
 * Publishing: title, description, board and section, then `CollageResource create`; on success
 * the new Pin's closeup opens. The server's refusal is shown as it came (its message, and the
 * detail when it names the problem).
 */
export function PublishForm({ items, boards }: Props) {
	const t = collageMessages();
	const base = useId();
	const [title, setTitle] = useState('');
	const [description, setDescription] = useState('');
	const [boardId, setBoardId] = useState(boards[0]?.id ?? '');
	const [sectionId, setSectionId] = useState('');
	const [error, setError] = useState('');
	const [busy, setBusy] = useState(false);
	const board = boards.find((b) => b.id === boardId);
	const credited = new Set(items.flatMap((i) => (i.picture.username ? [i.picture.username] : [])));

	async function onSubmit(event: React.FormEvent) {
		event.preventDefault();
		if (items.length === 0) {
			setError(t.needPicture());
			return;
		}
		setBusy(true);
		setError('');
		try {
			const pin = await publishCollage({
				items: toCollageItems(items),
				board_id: boardId,
				section_id: sectionId || null,
				title: title.trim(),
				description: description.trim(),
			});
			location.assign(inPageLanguage(`/pin/${pin.id}/`));
		} catch (e) {
			const detail = e instanceof ApiError && e.detail ? ` ${e.detail}` : '';
			setError(`${errorText(e)}${detail}`);
			setBusy(false);
		}
	}

	if (boards.length === 0) {
		return (
			<section className="collage-publish" aria-labelledby={`${base}-title`}>
				<h2 id={`${base}-title`} className="collage-panel__title">
					{t.publishHeading()}
				</h2>
				<p>
					{richParts(t.needBoard()).map((part, i) =>
						part.tag === 'link' ? (
							// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
							<a key={i} href={inPageLanguage('/board/create/')}>
								{part.text}
							</a>
						) : (
							part.text
						),
					)}
				</p>
			</section>
		);
	}

	return (
		<form className="collage-publish" aria-labelledby={`${base}-title`} onSubmit={onSubmit}>
			<h2 id={`${base}-title`} className="collage-panel__title">
				{t.publishHeading()}
			</h2>
			<label htmlFor={`${base}-name`}>{t.titleLabel()}</label>
			<input
				id={`${base}-name`}
				type="text"
				value={title}
				maxLength={PIN_TITLE_MAX}
				onChange={(e) => setTitle(e.target.value)}
			/>
			<label htmlFor={`${base}-description`}>
				{t.descriptionLabel()} <span className="collage-panel__optional">{t.optional()}</span>
			</label>
			<textarea
				id={`${base}-description`}
				rows={3}
				value={description}
				maxLength={COLLAGE_DESCRIPTION_MAX}
				aria-describedby={`${base}-credits`}
				onChange={(e) => setDescription(e.target.value)}
			/>
			<p className="collage-panel__hint" id={`${base}-credits`}>
				{credited.size > 0
					? t.creditsBy({ names: creditedNames([...credited]) })
					: t.creditsGeneric()}
			</p>
			<label htmlFor={`${base}-board`}>{t.boardLabelField()}</label>
			<select
				id={`${base}-board`}
				value={boardId}
				onChange={(e) => {
					setBoardId(e.target.value);
					setSectionId('');
				}}
			>
				{boards.map((b) => (
					<option key={b.id} value={b.id}>
						{b.name}
					</option>
				))}
			</select>
			{board && board.sections.length > 0 && (
				<>
					<label htmlFor={`${base}-section`}>
						{t.sectionLabel()} <span className="collage-panel__optional">{t.optional()}</span>
					</label>
					<select
						id={`${base}-section`}
						value={sectionId}
						onChange={(e) => setSectionId(e.target.value)}
					>
						<option value="">{t.noSection()}</option>
						{board.sections.map((s) => (
							<option key={s.id} value={s.id}>
								{s.title}
							</option>
						))}
					</select>
				</>
			)}
			{error && (
				<p className="collage-panel__error" role="alert">
					{error}
				</p>
			)}
			<button type="submit" className="button button--primary" disabled={busy}>
				{busy ? t.publishing() : t.publish()}
			</button>
		</form>
	);
}
