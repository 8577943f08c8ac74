import { useEffect, useId, useMemo, useState } from 'react';
import {
	type StoryUpload,
	storyFonts,
	uploadStoryImage,
} from '~/lib/content/stories/client/story-editor.api.ts';
import type { StoryData } from '~/lib/content/stories/story-data.ts';
import {
	addBlock,
	addPage,
	canAddBlock,
	moveBlock,
	movePage,
	newBlock,
	removeBlock,
	removePage,
	updateBlock,
	updatePage,
} from '~/lib/content/stories/story-edit.ts';
import { type StoryFontFace, storyFontFaceCss } from '~/lib/content/stories/story-fonts.ts';
import { storyFamilies } from '~/lib/content/stories/story-layout.ts';
import { storyPageIsEmpty } from '~/lib/content/stories/story-rules.ts';
import { StoryBlockFields, storyBlockName } from './StoryBlockFields.tsx';
import { StoryLinkFields } from './StoryLinkFields.tsx';
import { StoryPageNav } from './StoryPageNav.tsx';
import { type StoryImageSource, StoryPageView } from './StoryPageView.tsx';
import { STORY_PAGE_CSS } from './story-page-css.ts';
import './story-editor.css';

export interface StoryEditorProps {
	value: StoryData;
	onChange(next: StoryData): void;
	/** Pictures already on the story (a draft opened again), by media id; uploads add to them. */
	media?: Readonly<Record<string, StoryImageSource>>;
}

/** The text blocks a page can get: their button and what is announced once one is added. */
const TEXT_BLOCKS = [
	{ type: 'heading', label: 'Add heading', added: 'Heading added.' },
	{ type: 'paragraph', label: 'Add text', added: 'Text added.' },
] as const;

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

	const link = page.linkBlock;
	const empty = storyPageIsEmpty(page);
	return (
		<div className="story-editor">
			<style>{STORY_PAGE_CSS}</style>
			{fontCss && <style>{fontCss}</style>}
			<StoryPageNav
				story={value}
				index={index}
				onGo={go}
				onAddPage={() => {
					change(addPage(value, index), `Page ${index + 2} added.`);
					setCurrent(index + 1);
				}}
			/>

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
					{page.blocks.map((block, b) => {
						const fid = `${id}-p${index}-b${b}`;
						return (
							<StoryBlockFields
								key={fid}
								fid={fid}
								block={block}
								index={b}
								count={page.blocks.length}
								onChange={(fields) => change(updateBlock(value, index, b, fields))}
								onMove={(by) => change(moveBlock(value, index, b, by))}
								onRemove={() =>
									change(removeBlock(value, index, b), `${storyBlockName(block)} removed.`)
								}
							/>
						);
					})}
					<div className="story-editor__row">
						{TEXT_BLOCKS.map(({ type, label, added }) => (
							<button
								key={type}
								type="button"
								className="button"
								disabled={!canAddBlock(page)}
								onClick={() => change(addBlock(value, index, newBlock(type)), added)}
							>
								{label}
							</button>
						))}
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
					<StoryLinkFields
						id={id}
						link={link}
						onChange={(linkBlock) => change(updatePage(value, index, { linkBlock }))}
					/>
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
