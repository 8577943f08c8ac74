import { afterEach, describe, expect, it } from 'vitest';
import { completeUnauthJourney } from '~/lib/growth/upsell/client/after-auth.ts';
import { unauthState, upsellState } from '~/lib/growth/upsell/client/upsell-storage.ts';
import { configuredExtensionStores } from '~/lib/growth/upsell/extension-stores.server.ts';
import {
	EXTENSION_BROWSER_NAMES,
	EXTENSION_UPSELL_MIN_DELAY_MS,
	EXTENSION_UPSELL_SNOOZE_MS,
	extensionStatus,
	extensionStoreFor,
	extensionUpsellShown,
	extensionUpsellWaitMs,
	parseExtensionStores,
} from '~/lib/growth/upsell/extension-upsell.ts';
import { authHeading, LOGIN_HEADINGS } from '~/lib/growth/upsell/login-headings.ts';
import {
	LOGIN_PROMPTS_COOKIE,
	loginPromptsCookie,
	loginPromptsOff,
} from '~/lib/growth/upsell/login-prompts.ts';
import { isNavigational, pageViewType } from '~/lib/growth/upsell/page-view-type.ts';
import { emptyUnauthState } from '~/lib/growth/upsell/unauth-state.ts';
import { emptyUpsellState, startUnauthSave } from '~/lib/growth/upsell/upsell-state.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { loadConfig } from '~/lib/platform/config/config.server.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';

describe('login headings (UPS-20)', () => {
	it('the spec headings, and an action header per action and mode', () => {
		expect(LOGIN_HEADINGS).toEqual({
			continue: 'Log in to continue',
			follow: 'Log in to follow',
			unfollow: 'Log in to unfollow',
		});
		expect(authHeading('continue')).toBe('Log in to continue');
		expect(authHeading('follow')).toBe('Log in to follow');
		expect(authHeading('unfollow')).toBe('Log in to unfollow');
		expect(authHeading('save', 'signup')).toBe('Sign up to save ideas');
		expect(authHeading('save')).toBe('Log in to save ideas');
		expect(authHeading('edit')).toBe('Log in to edit');
		expect(authHeading('create')).toBe('Log in to create Pins');
	});

	it('are read in the current language each time they are used', () => {
		expect(withLanguage('de', () => LOGIN_HEADINGS.follow)).toBe('Melde dich an, um zu folgen');
		expect(withLanguage('ja', () => authHeading('save', 'signup'))).toBe(
			'新規登録してアイデアを保存',
		);
		expect(LOGIN_HEADINGS.follow).toBe('Log in to follow');
	});
});

describe('login prompts switch (UPS-19)', () => {
	it('a cookie says the prompts are off; clearing it turns them back on', () => {
		expect(loginPromptsOff('off')).toBe(true);
		expect(loginPromptsOff(undefined)).toBe(false);
		expect(loginPromptsOff('on')).toBe(false);
		expect(loginPromptsCookie(true, false)).toMatch(
			new RegExp(`^${LOGIN_PROMPTS_COOKIE}=off; Max-Age=\\d+; Path=/; SameSite=Lax$`),
		);
		expect(loginPromptsCookie(false, true)).toBe(
			`${LOGIN_PROMPTS_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure`,
		);
	});
});

describe('browser-extension upsell (UPS-18)', () => {
	it('names Chrome, Firefox, Safari and Edge', () => {
		expect(Object.keys(EXTENSION_BROWSER_NAMES).sort()).toEqual([
			'chrome',
			'edge',
			'firefox',
			'safari',
		]);
	});

	it('is offered only where EXTENSION_STORE_URLS names a store page: none by default (issue 25)', () => {
		expect(configuredExtensionStores(loadConfig({}))).toBeNull();
		expect(configuredExtensionStores(loadConfig({ EXTENSION_STORE_URLS: ' ' }))).toBeNull();
		const c = loadConfig({
			EXTENSION_STORE_URLS:
				'chrome=https://chromewebstore.google.com/detail/corkboard/abc, Firefox = https://addons.mozilla.org/firefox/addon/corkboard/',
		});
		expect(configuredExtensionStores(c)).toEqual({
			chrome: 'https://chromewebstore.google.com/detail/corkboard/abc',
			firefox: 'https://addons.mozilla.org/firefox/addon/corkboard/',
		});
	});

	it('refuses a store setting that is not browser=https://… (the start stops, naming it)', () => {
		for (const bad of [
			'chrome',
			'opera=https://addons.opera.com/x',
			'chrome=http://example.com/x',
			'chrome=javascript:alert(1)',
			'=https://example.com',
		]) {
			expect(() => loadConfig({ EXTENSION_STORE_URLS: bad }), bad).toThrow(/EXTENSION_STORE_URLS/);
		}
	});

	it("picks this browser's store page from what the page carries; other browsers get none", () => {
		const stores = parseExtensionStores(
			JSON.stringify({
				chrome: 'https://store.example/c',
				edge: 'http://insecure',
				x: 'https://y',
			}),
		);
		expect(stores).toEqual({ chrome: 'https://store.example/c' });
		expect(extensionStoreFor(stores, 'chrome')).toEqual({
			name: 'Chrome',
			url: 'https://store.example/c',
		});
		expect(extensionStoreFor(stores, 'edge')).toBeNull();
		expect(extensionStoreFor(stores, 'other')).toBeNull();
		expect(parseExtensionStores('not json')).toEqual({});
		expect(parseExtensionStores(undefined)).toEqual({});
	});

	it('never on the first paint: it waits out the minimum delay after an engagement', () => {
		expect(EXTENSION_UPSELL_MIN_DELAY_MS).toBeGreaterThanOrEqual(5_000);
		expect(extensionUpsellWaitMs(0)).toBe(EXTENSION_UPSELL_MIN_DELAY_MS);
		expect(extensionUpsellWaitMs(3_000)).toBe(EXTENSION_UPSELL_MIN_DELAY_MS - 3_000);
		expect(extensionUpsellWaitMs(EXTENSION_UPSELL_MIN_DELAY_MS + 1)).toBe(0);
	});

	it('reads the extension marker: absent, a version, or something else', () => {
		expect(extensionStatus('chrome', undefined)).toEqual({
			installed: false,
			browser: 'chrome',
			version: null,
		});
		expect(extensionStatus('edge', '1.4.2')).toEqual({
			installed: true,
			browser: 'edge',
			version: '1.4.2',
		});
		expect(extensionStatus('edge', '<b>')).toEqual({
			installed: true,
			browser: 'edge',
			version: null,
		});
	});

	it('shows when not installed on a supported browser, and not for 30 days after a dismissal', () => {
		const now = 10 * EXTENSION_UPSELL_SNOOZE_MS;
		const missing = extensionStatus('firefox', undefined);
		expect(extensionUpsellShown({ status: missing, dismissedAt: null, now })).toBe(true);
		expect(
			extensionUpsellShown({ status: extensionStatus('chrome', '1'), dismissedAt: null, now }),
		).toBe(false);
		expect(
			extensionUpsellShown({ status: extensionStatus('other', undefined), dismissedAt: null, now }),
		).toBe(false);
		expect(extensionUpsellShown({ status: missing, dismissedAt: now - 1, now })).toBe(false);
		expect(
			extensionUpsellShown({ status: missing, dismissedAt: now - EXTENSION_UPSELL_SNOOZE_MS, now }),
		).toBe(true);
	});
});

