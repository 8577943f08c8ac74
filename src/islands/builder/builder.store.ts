import { atom, computed } from 'nanostores';
import { ApiError } from '~/lib/platform/client/api.ts';
import builderMessages from '~/messages/builder/index.ts';
import type { Draft, DraftFieldsInput } from './draft-types.ts';
import { createDraft, deleteDraft, listDrafts, updateDraft } from './drafts.api.ts';

/**
 * The builder's drafts and their automatic saving. Every edit changes the local copy at once
 * and queues its dirty draft fields (BLD-10) and, when items changed, the whole item list; the
 * queue is sent `SAVE_DELAY_MS` after the last edit (and before publishing), so a draft
 * survives a reload and opens the same on another device.
 */
const SAVE_DELAY_MS = 700;

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

/** The viewer's drafts, newest first. */
export const $drafts = atom<Draft[]>([]);
/** The draft being edited. */
export const $activeId = atom<string | null>(null);
/** Drafts ticked in the list (combine, batch edit). */
export const $selectedIds = atom<string[]>([]);
export const $saveStates = atom<Record<string, SaveState>>({});
/** The last save failure per draft, kept to show beside the form. */
export const $saveErrors = atom<Record<string, string>>({});
export const $loaded = atom(false);

export const $active = computed([$drafts, $activeId], (drafts, id) =>
	id ? (drafts.find((d) => d.id === id) ?? null) : null,
);

interface Pending {
	fields: DraftFieldsInput;
	items: boolean;
	/** Bumped by every edit; an answer to an older version does not overwrite newer typing. */
	version: number;
	timer: ReturnType<typeof setTimeout> | null;
	inFlight: Promise<Draft | null> | null;
}
const pending = new Map<string, Pending>();

function setState(id: string, state: SaveState): void {
	$saveStates.set({ ...$saveStates.get(), [id]: state });
}

function replaceDraft(draft: Draft): void {
	$drafts.set($drafts.get().map((d) => (d.id === draft.id ? draft : d)));
}

/** Server ids for items and tags that were new when the request left. */
function adoptIds(local: Draft, server: Draft): Draft {
	return {
		...local,
		type: server.type,
		status: server.status,
		updatedAt: server.updatedAt,
		items: local.items.map((item, i) => {
			const s = server.items[i];
			if (!s) return item;
			return {
				...item,
				id: item.id ?? s.id,
				pinTags: item.pinTags.map((t, j) => ({ ...t, id: t.id ?? s.pinTags[j]?.id ?? null })),
			};
		}),
	};
}

export function findDraft(id: string): Draft | null {
	return $drafts.get().find((d) => d.id === id) ?? null;
}

/** Loads the drafts list; opens `openId` (or the newest) when nothing is open. */
export async function loadDrafts(openId: string | null = null): Promise<void> {
	const list = await listDrafts();
	$drafts.set(list);
	$loaded.set(true);
	if (!$activeId.get())
		$activeId.set(openId && list.some((d) => d.id === openId) ? openId : (list[0]?.id ?? null));
}

/** Changes a draft locally and queues the save of what changed. */
export function editDraft(
	id: string,
	change: (draft: Draft) => Draft,
	dirty: { fields?: DraftFieldsInput; items?: boolean },
): void {
	const current = findDraft(id);
	if (!current) return;
	replaceDraft(change(current));
	const p = pending.get(id) ?? {
		fields: {},
		items: false,
		version: 0,
		timer: null,
		inFlight: null,
	};
	p.fields = { ...p.fields, ...dirty.fields };
	p.items ||= dirty.items ?? false;
	p.version += 1;
	if (p.timer) clearTimeout(p.timer);
	p.timer = setTimeout(() => void saveNow(id), SAVE_DELAY_MS);
	pending.set(id, p);
	setState(id, 'pending');
}

/** Sends what is queued for a draft now; answers the saved draft (null when it failed). */
export async function saveNow(id: string): Promise<Draft | null> {
	const p = pending.get(id);
	if (!p) return findDraft(id);
	if (p.inFlight) await p.inFlight;
	if (p.timer) clearTimeout(p.timer);
	p.timer = null;
	if (Object.keys(p.fields).length === 0 && !p.items) return findDraft(id);
	const local = findDraft(id);
	if (!local) return null;
	const sent = { fields: p.fields, items: p.items ? local.items : undefined };
	const version = p.version;
	p.fields = {};
	p.items = false;
	setState(id, 'saving');
	const request = updateDraft(id, sent).then(
		(server) => {
			const now = findDraft(id);
			if (now) replaceDraft(p.version === version ? server : adoptIds(now, server));
			const errors = { ...$saveErrors.get() };
			delete errors[id];
			$saveErrors.set(errors);
			setState(id, p.version === version ? 'saved' : 'pending');
			return findDraft(id);
		},
		(error: unknown) => {
			// Keep the change queued, so the next edit (or publishing) sends it again.
			p.fields = { ...sent.fields, ...p.fields };
			p.items ||= sent.items !== undefined;
			$saveErrors.set({
				...$saveErrors.get(),
				[id]: error instanceof ApiError ? error.message : builderMessages().changesNotSaved(),
			});
			setState(id, 'failed');
			return null;
		},
	);
	p.inFlight = request;
	const result = await request;
	p.inFlight = null;
	return result;
}

/** A new draft (BLD-02 defaults from the server), added at the top of the list. */
export async function addDraft(
	options: { type?: 'single' | 'story'; board_id?: string } = {},
): Promise<Draft> {
	const draft = await createDraft(options);
	$drafts.set([draft, ...$drafts.get()]);
	setState(draft.id, 'saved');
	return draft;
}

/** Puts a server answer into the list (after publishing or a batch change). */
export function putDraft(draft: Draft): void {
	if (findDraft(draft.id)) replaceDraft(draft);
	else $drafts.set([draft, ...$drafts.get()]);
}

/** Drops a draft from the list (deleted or published). */
export function dropDraft(id: string): void {
	const p = pending.get(id);
	if (p?.timer) clearTimeout(p.timer);
	pending.delete(id);
	$drafts.set($drafts.get().filter((d) => d.id !== id));
	$selectedIds.set($selectedIds.get().filter((s) => s !== id));
	if ($activeId.get() === id) $activeId.set($drafts.get()[0]?.id ?? null);
}

export async function removeDraft(id: string): Promise<void> {
	await deleteDraft(id);
	dropDraft(id);
}

export function toggleSelected(id: string, on: boolean): void {
	const rest = $selectedIds.get().filter((s) => s !== id);
	$selectedIds.set(on ? [...rest, id] : rest);
}
