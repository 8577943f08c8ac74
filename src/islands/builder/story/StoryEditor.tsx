import { useEffect, useId, useMemo, useState } from 'react';
import {
	type StoryUpload,
	storyFonts,
	uploadStoryImage,
} from '~/lib/content/stories/client/story-editor.api.ts';
import type { StoryBlock, StoryData } from '~/lib/content/stories/story-data.ts';
import {
	addBlock,
	addPage,
	canAddBlock,
	canAddPage,
	moveBlock,
	movePage,
	newBlock,
	removeBlock,
	removePage,
	updateBlock,
	updatePage,
} from '~/lib/content/stories/story-edit.ts';
import {
	STORY_FONTS,
	type StoryFontFace,
	storyFontFaceCss,
} from '~/lib/content/stories/story-fonts.ts';
import { storyFamilies } from '~/lib/content/stories/story-layout.ts';
import {
	STORY_MAX_PAGES,
	STORY_TEXT_ALIGN,
	STORY_TEXT_CASE,
	STORY_TEXT_MAX,
	STORY_TEXT_SIZE,
	STORY_TEXT_VERTICAL,
	storyPageIsEmpty,
} from '~/lib/content/stories/story-rules.ts';
import { type StoryImageSource, StoryPageView } from './StoryPageView.tsx';
import { STORY_PAGE_CSS } from './story-page-css.ts';
import './story-editor.css';

export interface StoryEditorProps {
	value: StoryData;
	onChange(next: StoryData): void;
	/** Pictures already on the story (a draft opened again), by media id; uploads add to them. */
	media?: Readonly<Record<string, StoryImageSource>>;
}

const ALIGN_LABEL: Record<(typeof STORY_TEXT_ALIGN)[number], string> = {
	left: 'Left',
	center: 'Center',
};
const VERTICAL_LABEL: Record<(typeof STORY_TEXT_VERTICAL)[number], string> = {
	top: 'Top',
	center: 'Middle',
	bottom: 'Bottom',
};
const SIZE_LABEL: Record<(typeof STORY_TEXT_SIZE)[number], string> = {
	sm: 'Small',
	md: 'Medium',
	lg: 'Large',
};
const CASE_LABEL: Record<(typeof STORY_TEXT_CASE)[number], string> = {
	none: 'As typed',
	uppercase: 'Uppercase',
};

/**
 * The story pin editor (PIN-17, BLD-11, BLD-13, BLD-15, BLD-18): the pages (add, remove,
 * reorder, at most 10), and on the chosen page its background, text blocks with their options
 * and font, pictures with their place and size, and a link, beside a 9:16 preview. Every change
 * goes to `onChange` as a whole new story (the builder keeps it in the draft's `story_data`).
 *
 * Video blocks are read and kept but not made here yet (the video upload helper is not merged).
 */
