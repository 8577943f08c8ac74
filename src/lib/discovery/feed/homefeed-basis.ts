import type { FollowedKeys } from './homefeed.repository.server.ts';

/**
 * A short fingerprint of what a home feed was built from: the viewer's follows (people, boards,
 * interests). GridLoader keeps a left feed only while the fingerprint of a fresh page is the
 * same, so a follow or unfollow anywhere (a form, an island, the tuner, another tab) drops
 * kept feeds (FED-04: "invalidate"). 32-bit FNV-1a over the sorted ids: a change collides with
 * the old value once in four billion, and then the feed is merely 2.5 minutes stale.
 */
export function homeFeedBasis(keys: FollowedKeys | null): string {
	if (keys === null) return 'none';
	const text = (['users', 'boards', 'interests'] as const)
		.map((kind) => `${kind}:${[...keys[kind]].sort().join(',')}`)
		.join(';');
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193);
	}
	return (hash >>> 0).toString(36);
}
