/**
 * Who is making a request, as every page and endpoint sees it (`Astro.locals.viewer`).
 * `null` means signed out.
 */
export interface Viewer {
	id: string;
	username: string;
	fullName: string;
	accountType: 'personal' | 'business';
	sessionId: string;
}
