import { useId, useState } from 'react';
import builderEditorMessages from '~/messages/builder-editor/index.ts';
import type { DraftItem, DraftPinTag } from './draft-types.ts';
import { addTag, editTag, isTaggable, removeTag } from './pin-tags.ts';

interface Props {
	item: DraftItem;
	onTagsChange: (tags: DraftPinTag[]) => void;
}

/** The largest picture size in the answer that is still a preview (not the original). */
export function previewOf(item: DraftItem): { url: string; width: number; height: number } | null {
	const video = item.video;
	const cover = video
		? (video.frames.find((f) => f.media_id === video.cover_media_id) ?? video.frames[0])
		: undefined;
	const images = item.media?.images ?? cover?.images;
	if (!images) return null;
	return images['474x'] ?? images['236x'] ?? Object.values(images)[0] ?? null;
}

/**
 * The picture of a draft item with its product tags (BLD-07..09): click a point (or press
 * Enter on the picture: the centre) to add a tag, then give it a link; each tag can be moved
 * with two sliders, edited or removed. Tagging is off while the item has a link (BLD-09).
 */
export function ProductTags({ item, onTagsChange }: Props) {
	const t = builderEditorMessages();
	const preview = previewOf(item);
	const [editing, setEditing] = useState<number | null>(null);
	const linkId = useId();
	// BLD-09: a video from the device is not taggable.
	const taggable = isTaggable(item, item.video !== null);
	const shown = item.pinTags
		.map((tag, index) => ({ tag, index }))
		.filter(({ tag }) => tag.status !== 'deleted');
	if (!preview) return null;
	const current: DraftPinTag | undefined = editing === null ? undefined : item.pinTags[editing];

	return (
		<div className="builder-picture">
			<div className="builder-picture__frame">
				<button
					type="button"
					className="builder-picture__surface"
					disabled={!taggable}
					aria-label={taggable ? t.addProductTag() : t.picture()}
					onClick={(e) => {
						const box = e.currentTarget.getBoundingClientRect();
						const byPointer = e.detail > 0;
						const x = byPointer ? (e.clientX - box.left) / box.width : 0.5;
						const y = byPointer ? (e.clientY - box.top) / box.height : 0.5;
						const next = addTag(item.pinTags, x, y);
						onTagsChange(next);
						setEditing(next.length - 1);
					}}
				>
					<img
						src={preview.url}
						alt=""
						width={preview.width}
						height={preview.height}
						className="builder-picture__img"
					/>
				</button>
				{shown.map(({ tag, index }, n) => (
					<button
						key={tag.id ?? `new-${index}`}
						type="button"
						className="builder-tag-dot"
						style={{ left: `${tag.x * 100}%`, top: `${tag.y * 100}%` }}
						aria-label={
							tag.link
								? t.productTagDotWithLink({ n: n + 1, link: tag.link })
								: t.productTagDot({ n: n + 1 })
						}
						aria-pressed={editing === index}
						onClick={() => setEditing(index)}
					>
						{n + 1}
					</button>
				))}
			</div>
			{!taggable && item.media && !item.video && (
				<p className="builder-hint">{t.productTagsNeedNoLink()}</p>
			)}
			{current && editing !== null && current.status !== 'deleted' && (
				<fieldset className="builder-tag-editor">
					<legend className="builder-label">
						{t.productTagLegend({ n: shown.findIndex((s) => s.index === editing) + 1 })}
					</legend>
					<label className="builder-label" htmlFor={linkId}>
						{t.productLink()}
					</label>
					<input
						id={linkId}
						className="builder-input"
						type="url"
						dir="ltr"
						placeholder="https://"
						value={current.link}
						onChange={(e) => onTagsChange(editTag(item.pinTags, editing, { link: e.target.value }))}
						onKeyDown={(e) => {
							if (e.key === 'Enter') {
								e.preventDefault();
								setEditing(null);
							}
						}}
					/>
					<TagSlider
						label={t.tagAcross()}
						value={current.x}
						onChange={(x) => onTagsChange(editTag(item.pinTags, editing, { x }))}
					/>
					<TagSlider
						label={t.tagDown()}
						value={current.y}
						onChange={(y) => onTagsChange(editTag(item.pinTags, editing, { y }))}
					/>
					<div className="builder-row">
						<button type="button" className="button" onClick={() => setEditing(null)}>
							{t.tagDone()}
						</button>
						<button
							type="button"
							className="button"
							onClick={() => {
								onTagsChange(removeTag(item.pinTags, editing));
								setEditing(null);
							}}
						>
							{t.removeTag()}
						</button>
					</div>
				</fieldset>
			)}
		</div>
	);
}

/** A slider for one coordinate of a tag, 0..1 of the picture shown as whole per cents. */
function TagSlider({
	label,
	value,
	onChange,
}: {
	label: string;
	value: number;
	onChange(value: number): void;
}) {
	return (
		<label className="builder-label">
			{label}
			<input
				type="range"
				min={0}
				max={100}
				value={Math.round(value * 100)}
				onChange={(e) => onChange(Number(e.target.value) / 100)}
			/>
		</label>
	);
}