describe('pageViewType (UPS-03, UPS-08)', () => {
	it('maps route patterns to landing-page types', () => {
		expect(pageViewType('/')).toBe('home');
		expect(pageViewType('/homefeed')).toBe('home');
		expect(pageViewType('/pin/[segment]')).toBe('closeup');
		expect(pageViewType('/[username]')).toBe('profile');
		expect(pageViewType('/[username]/[board]', { board: 'kitchen' })).toBe('board');
		expect(pageViewType('/[username]/[board]', { board: '_saved' })).toBe('profile');
		expect(pageViewType('/[username]/[board]/[section]')).toBe('section');
		expect(pageViewType('/search/[scope]')).toBe('search');
		expect(pageViewType('/topics/[interest]')).toBe('topic');
		expect(pageViewType('/ideas/[slug]/[id]')).toBe('ideas');
		expect(pageViewType('/today')).toBe('today');
		expect(pageViewType('/login')).toBe('other');
		expect(pageViewType('/pin/[segment]/repin')).toBe('other');
	});

	it('navigational pages are eligible pages other than closeups', () => {
		expect(isNavigational('home')).toBe(true);
		expect(isNavigational('closeup')).toBe(false);
		expect(isNavigational('other')).toBe(false);
	});
});

describe('completeUnauthJourney (UPS-06, UPS-14, AUTH-09)', () => {
	afterEach(() => {
		unauthState().update(() => emptyUnauthState());
		upsellState().update(() => emptyUpsellState());
	});

	it('after a sign-up: sends the visited pages, saves kept pins and the pending one', async () => {
		unauthState().update((s) => ({
			...s,
			visitedUnauthPages: ['/', '/pin/1/'],
			savedPins: [{ id: '1' }, { id: '2' }],
		}));
		upsellState().update((s) => startUnauthSave(s, '3'));
		const sent: string[][] = [];
		const saved: string[] = [];
		await completeUnauthJourney(
			{ registered: true, savePinId: '3' },
			{
				postLandingSignals: async (pages) => sent.push(pages),
				save: async (id) => saved.push(id),
			},
		);
		expect(sent).toEqual([['/', '/pin/1/']]);
		expect(saved).toEqual(['1', '2', '3']);
		expect(unauthState().get().savedPins).toEqual([]);
		// hasSavedUnauthPin
		expect(upsellState().get().unauthSave).toEqual({ pinId: '3', status: 'completed' });
	});

	it('after a login: no landing signal; a pin already on the board counts as saved', async () => {
		upsellState().update((s) => startUnauthSave(s, '3'));
		const sent: string[][] = [];
		await completeUnauthJourney(
			{ registered: false, savePinId: '3' },
			{
				postLandingSignals: async (pages) => sent.push(pages),
				save: async () => {
					throw new ApiError(409, { code: 'AlreadySaved', message: 'Already saved.' }, '');
				},
			},
		);
		expect(sent).toEqual([]);
		expect(upsellState().get().unauthSave?.status).toBe('completed');
	});

	it('a failed save keeps the pin in this browser and the save pending', async () => {
		unauthState().update((s) => ({ ...s, savedPins: [{ id: '1' }, { id: '2' }] }));
		upsellState().update((s) => startUnauthSave(s, '2'));
		await completeUnauthJourney(
			{ registered: true, savePinId: '2' },
			{
				postLandingSignals: async () => {
					throw new Error('offline');
				},
				save: async (id) => {
					if (id === '2') throw new ApiError(0, null, 'offline');
				},
			},
		);
		expect(unauthState().get().savedPins).toEqual([{ id: '2' }]);
		expect(upsellState().get().unauthSave?.status).toBe('pending');
	});
});
