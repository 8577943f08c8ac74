import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { WebImageUpload } from '~/lib/content/image-finder/client/image-finder.api.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { richParts } from '~/lib/platform/i18n/rich-text.ts';
import builderMessages from '~/messages/builder/index.ts';
import { reactIsland } from '../react-island.ts';
import { BatchEditor } from './BatchEditor.tsx';
import {
	$active,
	$activeId,
	$drafts,
	$loaded,
	$selectedIds,
	addDraft,
	dropDraft,
	editDraft,
	loadDrafts,
	putDraft,
	removeDraft,
	saveNow,
	toggleSelected,
} from './builder.store.ts';
import { planCombine } from './carousel.ts';
import { DraftEditor } from './DraftEditor.tsx';
import { DraftsList, draftLabel } from './DraftsList.tsx';
import type { Draft } from './draft-types.ts';
import type { PublishAnswer } from './drafts.api.ts';
import { inPageLanguage } from './page-path.ts';
import { scheduledTime } from './scheduled-time.ts';
import { UploadZone } from './UploadZone.tsx';
import { blankItem, draftWithItem, useUploads } from './use-uploads.ts';
import './builder.css';
import './builder-drafts.css';
import './builder-editor.css';

// BLD-19: the image finder loads on first use.
const ImageFinder = lazy(() =>
	import('./finder/ImageFinder.tsx').then((m) => ({ default: m.ImageFinder })),
);

interface Props {
	initialDraftId: string | null;
}

type Announcement =
	| { kind: 'published'; pinId: string; url: string; scheduled: string | null }
	| { kind: 'note'; text: string };

/** `?board=` (an empty board's "Create your first Pin"): the board new drafts start on. */
function boardFromUrl(): string | null {
	const id = new URLSearchParams(location.search).get('board');
	return id && /^\d{1,20}$/.test(id) ? id : null;
}

const messageOf = (e: unknown) =>
	e instanceof ApiError ? e.message : builderMessages().errorGeneric();

/**
 * The pin builder (BLD-21): pictures in (drop, paste, pick; several at once, each becomes a
 * draft), the drafts list, combining drafts into a carousel, batch edit and one draft's form.
 * Drafts save themselves; publishing ends with a link to the new Pin.
 *
 * Videos come through the same picker (`video/`), pictures from a web page through "Save from
 * a website" (`finder/ImageFinder.tsx`, BLD-19).
 *
 * "New story" starts a story draft (`type: 'story'`), edited with `story/StoryEditor.tsx`.
 */
