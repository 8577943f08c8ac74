/**
 * Hand-written HTML for the plain reference server: escaping that matches Astro's byte for byte
 * (text: `& < > ' "`; attributes: `&` and `"`), and the shell every page shares (BaseLayout,
 * CookiesDisabledAlert, Header, Footer) as a signed-out visitor outside the consent-banner
 * countries sees it: the layout's other components (ConsentBanner, SessionKeeper, GpcSignal,
 * VerifyEmailReminder) render nothing then. Keep the markup in step with src/layouts and
 * src/components/{shell,privacy,auth}; the benchmark compares both servers' pages and prints
 * whether they are identical.
 */

import { IDEA_CATEGORIES, ideaCategoryHref } from '~/lib/discovery/interests/idea-categories.ts';
import { languageAlternates } from '~/lib/discovery/seo/language-alternates.ts';
import { configuredExtensionStores } from '~/lib/growth/upsell/extension-stores.server.ts';
import { appVersion } from '~/lib/platform/http/app-version.server.ts';
import { absoluteUrl } from '~/lib/platform/routing/absolute-url.server.ts';
import { INLINE_SCRIPTS } from '~/lib/platform/security/inline-scripts.ts';
import { BRAND } from '~/lib/platform/ui/brand.ts';
import { pickerLanguages, returnPath } from '~/lib/platform/ui/language-picker.ts';
import privacyBanner from '~/messages/privacy-banner/index.ts';
import shellMessages from '~/messages/shell/index.ts';
import upsellBanners from '~/messages/upsell-banners/index.ts';
import type { ShellScopes } from './built-assets.ts';

const TEXT_ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	"'": '&#39;',
	'"': '&quot;',
};

