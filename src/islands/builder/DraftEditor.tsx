import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useState } from 'react';
import { newStoryData } from '~/lib/content/stories/story-rules.ts';
import { richParts } from '~/lib/platform/i18n/rich-text.ts';
import builderEditorMessages, { type Messages } from '~/messages/builder-editor/index.ts';
import { BoardSelect } from './BoardSelect.tsx';
import { $saveErrors, $saveStates, editDraft, type SaveState } from './builder.store.ts';
import { CarouselItems } from './CarouselItems.tsx';
import { DraftTextField } from './DraftTextField.tsx';
import { DraftVideoCover } from './DraftVideoCover.tsx';
import { type DraftProblems, draftProblems, type ProblemField } from './draft-problems.ts';
import { type Draft, type DraftFieldsInput, type DraftItem, TITLE_LIMIT } from './draft-types.ts';
import type { PublishAnswer } from './drafts.api.ts';
import { FieldError } from './FieldError.tsx';
import { ProductTags } from './ProductTags.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { Switch } from './Switch.tsx';
import { scheduledTime } from './scheduled-time.ts';
import { TopicsInput } from './TopicsInput.tsx';
import { useDraftPublish } from './use-draft-publish.ts';
import { blankItem } from './use-uploads.ts';

interface Props {
	draft: Draft;
	onPublished: (answer: PublishAnswer) => void;
}

// The story editor (PIN-17, BLD-11) loads only when a story draft opens.
const StoryEditor = lazy(() =>
	import('./story/StoryEditor.tsx').then((m) => ({ default: m.StoryEditor })),
);

/** What the form says about its saving. */
function saveWords(t: Messages, state: SaveState): string {
	if (state === 'pending') return t.saveStatePending();
	if (state === 'saving') return t.saveStateSaving();
	if (state === 'failed') return t.saveStateFailed();
	return t.saveStateSaved();
}

/**
 * One draft's form (BLD-03, BLD-04): picture(s) and product tags, title (with a counter),
 * description, link, alt text, board and section, topics, the BLD-16 switches and when to
 * publish. Every change is saved automatically; BLD-17's problems show beside their fields once
 * a field was touched or publishing was tried, and a server refusal stays shown (apiError).
 */
export function DraftEditor({ draft, onPublished }: Props) {
	const t = builderEditorMessages();
	const ids = useId();
	const fieldId = (f: string) => `${ids}-${f}`;
	const errId = (f: string) => `${ids}-${f}-error`;
	const saveState = useStore($saveStates)[draft.id] ?? 'saved';
	const saveError = useStore($saveErrors)[draft.id];
	const [touched, setTouched] = useState<Set<ProblemField>>(new Set());
	const [current, setCurrent] = useState(0);
	const { tried, publishing, publishError, setPublishError, publish, unschedule, waitForCover } =
		useDraftPublish(draft, onPublished, (f) => document.getElementById(fieldId(f))?.focus());

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

	/** What every text field of a problem field takes: its ids, its shown problem, its touch. */
	const fieldOf = (f: ProblemField) => ({
		id: fieldId(f),
		error: shown(f),
		errorId: errId(f),
		onBlur: () => touch(f),
	});

	const scheduled = draft.publishOption === 'scheduled';
	/** BLD-20: on the schedule already; its time is changed by unscheduling it first. */
	const onSchedule = draft.publishingStatus === 'scheduled';

	const titleLength = first?.title.length ?? 0;

	return (
		<form
			className={`builder-editor${draft.type === 'story' ? ' builder-editor--story' : ''}`}
			aria-label={t.formLabel()}
			noValidate
			onSubmit={(e) => {
				e.preventDefault();
				void publish();
			}}
		>
			<div className="builder-editor__media">
				{draft.type === 'story' && (
					<Suspense fallback={<p className="builder-hint">{t.loadingStoryEditor()}</p>}>
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
					<DraftVideoCover
						draftId={draft.id}
						video={item.video}
						onSaving={waitForCover}
						onError={setPublishError}
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
					{saveError
						? t.saveStateWithError({ state: saveWords(t, saveState), error: saveError })
						: saveWords(t, saveState)}
				</p>
				{(draft.apiError || publishError) && (
					<div className="builder-api-error" role="alert">
						{richParts(t.couldNotPublish({ error: publishError ?? draft.apiError ?? '' })).map(
							(part, i) =>
								part.tag === 'strong' ? (
									// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
									<strong key={i}>{part.text}</strong>
								) : (
									part.text
								),
						)}
						{draft.apiErrorCode ? (
							<span className="builder-hint"> {t.errorCode({ code: draft.apiErrorCode })}</span>
						) : null}
					</div>
				)}

				<DraftTextField
					{...fieldOf('title')}
					label={t.titleLabel()}
					placeholder={t.titlePlaceholder()}
					value={first?.title ?? ''}
					disabled={noFields}
					describedBy={`${fieldId('title')}-count`}
					onChange={(title) => setFirst({ title })}
				>
					<span
						id={`${fieldId('title')}-count`}
						className={`builder-counter${titleLength > TITLE_LIMIT ? ' builder-counter--over' : ''}`}
					>
						{t.titleCount({ count: titleLength, limit: TITLE_LIMIT })}
					</span>
				</DraftTextField>

				<DraftTextField
					{...fieldOf('description')}
					label={t.descriptionLabel()}
					multiline
					placeholder={t.descriptionPlaceholder()}
					value={first?.description ?? ''}
					disabled={noFields}
					onChange={(description) => setFirst({ description })}
				/>

				<DraftTextField
					{...fieldOf('link')}
					label={t.linkLabel()}
					type="url"
					placeholder="https://"
					value={first?.link ?? draft.websiteLink ?? ''}
					disabled={noFields}
					onChange={(link) =>
						editDraft(
							draft.id,
							(d) => ({
								...d,
								websiteLink: link,
								items: d.items.map((it, i) => (i === 0 ? { ...it, link } : it)),
							}),
							{ fields: { website_link: link }, items: true },
						)
					}
				/>

				<DraftTextField
					{...fieldOf('alt_text')}
					label={t.altTextLabel()}
					placeholder={t.altTextPlaceholder()}
					value={draft.altText}
					onChange={(altText) => setFields({ alt_text: altText }, { altText })}
				/>

				<BoardSelect
					buttonId={fieldId('board')}
					value={
						draft.boardId
							? {
									boardId: draft.boardId,
									boardName: draft.board?.name ?? t.boardLabel(),
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
					label={t.allowComments()}
					checked={draft.isCommentsAllowed}
					onChange={(on) => setFields({ is_comments_allowed: on }, { isCommentsAllowed: on })}
				/>
				<Switch
					label={t.shoppingRecommendations()}
					hint={t.shoppingRecommendationsHint()}
					checked={draft.isShoppingRecAllowed}
					onChange={(on) =>
						setFields({ is_shopping_rec_allowed: on }, { isShoppingRecAllowed: on })
					}
				/>

				{onSchedule ? (
					<div className="builder-actions">
						<p className="builder-hint" role="status">
							{t.scheduledNotice({ when: scheduledTime(draft.scheduledTs ?? '') })}
						</p>
						<button
							type="button"
							className="button"
							disabled={publishing}
							onClick={() => void unschedule()}
						>
							{t.unschedule()}
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
								{publishing ? t.publishing() : scheduled ? t.schedule() : t.publish()}
							</button>
						</div>
					</>
				)}
			</div>
		</form>
	);
}