export const PinBuilder = reactIsland(function PinBuilder({ initialDraftId }: Props) {
	const t = builderMessages();
	const drafts = useStore($drafts);
	const active = useStore($active);
	const loaded = useStore($loaded);
	const selected = useStore($selectedIds);
	const [announcement, setAnnouncement] = useState<Announcement | null>(null);
	const [loadError, setLoadError] = useState<string | null>(null);
	const [batch, setBatch] = useState(false);
	const [finding, setFinding] = useState(false);
	const [boardId] = useState(() => (typeof location === 'undefined' ? null : boardFromUrl()));

	useEffect(() => {
		loadDrafts(initialDraftId).catch((e: unknown) => setLoadError(messageOf(e)));
	}, [initialDraftId]);

	// The open draft is in the address, so a reload (or another device) opens it again. The
	// page's own path stays as it is, with its language prefix (`/de/pin-creation-tool/`).
	useEffect(() => {
		if (!loaded) return;
		const path = location.pathname;
		const url = active ? `${path}?draft=${encodeURIComponent(active.id)}` : path;
		if (location.pathname + location.search !== url) history.replaceState(null, '', url);
	}, [active, loaded]);

	const onDraft = useCallback((draft: Draft) => {
		setAnnouncement(null);
		if (!$activeId.get()) $activeId.set(draft.id);
	}, []);
	const { uploads, notice, addFiles } = useUploads({ boardId, onDraft });

	const chosen = drafts.filter((d) => selected.includes(d.id));

	async function newStoryDraft() {
		try {
			const draft = await addDraft({ type: 'story', ...(boardId ? { board_id: boardId } : {}) });
			setBatch(false);
			$activeId.set(draft.id);
		} catch (e) {
			setAnnouncement({ kind: 'note', text: messageOf(e) });
		}
	}

	async function fromWebsite(upload: WebImageUpload, pageUrl: string) {
		try {
			const draft = await draftWithItem({ ...blankItem(upload, null), link: pageUrl }, boardId);
			editDraft(draft.id, (d) => ({ ...d, websiteLink: pageUrl }), {
				fields: { website_link: pageUrl },
			});
			setFinding(false);
			$activeId.set(draft.id);
			setAnnouncement({ kind: 'note', text: t.addedFromWebsite() });
		} catch (e) {
			setAnnouncement({ kind: 'note', text: messageOf(e) });
		}
	}

	async function combine() {
		const plan = planCombine(chosen);
		if (!plan.ok) {
			setAnnouncement({ kind: 'note', text: plan.message });
			return;
		}
		editDraft(plan.base.id, (d) => ({ ...d, items: plan.items }), { items: true });
		const saved = await saveNow(plan.base.id);
		if (!saved) {
			setAnnouncement({ kind: 'note', text: t.carouselNotSaved() });
			return;
		}
		for (const other of plan.absorbed) {
			try {
				await removeDraft(other.id);
			} catch {
				// The pictures are in the carousel already; a leftover draft can be deleted by hand.
			}
		}
		$selectedIds.set([]);
		$activeId.set(plan.base.id);
		setAnnouncement({ kind: 'note', text: t.combined({ count: plan.items.length }) });
	}

	async function remove(draft: Draft) {
		try {
			await removeDraft(draft.id);
			setAnnouncement({ kind: 'note', text: t.deleted({ name: draftLabel(draft) }) });
		} catch (e) {
			setAnnouncement({ kind: 'note', text: messageOf(e) });
		}
	}

	function published(answer: PublishAnswer, draft: Draft) {
		if (draft.publishOption === 'scheduled' && !answer.pin) {
			// A scheduled pin stays in the list (marked, with Unschedule) until it is published.
			putDraft(answer.draft);
			setAnnouncement({
				kind: 'published',
				pinId: '',
				url: '',
				scheduled: draft.scheduledTs ? scheduledTime(draft.scheduledTs) : '',
			});
			return;
		}
		dropDraft(draft.id);
		$activeId.set(null);
		const pinId = answer.pin?.id ?? '';
		setAnnouncement({
			kind: 'published',
			pinId,
			url: inPageLanguage(`/pin/${pinId}/`),
			scheduled: null,
		});
	}

	return (
		<div className="builder">
			<aside className="builder__side" aria-labelledby="builder-drafts-heading">
				<div className="builder__side-head">
					<h2 id="builder-drafts-heading" className="builder-subheading">
						{t.draftsHeading()}{' '}
						<span className="builder-hint">{t.draftsCount({ count: drafts.length })}</span>
					</h2>
					<button
						type="button"
						className="button"
						onClick={() => {
							$activeId.set(null);
							setBatch(false);
						}}
					>
						{t.newDraft()}
					</button>
					<button type="button" className="button" onClick={() => void newStoryDraft()}>
						{t.newStory()}
					</button>
				</div>
				{selected.length >= 2 && (
					<fieldset className="builder__selection">
						<legend className="visually-hidden">{t.selectedDrafts()}</legend>
						<span className="builder-hint">{t.selectedCount({ count: selected.length })}</span>
						<button type="button" className="button" onClick={() => void combine()}>
							{t.combine()}
						</button>
						<button type="button" className="button" onClick={() => setBatch(true)}>
							{t.editSelected()}
						</button>
					</fieldset>
				)}
				{loadError && (
					<p className="builder-error" role="alert">
						{loadError}
					</p>
				)}
				{loaded && (
					<DraftsList
						drafts={drafts}
						activeId={active?.id ?? null}
						selected={selected}
						onOpen={(id) => {
							$activeId.set(id);
							setBatch(false);
						}}
						onSelect={toggleSelected}
						onDelete={(d) => void remove(d)}
					/>
				)}
			</aside>

			<div className="builder__main">
				<div aria-live="polite" className="builder-announce">
					{announcement?.kind === 'note' && <p className="builder-note">{announcement.text}</p>}
					{announcement?.kind === 'published' && (
						<p className="builder-success">
							{announcement.scheduled !== null
								? t.scheduledAnnouncement({ when: announcement.scheduled })
								: richParts(t.publishedAnnouncement()).map((part, i) =>
										part.tag === 'link' ? (
											// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
											<a key={i} href={announcement.url}>
												{part.text}
											</a>
										) : (
											part.text
										),
									)}
						</p>
					)}
				</div>
				<UploadZone
					uploads={uploads}
					notice={notice}
					onFiles={addFiles}
					acceptVideo
					compact={active !== null || batch || finding}
				/>
				<div className="builder-row">
					<button
						type="button"
						className="button"
						aria-expanded={finding}
						onClick={() => setFinding(!finding)}
					>
						{t.saveFromWebsite()}
					</button>
				</div>
				{finding && (
					<Suspense fallback={<p className="builder-hint">{t.loading()}</p>}>
						<ImageFinder onPicked={(upload, pageUrl) => void fromWebsite(upload, pageUrl)} />
					</Suspense>
				)}
				{batch && selected.length >= 2 ? (
					<BatchEditor
						ids={selected}
						onCancel={() => setBatch(false)}
						onDone={(text) => {
							setBatch(false);
							setAnnouncement({ kind: 'note', text });
						}}
					/>
				) : (
					active && (
						<DraftEditor
							key={active.id}
							draft={active}
							onPublished={(answer) => published(answer, active)}
						/>
					)
				)}
			</div>
		</div>
	);
});
