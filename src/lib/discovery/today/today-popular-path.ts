import type { Interest } from '../interests/interest.ts';

/** The address of an interest's popular page on Today (RTE-08): `/today/popular/{slug}/{id}/`. */
export function todayPopularPath(interest: Pick<Interest, 'id' | 'slug'>): string {
	return `/today/popular/${interest.slug}/${interest.id}/`;
}
