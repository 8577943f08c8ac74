import { atom } from 'nanostores';

/**
 * The follower count of the profile on screen once the viewer followed or unfollowed it
 * (`ProfileActions` sets it, `FollowCounts` shows it); null until then, so the server's count
 * stands.
 */
export const $profileFollowerCount = atom<number | null>(null);
