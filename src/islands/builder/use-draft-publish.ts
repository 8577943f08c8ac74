import { useRef, useState } from 'react';
import { ApiError } from '~/lib/platform/client/api.ts';
import builderMessages from '~/messages/builder/index.ts';
import builderEditorMessages from '~/messages/builder-editor/index.ts';
import { $saveErrors, putDraft, saveNow } from './builder.store.ts';
import { draftProblems, type ProblemField } from './draft-problems.ts';
import type { Draft } from './draft-types.ts';
import { type PublishAnswer, publishDraft, unscheduleDraft } from './drafts.api.ts';

/** The form's fields in screen order: a refused publish focuses the first one in trouble. */
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

/**
 * Publishing one draft from its form (BLD-17, BLD-20, BLD-22). `publish` marks the form as
 * tried (every problem shows), focuses the first field in trouble, or waits for a cover on its
 * way and the last edits, then publishes; a server refusal stays on the draft (`apiError`).
 * `unschedule` takes a scheduled draft off the schedule.
 */
export function useDraftPublish(
	draft: Draft,
	onPublished: (answer: PublishAnswer) => void,
	focusField: (field: ProblemField) => void,
) {
	const [tried, setTried] = useState(false);
	const [publishing, setPublishing] = useState(false);
	const [publishError, setPublishError] = useState<string | null>(null);
	// The last cover choice on its way to the server: publishing waits for it.
	const coverSave = useRef<Promise<unknown> | null>(null);

	async function publish() {
		setTried(true);
		setPublishError(null);
		const problems = draftProblems(draft);
		const firstBad = FIELD_ORDER.find((f) => problems[f]);
		if (firstBad) {
			focusField(firstBad);
			return;
		}
		setPublishing(true);
		try {
			await coverSave.current;
			const saved = await saveNow(draft.id);
			if (!saved)
				throw new Error($saveErrors.get()[draft.id] ?? builderMessages().changesNotSaved());
			onPublished(await publishDraft(draft.id));
		} catch (e) {
			setPublishError(e instanceof Error ? e.message : builderEditorMessages().publishFailed());
			// The server keeps its refusal on the draft (apiError, apiErrorCode).
			if (e instanceof ApiError && e.status !== 0) {
				putDraft({ ...draft, apiError: e.message, apiErrorCode: e.code || String(e.apiErrorCode) });
			}
			setPublishing(false);
		}
	}

	async function unschedule() {
		setPublishing(true);
		setPublishError(null);
		try {
			putDraft(await unscheduleDraft(draft.id));
		} catch (e) {
			setPublishError(e instanceof Error ? e.message : builderEditorMessages().unscheduleFailed());
		}
		setPublishing(false);
	}

	const waitForCover = (save: Promise<unknown>) => {
		coverSave.current = save;
	};

	return { tried, publishing, publishError, setPublishError, publish, unschedule, waitForCover };
}
