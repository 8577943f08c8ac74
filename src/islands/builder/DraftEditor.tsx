import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { newStoryData } from '~/lib/content/stories/story-rules.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { BoardSelect } from './BoardSelect.tsx';
import {
	$saveErrors,
	$saveStates,
	editDraft,
	findDraft,
	putDraft,
	saveNow,
} from './builder.store.ts';
import { CarouselItems } from './CarouselItems.tsx';
import { type DraftProblems, draftProblems, type ProblemField } from './draft-problems.ts';
import { type Draft, type DraftFieldsInput, type DraftItem, TITLE_LIMIT } from './draft-types.ts';
import { type PublishAnswer, publishDraft, unscheduleDraft } from './drafts.api.ts';
import { FieldError } from './FieldError.tsx';
import { ProductTags } from './ProductTags.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { Switch } from './Switch.tsx';
import { scheduledTime } from './scheduled-time.ts';
import { TopicsInput } from './TopicsInput.tsx';
import { blankItem } from './use-uploads.ts';
import type { VideoUpload } from './video/upload-video.ts';
import { VideoCoverPicker } from './video/VideoCoverPicker.tsx';
import { setVideoCover } from './video/video-cover.api.ts';

interface Props {
	draft: Draft;
	onPublished: (answer: PublishAnswer) => void;
}

// The story editor (PIN-17, BLD-11) loads only when a story draft opens.
const StoryEditor = lazy(() =>
	import('./story/StoryEditor.tsx').then((m) => ({ default: m.StoryEditor })),
);

const FIELD_ORDER: ProblemField[] = [
	'media',
	'story_link',
	'board',
	'title',
	'description',
	'link',
	'alt_text',
	'scheduled',
];

const SAVE_WORDS = {
	saved: 'Saved',
	pending: 'Unsaved changes',
	saving: 'Saving…',
	failed: 'Not saved',
};

/**
 * One draft's form (BLD-03, BLD-04): picture(s) and product tags, title (with a counter),
 * description, link, alt text, board and section, topics, the BLD-16 switches and when to
 * publish. Every change is saved automatically; BLD-17's problems show beside their fields once
 * a field was touched or publishing was tried, and a server refusal stays shown (apiError).
 */
