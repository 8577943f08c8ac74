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
import storyEditor, { type Messages } from '~/messages/story-editor/index.ts';
import { StoryBlockFields } from './StoryBlockFields.tsx';
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
const textBlocks = (t: Messages) =>
	[
		{ type: 'heading', label: t.addHeading(), added: t.headingAdded() },
		{ type: 'paragraph', label: t.addText(), added: t.textAdded() },
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
	const t = storyEditor();
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
			change(addBlock(value, index, newBlock('image', { mediaId: upload.id })), t.pictureAdded());
		} catch (e) {
			setError(e instanceof Error ? e.message : t.uploadFailed());
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
					change(addPage(value, index), t.pageAdded({ n: index + 2 }));
					setCurrent(index + 1);
				}}
			/>

			<div className="story-editor__main">
				<section className="story-editor__form" aria-labelledby={`${id}-page-title`}>
					<h3 id={`${id}-page-title`} className="story-editor__title">
						{t.pageOf({ n: index + 1, count: value.pages.length })}
					</h3>
					<div className="story-editor__row">
						<button
							type="button"
							className="button"
							disabled={index === 0}
							onClick={() => {
								change(movePage(value, index, index - 1), t.pageMovedTo({ n: index }));
								setCurrent(index - 1);
							}}
						>
							{t.movePageEarlier()}
						</button>
						<button
							type="button"
							className="button"
							disabled={index === value.pages.length - 1}
							onClick={() => {
								change(movePage(value, index, index + 1), t.pageMovedTo({ n: index + 2 }));
								setCurrent(index + 1);
							}}
						>
							{t.movePageLater()}
						</button>
						<button
							type="button"
							className="button"
							onClick={() => {
								change(removePage(value, index), t.pageRemoved({ n: index + 1 }));
								setCurrent(Math.max(0, index - 1));
							}}
						>
							{t.removePage()}
						</button>
					</div>
					<div className="story-editor__field">
						<label htmlFor={`${id}-bg`}>{t.backgroundColour()}</label>
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
							{t.emptyPageWarning()}
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
									change(removeBlock(value, index, b), t.blockRemoved({ type: block.type }))
								}
							/>
						);
					})}
					<div className="story-editor__row">
						{textBlocks(t).map(({ type, label, added }) => (
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
							{busy ? t.uploading() : t.addPicture()}
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
					<div role="img" aria-label={t.previewOf({ n: index + 1 })}>
						<StoryPageView page={page} index={index} images={images} headingTag="p" eager />
					</div>
					<figcaption>{t.previewCaption()}</figcaption>
				</figure>
			</div>
			<p className="visually-hidden" aria-live="polite">
				{status}
			</p>
		</div>
	);
}
