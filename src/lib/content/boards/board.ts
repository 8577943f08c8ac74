import type { BoardPrivacyName } from '../../platform/access/board-access.ts';

/** A board as pages and answers see it (rows never leave the repository's converter). */
export interface Board {
	id: string;
	name: string;
	slug: string;
	description: string;
	/** `public` or `secret`. */
	privacy: 'public' | 'secret';
	/** BRD-02 name (`NONE`, `GROUP`, `SECRET`, `ARCHIVED`). */
	privacyName: BoardPrivacyName;
	isArchived: boolean;
	archivedAt: string | null;
	isCollaborative: boolean;
	coverPinId: string | null;
	pinCount: number;
	sectionCount: number;
	followerCount: number;
	collaboratorCount: number;
	createdAt: string;
	lastPinnedAt: string | null;
	sensitivityReason: string | null;
	pendingOwnerId: string | null;
	position: number;
	owner: { id: string; username: string; fullName: string; url: string };
	url: string;
}

export interface BoardSection {
	id: string;
	boardId: string;
	title: string;
	slug: string;
	position: number;
	pinCount: number;
	url: string;
}

/** `/{username}/{slug}/`. */
/** A board card's image (profiles, board search): see `board-cover-images.server.ts`. */
export interface BoardCoverImage {
	url: string;
	width: number;
	height: number;
	color: string;
}

export function boardPath(username: string, slug: string): string {
	return `/${username}/${slug}/`;
}

/** `/{username}/{board}/{section}/` (RTE-06). */
export function sectionPath(username: string, boardSlug: string, sectionSlug: string): string {
	return `/${username}/${boardSlug}/${sectionSlug}/`;
}

export const SECTION_TITLE_LIMIT = 50;

/** How BRD-08 compares section names: trimmed and lower-cased. */
export function sectionNameKey(title: string): string {
	return title.trim().toLowerCase();
}

/**
 * BRD-08: section-name suggestions for a board, leaving out names the board's sections already
 * use (compared trimmed and lower-cased) and repeated suggestions.
 */
export function removeDuplicateSuggestions(
	suggestions: readonly string[],
	existingTitles: readonly string[],
): string[] {
	const seen = new Set(existingTitles.map(sectionNameKey));
	const out: string[] = [];
	for (const s of suggestions) {
		const key = sectionNameKey(s);
		if (!key || seen.has(key)) continue;
		seen.add(key);
		out.push(s.trim());
	}
	return out;
}

/**
 * Pins that a board shows without a section (BRD-01 `sectionless_pin_count`): the board's count
 * minus its sections' counts, never below zero.
 */
export function sectionlessPinCount(
	boardPinCount: number,
	sectionPinCounts: readonly number[],
): number {
	const inSections = sectionPinCounts.reduce((a, b) => a + b, 0);
	return Math.max(0, boardPinCount - inSections);
}

/** Reorders `ids` so `moved` sits at `index` (clamped); ids not in the list are ignored. */
export function moveInOrder(ids: readonly string[], moved: string, index: number): string[] {
	const rest = ids.filter((id) => id !== moved);
	if (rest.length === ids.length) return [...ids];
	const at = Math.min(Math.max(index, 0), rest.length);
	return [...rest.slice(0, at), moved, ...rest.slice(at)];
}