export function StoryEditor({ value, onChange, media = {} }: StoryEditorProps) {
	const [current, setCurrent] = useState(0);
	const [uploads, setUploads] = useState<Record<string, StoryUpload>>({});
	const [faces, setFaces] = useState<StoryFontFace[]>([]);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [status, setStatus] = useState('');
	const id = useId();
	const index = Math.min(current, value.pages.length - 1);
	const page = value.pages[index]!;

	useEffect(() => {
		let live = true;
		void storyFonts().then((f) => live && setFaces(f));
		return () => {
			live = false;
		};
	}, []);

	const images = useMemo(() => ({ ...media, ...uploads }), [media, uploads]);
	// BLD-18: only the fonts the story uses are loaded, plus every family for the font menu's sample.
	const fontCss = useMemo(
		() => storyFontFaceCss(faces, storyFamilies(value.pages)),
		[faces, value.pages],
	);

	const change = (next: StoryData, message?: string) => {
		onChange(next);
		if (message) setStatus(message);
	};
	const go = (i: number) => setCurrent(Math.max(0, Math.min(value.pages.length - 1, i)));

	const addImage = async (file: File | undefined) => {
		if (!file) return;
		setBusy(true);
		setError(null);
		try {
			const upload = await uploadStoryImage(file);
			setUploads((u) => ({ ...u, [upload.id]: upload }));
			change(addBlock(value, index, newBlock('image', { mediaId: upload.id })), 'Picture added.');
		} catch (e) {
			setError(e instanceof Error ? e.message : "Couldn't upload that picture.");
		} finally {
			setBusy(false);
		}
	};

	const blockFields = (block: StoryBlock, b: number) => {
		const set = (fields: Partial<StoryBlock>) => change(updateBlock(value, index, b, fields));
		const fid = `${id}-p${index}-b${b}`;
		const isText = block.type === 'heading' || block.type === 'paragraph';
		const name = isText
			? block.type === 'heading'
				? 'Heading'
				: 'Text'
			: block.type === 'image'
				? 'Picture'
				: 'Video';
		return (
			<fieldset key={fid} className="story-editor__block">
				<legend>
					{name} {b + 1}
				</legend>
				{isText && (
					<>
						<label htmlFor={`${fid}-text`}>{name}</label>
						<textarea
							id={`${fid}-text`}
							value={block.text}
							maxLength={STORY_TEXT_MAX}
							rows={block.type === 'heading' ? 2 : 3}
							onChange={(e) => set({ text: e.target.value })}
						/>
						<div className="story-editor__options">
							<Select
								label="Font"
								id={`${fid}-font`}
								value={block.font ?? ''}
								onChange={(v) => set({ font: v || null })}
							>
								<option value="">Default</option>
								{STORY_FONTS.map((f) => (
									<option key={f.family} value={f.family}>
										{f.family}
									</option>
								))}
							</Select>
							<Select
								label="Size"
								id={`${fid}-size`}
								value={block.size}
								onChange={(v) => set({ size: v as StoryBlock['size'] })}
							>
								{STORY_TEXT_SIZE.map((s) => (
									<option key={s} value={s}>
										{SIZE_LABEL[s]}
									</option>
								))}
							</Select>
							<Select
								label="Alignment"
								id={`${fid}-align`}
								value={block.align}
								onChange={(v) => set({ align: v as StoryBlock['align'] })}
							>
								{STORY_TEXT_ALIGN.map((s) => (
									<option key={s} value={s}>
										{ALIGN_LABEL[s]}
									</option>
								))}
							</Select>
							<Select
								label="Position"
								id={`${fid}-vertical`}
								value={block.vertical}
								onChange={(v) => set({ vertical: v as StoryBlock['vertical'] })}
							>
								{STORY_TEXT_VERTICAL.map((s) => (
									<option key={s} value={s}>
										{VERTICAL_LABEL[s]}
									</option>
								))}
							</Select>
							<Select
								label="Case"
								id={`${fid}-case`}
								value={block.case}
								onChange={(v) => set({ case: v as StoryBlock['case'] })}
							>
								{STORY_TEXT_CASE.map((s) => (
									<option key={s} value={s}>
										{CASE_LABEL[s]}
									</option>
								))}
							</Select>
							<div className="story-editor__field">
								<label htmlFor={`${fid}-color`}>Colour</label>
								<input
									id={`${fid}-color`}
									type="color"
									value={block.color}
									onChange={(e) => set({ color: e.target.value })}
								/>
							</div>
						</div>
					</>
				)}
				{!isText && (
					<div className="story-editor__options">
						<Range
							id={`${fid}-left`}
							label="From the left"
							value={block.edits.left}
							min={0}
							max={1}
							onChange={(left) => set({ edits: { ...block.edits, left } })}
						/>
						<Range
							id={`${fid}-top`}
							label="From the top"
							value={block.edits.top}
							min={0}
							max={1}
							onChange={(top) => set({ edits: { ...block.edits, top } })}
						/>
						<Range
							id={`${fid}-scale`}
							label="Size"
							value={block.edits.scale}
							min={0.1}
							max={2}
							onChange={(scale) => set({ edits: { ...block.edits, scale } })}
						/>
					</div>
				)}
				<div className="story-editor__row">
					<button
						type="button"
						className="button"
						disabled={b === 0}
						onClick={() => change(moveBlock(value, index, b, -1))}
					>
						Move back
						<span className="visually-hidden">
							{' '}
							{name.toLowerCase()} {b + 1}
						</span>
					</button>
					<button
						type="button"
						className="button"
						disabled={b === page.blocks.length - 1}
						onClick={() => change(moveBlock(value, index, b, 1))}
					>
						Move forward
						<span className="visually-hidden">
							{' '}
							{name.toLowerCase()} {b + 1}
						</span>
					</button>
					<button
						type="button"
						className="button"
						onClick={() => change(removeBlock(value, index, b), `${name} removed.`)}
					>
						Remove
						<span className="visually-hidden">
							{' '}
							{name.toLowerCase()} {b + 1}
						</span>
					</button>
				</div>
			</fieldset>
		);
	};

	const link = page.linkBlock;
	const empty = storyPageIsEmpty(page);
	return (
		<div className="story-editor">
			<style>{STORY_PAGE_CSS}</style>
			{fontCss && <style>{fontCss}</style>}
			<nav className="story-editor__pages" aria-label="Story pages">
				<ol>
					{value.pages.map((p, i) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: pages have no ids, and these buttons hold no state
						<li key={i}>
							<button
								type="button"
								className="story-editor__page-button"
								aria-current={i === index ? 'page' : undefined}
								onClick={() => go(i)}
							>
								Page {i + 1}
								{storyPageIsEmpty(p) && <span className="story-editor__empty"> (empty)</span>}
							</button>
						</li>
					))}
				</ol>
				<button
					type="button"
					className="button"
					disabled={!canAddPage(value)}
					onClick={() => {
						change(addPage(value, index), `Page ${index + 2} added.`);
						setCurrent(index + 1);
					}}
				>
					Add page
				</button>
				<p className="story-editor__hint">
					{value.pages.length} of {STORY_MAX_PAGES} pages
				</p>
			</nav>

			<div className="story-editor__main">
				<section className="story-editor__form" aria-labelledby={`${id}-page-title`}>
					<h3 id={`${id}-page-title`} className="story-editor__title">
						Page {index + 1} of {value.pages.length}
					</h3>
					<div className="story-editor__row">
						<button
							type="button"
							className="button"
							disabled={index === 0}
							onClick={() => {
								change(movePage(value, index, index - 1), `Page moved to ${index}.`);
								setCurrent(index - 1);
							}}
						>
							Move page earlier
						</button>
						<button
							type="button"
							className="button"
							disabled={index === value.pages.length - 1}
							onClick={() => {
								change(movePage(value, index, index + 1), `Page moved to ${index + 2}.`);
								setCurrent(index + 1);
							}}
						>
							Move page later
						</button>
						<button
							type="button"
							className="button"
							onClick={() => {
								change(removePage(value, index), `Page ${index + 1} removed.`);
								setCurrent(Math.max(0, index - 1));
							}}
						>
							Remove page
						</button>
					</div>
					<div className="story-editor__field">
						<label htmlFor={`${id}-bg`}>Background colour</label>
						<input
							id={`${id}-bg`}
							type="color"
							value={page.backgroundColor}
							onChange={(e) =>
								change(updatePage(value, index, { backgroundColor: e.target.value }))
							}
						/>
					</div>
					{empty && (
						<p className="story-editor__warning" id={`${id}-empty`}>
							This page is empty. Add text, a picture or a link before you publish.
						</p>
					)}
					{page.blocks.map(blockFields)}
					<div className="story-editor__row">
						<button
							type="button"
							className="button"
							disabled={!canAddBlock(page)}
							onClick={() => change(addBlock(value, index, newBlock('heading')), 'Heading added.')}
						>
							Add heading
						</button>
						<button
							type="button"
							className="button"
							disabled={!canAddBlock(page)}
							onClick={() => change(addBlock(value, index, newBlock('paragraph')), 'Text added.')}
						>
							Add text
						</button>
						<label
							className={`button story-editor__file${busy || !canAddBlock(page) ? ' is-disabled' : ''}`}
						>
							{busy ? 'Uploading…' : 'Add picture'}
							<input
								type="file"
								accept="image/jpeg,image/png,image/webp,image/gif"
								className="visually-hidden"
								disabled={busy || !canAddBlock(page)}
								onChange={(e) => {
									void addImage(e.target.files?.[0]);
									e.target.value = '';
								}}
							/>
						</label>
					</div>
					{error && (
						<p className="story-editor__error" role="alert">
							{error}
						</p>
					)}
					<fieldset className="story-editor__block">
						<legend>Link</legend>
						<div className="story-editor__field">
							<label htmlFor={`${id}-link`}>Link address</label>
							<input
								id={`${id}-link`}
								type="url"
								inputMode="url"
								placeholder="https://"
								value={link?.url ?? ''}
								onChange={(e) =>
									change(
										updatePage(value, index, {
											linkBlock: e.target.value
												? { url: e.target.value, label: link?.label ?? '' }
												: null,
										}),
									)
								}
							/>
						</div>
						<div className="story-editor__field">
							<label htmlFor={`${id}-link-label`}>Link text</label>
							<input
								id={`${id}-link-label`}
								type="text"
								maxLength={100}
								disabled={!link}
								value={link?.label ?? ''}
								onChange={(e) =>
									link &&
									change(
										updatePage(value, index, { linkBlock: { ...link, label: e.target.value } }),
									)
								}
							/>
						</div>
					</fieldset>
				</section>
				<figure className="story-editor__preview">
					<div role="img" aria-label={`Preview of page ${index + 1}`}>
						<StoryPageView page={page} index={index} images={images} headingTag="p" eager />
					</div>
					<figcaption>Preview, 9:16</figcaption>
				</figure>
			</div>
			<p className="visually-hidden" aria-live="polite">
				{status}
			</p>
		</div>
	);
}

function Select({
	label,
	id,
	value,
	onChange,
	children,
}: {
	label: string;
	id: string;
	value: string;
	onChange(value: string): void;
	children: React.ReactNode;
}) {
	return (
		<div className="story-editor__field">
			<label htmlFor={id}>{label}</label>
			<select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
				{children}
			</select>
		</div>
	);
}

function Range({
	id,
	label,
	value,
	min,
	max,
	onChange,
}: {
	id: string;
	label: string;
	value: number;
	min: number;
	max: number;
	onChange(value: number): void;
}) {
	return (
		<div className="story-editor__field">
			<label htmlFor={id}>{label}</label>
			<input
				id={id}
				type="range"
				min={min}
				max={max}
				step={0.01}
				value={value}
				aria-valuetext={`${Math.round(value * 100)}%`}
				onChange={(e) => onChange(Number(e.target.value))}
			/>
		</div>
	);
}
