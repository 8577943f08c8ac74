/** A user as pages show them publicly. */
export interface PublicUser {
	id: string;
	username: string;
	fullName: string;
	about: string;
	accountType: 'personal' | 'business';
	isPrivate: boolean;
	followerCount: number;
	followingCount: number;
	pinCount: number;
	boardCount: number;
}

/** ACC-13-style display name: the full name, or the username when there is none. */
export function displayName(user: {
	firstName: string;
	lastName: string;
	username: string;
}): string {
	return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
