import { joinName } from './display-name.ts';

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

/**
 * ACC-13 for pages that hold camelCase names: the business name of a business account, else the
 * full name, else the username. `display-name.ts` has the same rule over the API's model.
 */
export function displayName(user: {
	firstName: string;
	lastName: string;
	username: string;
	businessName?: string | null;
}): string {
	return user.businessName?.trim() || joinName(user.firstName, user.lastName) || user.username;
}