/** Escapes text content like Astro's `{expression}`. */
export function esc(value: string): string {
	return value.replace(/[&<>'"]/g, (c) => TEXT_ESCAPES[c]!);
}

/**
 * One attribute like Astro's `key={value}`: nothing for null/undefined, a bare key for `''`,
 * else ` key="value"` with `&` and `"` escaped.
 */
export function attr(key: string, value: string | number | null | undefined): string {
	if (value === null || value === undefined) return '';
	const text = String(value);
	if (text === '') return ` ${key}`;
	return ` ${key}="${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** What a page hands the layout (mirrors BaseLayout's props). */
export interface LayoutProps {
	title: string;
	description?: string;
	canonicalPath?: string;
	image?: { url: string; width: number; height: number; alt: string };
	noindex?: boolean;
	jsonLd?: Record<string, unknown>;
	/** BaseLayout's `ogType` (`website` unless given). */
	ogType?: 'website' | 'article' | 'profile' | 'video.other';
	/** Extra `<head>` elements (BaseLayout's `head` slot). */
	head?: string;
	/** `<style>` elements of the page, from the build (see built-assets.ts). */
	styles: string;
	/** Astro's scope attribute (` data-astro-cid-…`, or `''`) of each layout component. */
	scopes: ShellScopes;
	/** Header.astro's `<script>` element and the auth modal's script URL, from the build. */
	headerScript: string;
	/** SideNav.astro's `<script>` element, from the build. */
	sideNavScript: string;
	/** ShellRuntime.astro's and UnauthUpsells.astro's `<script>` elements, from the build. */
	shellRuntimeScript: string;
	upsellsScript: string;
	/** URLs of the lazily loaded shell scripts (the `data-src` of their LazyScripts). */
	fingerprintSrc: string;
	errorModalSrc: string;
	feedbackSrc: string;
	authModalSrc: string;
	/** URL of SearchTypeaheadScript.astro's bundle: the `data-src` of the header's second LazyScript. */
	typeaheadSrc: string;
}

/** BaseLayout.astro around `main`, for a signed-out visitor at `url`. */
export function layout(url: URL, props: LayoutProps, main: string): string {
	const description = props.description ?? shellMessages().tagline();
	const { title, image } = props;
	const fullTitle = title === BRAND ? BRAND : `${title} | ${BRAND}`;
	const canonical = props.canonicalPath ? absoluteUrl(url, props.canonicalPath) : undefined;
	const jsonLd = props.jsonLd ? JSON.stringify(props.jsonLd).replace(/</g, '\\u003c') : undefined;
	return (
		`<!DOCTYPE html><html lang="en" dir="ltr"${attr('data-app-version', appVersion())}><head><meta charset="utf-8">` +
		'<meta name="viewport" content="width=device-width, initial-scale=1">' +
		`<title>${esc(fullTitle)}</title><meta name="description"${attr('content', description)}>` +
		(canonical ? `<link rel="canonical"${attr('href', canonical)}>` : '') +
		(canonical && !props.noindex
			? languageAlternates(canonical)
					.map(
						(a) => `<link rel="alternate"${attr('hreflang', a.hreflang)}${attr('href', a.href)}>`,
					)
					.join('')
			: '') +
		(props.noindex ? '<meta name="robots" content="noindex">' : '') +
		`<meta property="og:site_name"${attr('content', BRAND)}>` +
		`<meta property="og:type"${attr('content', props.ogType ?? 'website')}>` +
		`<meta property="og:title"${attr('content', title)}>` +
		`<meta property="og:description"${attr('content', description)}>` +
		(canonical ? `<meta property="og:url"${attr('content', canonical)}>` : '') +
		(image
			? `<meta property="og:image"${attr('content', absoluteUrl(url, image.url))}>` +
				`<meta property="og:image:width"${attr('content', String(image.width))}>` +
				`<meta property="og:image:height"${attr('content', String(image.height))}>` +
				`<meta property="og:image:alt"${attr('content', image.alt)}>`
			: '') +
		`<meta name="twitter:card"${attr('content', image ? 'summary_large_image' : 'summary')}>` +
		'<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
		(jsonLd ? `<script type="application/ld+json">${jsonLd}</script>` : '') +
		(props.head ?? '') +
		`${props.styles}</head><body class="has-side-nav"><a class="skip-link" href="#main">Skip to content</a>` +
		cookiesDisabledAlert(props.scopes.cookiesDisabled) +
		SHELL_NOTICES +
		header(url, props) +
		sideNav(url, props.sideNavScript) +
		`<main id="main">${main}</main>` +
		footer(url, props.scopes.footer) +
		`<span hidden id="error-modal-script"${attr('data-src', props.errorModalSrc)}></span>` +
		`<span hidden id="feedback-script"${attr('data-src', props.feedbackSrc)}></span>` +
		props.shellRuntimeScript +
		unauthUpsells(url, props) +
		'</body></html>'
	);
}

/** Footer.astro for a signed-out visitor: the line about the site and the language picker. */
function footer(url: URL, c: string): string {
	const t = shellMessages();
	const options = pickerLanguages()
		.map(
			(l) =>
				`<option${attr('value', l.tag)}${attr('lang', l.complete ? l.tag : undefined)}${l.tag === 'en' ? ' selected' : ''}${c}>` +
				`${esc(l.complete ? t.languageComplete({ language: l.name }) : t.languagePartial({ language: l.name }))}</option>`,
		)
		.join('');
	return (
		`<footer class="site-footer"${c}><p${c}>${esc(t.footerAbout({ brand: BRAND }))}</p>` +
		`<form class="language-picker" method="get" action="/language"${c}>` +
		`<label class="language-picker__label" for="footer-language"${c}>${esc(t.languageLabel())}</label>` +
		`<select class="language-picker__select" id="footer-language" name="lang"${c}>${options}</select>` +
		`<input type="hidden" name="next"${attr('value', returnPath(url.pathname + url.search))}${c}>` +
		`<button class="button language-picker__submit" type="submit"${c}>${esc(t.languageSubmit())}</button>` +
		'</form></footer>'
	);
}

/** ShellNotices.astro: the no-JavaScript nag and the offline banner's live region. */
const SHELL_NOTICES =
	'<noscript><p class="noscript-nag">Corkboard works best with JavaScript turned on. You can read every page without it; saving, following and the other actions need it.</p></noscript>' +
	'<div id="offline-banner" class="offline-banner" role="status" aria-live="polite"></div>';

/** CookiesDisabledAlert.astro (its text and inline script are written out in the component). */
function cookiesDisabledAlert(c: string): string {
	return (
		`<div id="cookies-disabled" class="cookies-disabled" role="alert" hidden${c}>` +
		`<p class="cookies-disabled__title"${c}>${esc(privacyBanner().cookiesDisabledTitle())}</p>` +
		`<p${c}>${esc(privacyBanner().cookiesDisabledBody())}</p></div>` +
		`<script>${INLINE_SCRIPTS.cookiesDisabled}</script>`
	);
}

/** Header.astro for a signed-out visitor, with its LazyScript and script. */
function header(url: URL, props: LayoutProps): string {
	const c = props.scopes.header;
	const next = encodeURIComponent(url.pathname + url.search);
	return (
		`<header class="site-header"${c}>` +
		`<a class="site-header__logo" href="/"${attr('aria-label', `${BRAND} home`)}${c}>` +
		`<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true"${c}>` +
		`<circle cx="16" cy="16" r="15" fill="var(--color-brand)"${c}></circle>` +
		`<circle cx="16" cy="13" r="5" fill="#fff"${c}></circle>` +
		`<rect x="15" y="17" width="2" height="9" rx="1" fill="#fff"${c}></rect></svg>` +
		`<span class="site-header__name"${c}>${esc(BRAND)}</span></a>` +
		`<form class="site-header__search" role="search" method="get" action="/search/pins/"${c}>` +
		`<label class="visually-hidden" for="header-search-q"${c}>Search</label>` +
		`<input id="header-search-q" name="q" type="search" placeholder="Search" autocomplete="off" maxlength="200" data-signed-in="false"${c}></form>` +
		`<div class="site-header__account"${c}>` +
		`<a class="button button--primary"${attr('href', `/login?next=${next}`)} data-auth-modal="login"${c}>Log in</a>` +
		`<a class="button site-header__signup"${attr('href', `/signup?next=${next}`)} data-auth-modal="signup"${c}>Sign up</a>` +
		`${settingsFlyout(props.scopes.unauthSettings, `<a class="site-header__menu-signup"${attr('href', `/signup?next=${next}`)} data-auth-modal="signup"${c}>Sign up</a>`)}</div>` +
		`<span hidden id="auth-modal-script"${attr('data-src', props.authModalSrc)}></span>` +
		`<span hidden id="search-typeahead-script"${attr('data-src', props.typeaheadSrc)}></span>` +
		`<span hidden id="fingerprint-script"${attr('data-src', props.fingerprintSrc)}></span>` +
		`</header>${props.headerScript}`
	);
}

/** NavIcon.astro: one 24 px icon. */
function navIcon(path: string): string {
	return (
		'<svg class="nav-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">' +
		`<path d="${path}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path></svg>`
	);
}

/** SideNav.astro for a signed-out visitor (NAV-04): Ideas with its NAV-08 panel, Shop, Today. */
function sideNav(url: URL, script: string): string {
	const path = url.pathname;
	const pageItem =
		path.startsWith('/ideas/') || path.startsWith('/topics/')
			? 'categories'
			: path.startsWith('/shopping/')
				? 'shop'
				: path.startsWith('/today/')
					? 'today'
					: '';
	const current = (item: string) => attr('aria-current', item === pageItem ? 'page' : undefined);
	const categories = IDEA_CATEGORIES.map(
		(c) =>
			`<li><a class="nav-panel__item"${attr('href', ideaCategoryHref(c.slug))}>${esc(c.name)}</a></li>`,
	).join('');
	return (
		`<nav class="side-nav" aria-label="Site"${attr('data-page-item', pageItem)}><ul class="side-nav__list">` +
		'<li><button type="button" class="side-nav__item" popovertarget="nav-panel-categories" data-nav-item="categories">' +
		`${navIcon('M12 3a6 6 0 0 0-3.5 10.9V17h7v-3.1A6 6 0 0 0 12 3zM9.5 20h5')}<span>Ideas</span></button>` +
		'<div id="nav-panel-categories" popover class="nav-panel nav-panel--side" data-nav-panel="categories" role="region" aria-label="Ideas">' +
		'<h2 class="nav-panel__heading">Browse ideas</h2><ul class="nav-panel__list nav-panel__list--columns">' +
		`${categories}</ul><a class="nav-panel__item nav-panel__item--more" href="/ideas/">See all ideas</a></div></li>` +
		`<li><a class="side-nav__item" href="/shopping/" data-nav-item="shop"${current('shop')}>` +
		`${navIcon('M4 8h16l-1.5 12h-13zM8.5 8V6.5a3.5 3.5 0 0 1 7 0V8')}<span>Shop</span></a></li>` +
		`<li><a class="side-nav__item" href="/today/" data-nav-item="today"${current('today')}>` +
		`${navIcon('M4 5h16v15H4zM4 9h16M8 3v4M16 3v4')}<span>Today</span></a></li></ul></nav>${script}`
	);
}

/** UnauthSettingsFlyout.astro (UPS-19), with the header's slotted Sign up link (`slot`). */
function settingsFlyout(c: string, slot: string): string {
	const dot = (x: number) => `<circle cx="${x}" cy="12" r="2" fill="currentColor"${c}></circle>`;
	return (
		`<details class="unauth-settings" data-unauth-settings${c}>` +
		`<summary class="unauth-settings__button" aria-label="Settings"${c}>` +
		`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"${c}>${dot(5)}${dot(12)}${dot(19)}</svg></summary>` +
		`<div class="unauth-settings__panel"${c}>${slot}<a class="unauth-settings__item" href="/policy/privacy"${c}>Terms and privacy</a>` +
		`<div class="unauth-settings__item unauth-settings__switch" data-login-prompts-row hidden${c}>` +
		`<label for="login-prompts-switch"${c}>Stop login prompts</label>` +
		`<input id="login-prompts-switch" type="checkbox" role="switch" aria-describedby="login-prompts-hint" data-login-prompts-switch${c}>` +
		`<p id="login-prompts-hint" class="unauth-settings__hint"${c}>No reminders to log in or sign up while you browse.</p>` +
		'</div></div></details>'
	);
}

/** UnauthUpsells.astro for the benchmark's pages (home, a pin, a board), as a US visitor sees it. */
function unauthUpsells(url: URL, props: LayoutProps): string {
	const pin = /^\/pin\/(\d+)\/$/.exec(url.pathname)?.[1];
	const type = url.pathname === '/' ? 'home' : pin ? 'closeup' : 'board';
	const next = encodeURIComponent(url.pathname + url.search);
	const b = props.scopes.scrollBanner;
	const e = props.scopes.extensionUpsell;
	// Only where the site has an extension (UPS-18), as UnauthUpsells.astro decides.
	const stores = type === 'home' ? configuredExtensionStores() : null;
	const u = upsellBanners();
	return (
		`<div id="unauth-upsells" hidden${attr('data-page-type', type)}${attr('data-pin-id', pin)} data-country="US" data-group="control"></div>` +
		`<section class="scroll-banner" aria-labelledby="scroll-banner-title" data-scroll-banner hidden${b}>` +
		`<div class="scroll-banner__text"${b}><h2 id="scroll-banner-title" class="scroll-banner__title"${b}>See more ideas on ${esc(BRAND)}</h2>` +
		`<p class="scroll-banner__body"${b}>Sign up to save what you love and get a home feed picked for you.</p></div>` +
		`<div class="scroll-banner__actions"${b}><a class="button button--primary"${attr('href', `/signup?next=${next}`)} data-auth-modal="signup"${b}>Sign up</a>` +
		`<a class="button"${attr('href', `/login?next=${next}`)} data-auth-modal="login"${b}>Log in</a></div></section>` +
		(stores
			? `<aside class="extension-upsell" aria-labelledby="extension-upsell-title" data-extension-upsell${attr('data-extension-stores', JSON.stringify(stores))} hidden${e}>` +
				`<h2 id="extension-upsell-title" class="extension-upsell__title"${e}>${esc(u.extensionTitle())}</h2>` +
				`<p class="extension-upsell__body"${e}>${esc(u.extensionBody())}</p>` +
				`<div class="extension-upsell__actions"${e}><a class="button button--primary" href="/" target="_blank" rel="noopener" data-extension-store${e}>${esc(u.extensionAdd())}</a>` +
				`<button class="button" type="button" data-extension-dismiss${e}>${esc(u.notNow())}</button></div></aside>`
			: '') +
		'<div class="toaster" role="status" aria-live="polite" data-upsell-status></div>' +
		props.upsellsScript
	);
}