export function DraftEditor({ draft, onPublished }: Props) {
	const ids = useId();
	const fieldId = (f: string) => `${ids}-${f}`;
	const errId = (f: string) => `${ids}-${f}-error`;
	const saveState = useStore($saveStates)[draft.id] ?? 'saved';
	const saveError = useStore($saveErrors)[draft.id];
	const [touched, setTouched] = useState<Set<ProblemField>>(new Set());
	const [tried, setTried] = useState(false);
	const [current, setCurrent] = useState(0);
	const [publishing, setPublishing] = useState(false);
	const [publishError, setPublishError] = useState<string | null>(null);
	// The last cover choice on its way to the server: publishing waits for it.
	const coverSave = useRef<Promise<unknown> | null>(null);

	const all: DraftProblems = draftProblems(draft);
	const shown = (f: ProblemField) => (tried || touched.has(f) ? all[f] : undefined);
	const touch = (f: ProblemField) => setTouched((t) => (t.has(f) ? t : new Set(t).add(f)));
	const first: DraftItem | undefined = draft.items[0];
	const item = draft.items[Math.min(current, draft.items.length - 1)];

	const setFields = (fields: DraftFieldsInput, local: Partial<Draft>) =>
		editDraft(draft.id, (d) => ({ ...d, ...local }), { fields });
	const setItems = (items: DraftItem[]) =>
		editDraft(draft.id, (d) => ({ ...d, items }), { items: true });
	// A story's title and description live on its one text-only item, made on the first edit.
	const setFirst = (change: Partial<DraftItem>) =>
		editDraft(
			draft.id,
			(d) => ({
				...d,
				items:
					d.items.length === 0 && d.type === 'story'
						? [{ ...blankItem(null, null), ...change }]
						: d.items.map((it, i) => (i === 0 ? { ...it, ...change } : it)),
			}),
			{ items: true },
		);
	const noFields = !first && draft.type !== 'story';

	const describedBy = (f: ProblemField, extra?: string) =>
		[shown(f) ? errId(f) : null, extra].filter(Boolean).join(' ') || undefined;

	async function publish() {
		setTried(true);
		setPublishError(null);
		const problems = draftProblems(draft);
		const firstBad = FIELD_ORDER.find((f) => problems[f]);
		if (firstBad) {
			document.getElementById(fieldId(firstBad))?.focus();
			return;
		}
		setPublishing(true);
		try {
			await coverSave.current;
			const saved = await saveNow(draft.id);
			if (!saved)
				throw new Error($saveErrors.get()[draft.id] ?? 'Your changes could not be saved.');
			onPublished(await publishDraft(draft.id));
		} catch (e) {
			setPublishError(e instanceof Error ? e.message : 'Publishing failed.');
			// The server keeps its refusal on the draft (apiError, apiErrorCode).
			if (e instanceof ApiError && e.status !== 0) {
				putDraft({ ...draft, apiError: e.message, apiErrorCode: e.code || String(e.apiErrorCode) });
			}
			setPublishing(false);
		}
	}

	const scheduled = draft.publishOption === 'scheduled';
	/** BLD-20: on the schedule already; its time is changed by unscheduling it first. */
	const onSchedule = draft.publishingStatus === 'scheduled';

	async function unschedule() {
		setPublishing(true);
		setPublishError(null);
		try {
			putDraft(await unscheduleDraft(draft.id));
		} catch (e) {
			setPublishError(e instanceof Error ? e.message : 'Unscheduling failed.');
		}
		setPublishing(false);
	}
	const titleLength = first?.title.length ?? 0;

	return (
		<form
			className={`builder-editor${draft.type === 'story' ? ' builder-editor--story' : ''}`}
			aria-label="Pin details"
			noValidate
			onSubmit={(e) => {
				e.preventDefault();
				void publish();
			}}
		>
			<div className="builder-editor__media">
				{draft.type === 'story' && (
					<Suspense fallback={<p className="builder-hint">Loading the story editor…</p>}>
						<StoryEditor
							value={draft.storyData ?? newStoryData()}
							onChange={(next) =>
								setFields({ story_data: next }, { storyData: next, status: 'edited' })
							}
						/>
					</Suspense>
				)}
				<FieldError id={errId('story_link')} message={shown('story_link')} />
				{item && draft.type !== 'story' && (
					<ProductTags
						item={item}
						onTagsChange={(pinTags) =>
							setItems(draft.items.map((it) => (it === item ? { ...it, pinTags } : it)))
						}
					/>
				)}
				{item?.video && (
					<VideoCoverPicker
						// The draft answer's frames are the upload's (every image size).
						video={item.video as unknown as Pick<VideoUpload, 'frames'>}
						value={item.video.cover_media_id}
						legend="Video cover"
						onChange={(mediaId) => {
							const video = item.video;
							if (!video) return;
							// At once on screen (a controlled radio would otherwise spring back until the
							// server answers), on the draft as it is now (not as it was when rendered), and
							// back to the old cover when the server refuses.
							const previous = video.cover_media_id;
							const withCover = (cover: string | null) => {
								const now = findDraft(draft.id);
								if (!now) return;
								putDraft({
									...now,
									items: now.items.map((it) =>
										it.video?.id === video.id
											? { ...it, video: { ...it.video, cover_media_id: cover } }
											: it,
									),
								});
							};
							withCover(mediaId);
							coverSave.current = setVideoCover(video.id, mediaId).catch((e: unknown) => {
								withCover(previous);
								setPublishError(e instanceof Error ? e.message : 'The cover was not saved.');
							});
						}}
					/>
				)}
				<FieldError id={errId('media')} message={shown('media')} />
				{draft.items.length > 1 && (
					<CarouselItems
						items={draft.items}
						current={current}
						onCurrent={setCurrent}
						onItems={setItems}
					/>
				)}
			</div>

			<div className="builder-editor__fields">
				<p className="builder-save-state" aria-live="polite">
					{SAVE_WORDS[saveState]}
					{saveError ? `: ${saveError}` : ''}
				</p>
				{(draft.apiError || publishError) && (
					<div className="builder-api-error" role="alert">
						<strong>Could not publish:</strong> {publishError ?? draft.apiError}
						{draft.apiErrorCode ? (
							<span className="builder-hint"> (code {draft.apiErrorCode})</span>
						) : null}
					</div>
				)}

				<div className="builder-field">
					<label className="builder-label" htmlFor={fieldId('title')}>
						Title
					</label>
					<input
						id={fieldId('title')}
						className="builder-input"
						type="text"
						placeholder="Add a title"
						value={first?.title ?? ''}
						disabled={noFields}
						aria-invalid={shown('title') ? true : undefined}
						aria-describedby={describedBy('title', `${fieldId('title')}-count`)}
						onChange={(e) => setFirst({ title: e.target.value })}
						onBlur={() => touch('title')}
					/>
					<span
						id={`${fieldId('title')}-count`}
						className={`builder-counter${titleLength > TITLE_LIMIT ? ' builder-counter--over' : ''}`}
					>
						{titleLength} of {TITLE_LIMIT} characters
					</span>
					<FieldError id={errId('title')} message={shown('title')} />
				</div>

				<div className="builder-field">
					<label className="builder-label" htmlFor={fieldId('description')}>
						Description
					</label>
					<textarea
						id={fieldId('description')}
						className="builder-input builder-textarea"
						rows={3}
						placeholder="Tell everyone what your Pin is about"
						value={first?.description ?? ''}
						disabled={noFields}
						aria-invalid={shown('description') ? true : undefined}
						aria-describedby={describedBy('description')}
						onChange={(e) => setFirst({ description: e.target.value })}
						onBlur={() => touch('description')}
					/>
					<FieldError id={errId('description')} message={shown('description')} />
				</div>

				<div className="builder-field">
					<label className="builder-label" htmlFor={fieldId('link')}>
						Link
					</label>
					<input
						id={fieldId('link')}
						className="builder-input"
						type="url"
						placeholder="https://"
						value={first?.link ?? draft.websiteLink ?? ''}
						disabled={noFields}
						aria-invalid={shown('link') ? true : undefined}
						aria-describedby={describedBy('link')}
						onChange={(e) => {
							const link = e.target.value;
							editDraft(
								draft.id,
								(d) => ({
									...d,
									websiteLink: link,
									items: d.items.map((it, i) => (i === 0 ? { ...it, link } : it)),
								}),
								{ fields: { website_link: link }, items: true },
							);
						}}
						onBlur={() => touch('link')}
					/>
					<FieldError id={errId('link')} message={shown('link')} />
				</div>

				<div className="builder-field">
					<label className="builder-label" htmlFor={fieldId('alt_text')}>
						Alt text
					</label>
					<input
						id={fieldId('alt_text')}
						className="builder-input"
						type="text"
						placeholder="Describe the picture for people who cannot see it"
						value={draft.altText}
						aria-invalid={shown('alt_text') ? true : undefined}
						aria-describedby={describedBy('alt_text')}
						onChange={(e) => setFields({ alt_text: e.target.value }, { altText: e.target.value })}
						onBlur={() => touch('alt_text')}
					/>
					<FieldError id={errId('alt_text')} message={shown('alt_text')} />
				</div>

				<BoardSelect
					buttonId={fieldId('board')}
					value={
						draft.boardId
							? {
									boardId: draft.boardId,
									boardName: draft.board?.name ?? 'Board',
									sectionId: draft.sectionId,
									sectionName: null,
								}
							: null
					}
					invalid={Boolean(shown('board'))}
					errorId={shown('board') ? errId('board') : undefined}
					onChange={(next) => {
						touch('board');
						setFields(
							{ board_id: next.boardId, section_id: next.sectionId },
							{
								boardId: next.boardId,
								sectionId: next.sectionId,
								board: { id: next.boardId, name: next.boardName },
							},
						);
					}}
				/>
				<FieldError id={errId('board')} message={shown('board')} />

				<TopicsInput
					value={draft.interestTags}
					onChange={(tags) =>
						setFields({ interest_tags: tags.map((t) => t.id) }, { interestTags: tags })
					}
				/>

				<Switch
					label="Allow people to comment"
					checked={draft.isCommentsAllowed}
					onChange={(on) => setFields({ is_comments_allowed: on }, { isCommentsAllowed: on })}
				/>
				<Switch
					label="Show shopping recommendations"
					hint="Products like the ones in your Pin may show beside it."
					checked={draft.isShoppingRecAllowed}
					onChange={(on) =>
						setFields({ is_shopping_rec_allowed: on }, { isShoppingRecAllowed: on })
					}
				/>

				{onSchedule ? (
					<div className="builder-actions">
						<p className="builder-hint" role="status">
							Scheduled for {scheduledTime(draft.scheduledTs ?? '')}. It is published then, even if
							you close this page.
						</p>
						<button
							type="button"
							className="button"
							disabled={publishing}
							onClick={() => void unschedule()}
						>
							Unschedule
						</button>
					</div>
				) : (
					<>
						<ScheduleFields
							option={draft.publishOption}
							scheduledTs={draft.scheduledTs}
							error={shown('scheduled')}
							errorId={errId('scheduled')}
							inputId={fieldId('scheduled')}
							onChange={(option, ts) => {
								touch('scheduled');
								setFields(
									{ publish_option: option, scheduled_ts: ts },
									{ publishOption: option, scheduledTs: ts },
								);
							}}
						/>

						<div className="builder-actions">
							<button type="submit" className="button button--primary" disabled={publishing}>
								{publishing ? 'Publishing…' : scheduled ? 'Schedule' : 'Publish'}
							</button>
						</div>
					</>
				)}
			</div>
		</form>
	);
}
