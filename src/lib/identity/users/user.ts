/** A user as pages show them publicly. */
export interface PublicUser {
	id: string;
	username: string;
	fullName: string;
	about: string;
	accountType: 'personal' | 'business';
	isPrivate: boolean;
	/**
	 * True when the viewer gets only the stub of someone else's private profile (ACC-19): name
	 * and username; `about` is empty and the counts are 0, and pages must not show them.
	 */
	isRestricted: boolean;
	followerCount: number;
	followingCount: number;
	pinCount: number;
	boardCount: number;
}
