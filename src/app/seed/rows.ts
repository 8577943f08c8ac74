import {
	langOfLocale,
	nameSearchTerms,
	searchTerms,
} from '../../lib/platform/text/search-terms.ts';
import type { InterestRef } from './interests.ts';
import { planRichMetadata } from './rich-metadata-plan.ts';
import type { BoardPlan, FollowPlan, PinPlan, UserPlan } from './world.ts';

/**
 * Plain table rows from the planned world, in the column names of `database.ts`. Counters are
 * left at their defaults; `counters.server.ts` computes them from the rows at the end.
 */
type Row = Record<string, string | number | null>;

export const iso = (ms: number): string => new Date(ms).toISOString();

export function userRow(u: UserPlan, passwordHash: string | null): Row {
	return {
		id: u.id,
		username: u.username,
		email: u.email,
		password_hash: passwordHash,
		first_name: u.firstName,
		last_name: u.lastName,
		about: u.about,
		website_url: u.website,
		account_type: u.accountType,
		country: u.country,
		locale: u.locale,
		name_terms: nameSearchTerms({
			first_name: u.firstName,
			last_name: u.lastName,
			business_name: null,
		}),
		// Demo addresses count as verified, so the demo never asks to verify an email.
		email_verified_at: iso(u.at),
		avatar_color_index: Number(BigInt(u.id) % 10n),
		created_at: iso(u.at),
		updated_at: iso(u.at),
	};
}

/** A board row; `sensitivityReason` makes it show the sensitivity screen (BRD-07). */
export function boardRow(b: BoardPlan, sensitivityReason: string | null = null): Row {
	return {
		id: b.id,
		owner_id: b.owner.id,
		name: b.name,
		slug: b.slug,
		description: b.description,
		name_terms: searchTerms(b.name, null),
		description_terms: searchTerms(b.description, null),
		privacy: b.privacy,
		is_collaborative: b.collaborators.length > 0 ? 1 : 0,
		sensitivity_reason: sensitivityReason,
		created_at: iso(b.at),
		updated_at: iso(b.at),
	};
}

export function sectionRows(b: BoardPlan): Row[] {
	return b.sections.map((s) => ({
		id: s.id,
		board_id: b.id,
		title: s.title,
		slug: s.slug,
		position: s.position,
		created_at: iso(s.at),
	}));
}

export function collaboratorRows(b: BoardPlan): Row[] {
	return b.collaborators.map((c) => ({
		board_id: b.id,
		user_id: c.user.id,
		status: 'accepted',
		invited_by_id: b.owner.id,
		created_at: iso(c.at),
	}));
}

/** What ingesting an original's picture gave, shared by its saves. */
export interface PictureRef {
	mediaId: string;
	dominantColor: string;
	altText: string;
}

export function pinRow(p: PinPlan, picture: PictureRef): Row {
	// Indexed in the language of whoever made the original (`insertPinRow` does the same).
	const lang = langOfLocale((p.origin ?? p).pinner.locale);
	return {
		id: p.id,
		board_sort: p.id,
		pinner_id: p.pinner.id,
		board_id: p.board.id,
		section_id: p.section?.id ?? null,
		media_id: picture.mediaId,
		origin_pin_id: p.origin?.id ?? null,
		title: p.title,
		description: p.description,
		link: p.link,
		domain: p.domain,
		alt_text: picture.altText,
		dominant_color: picture.dominantColor,
		rich_metadata: richMetadataText(p),
		lang,
		title_terms: searchTerms(p.title, lang),
		text_terms: searchTerms(`${p.description} ${picture.altText}`, lang),
		created_at: iso(p.at),
		updated_at: iso(p.at),
	};
}

function richMetadataText(p: PinPlan): string | null {
	const meta = planRichMetadata(p);
	return meta ? JSON.stringify(meta) : null;
}

/** The category plus the pin's sub-interests: 2–3 rows. */
export function pinInterestRows(
	p: PinPlan,
	lookup: {
		category(t: PinPlan['topic']): InterestRef;
		sub(s: PinPlan['subs'][number]): InterestRef;
	},
): Row[] {
	const ids = new Set([lookup.category(p.topic).id, ...p.subs.map((s) => lookup.sub(s).id)]);
	return [...ids].map((interest_id) => ({ pin_id: p.id, interest_id }));
}

export function userFollowRow(f: FollowPlan<UserPlan>): Row {
	return { follower_id: f.follower.id, followee_id: f.target.id, created_at: iso(f.at) };
}

export function boardFollowRow(f: FollowPlan<BoardPlan>): Row {
	return { user_id: f.follower.id, board_id: f.target.id, created_at: iso(f.at) };
}

export function interestFollowRow(f: FollowPlan<InterestRef>): Row {
	return { user_id: f.follower.id, interest_id: f.target.id, created_at: iso(f.at) };
}
