/**
 * The home feed, the pin closeup and the board page as hand-written templates: the same service
 * calls, masonry functions and markup as src/pages/index.astro, src/pages/pin/[segment]/index.astro
 * and src/components/boards/BoardPage.astro (with MasonryGrid.astro, OutboundLink.astro and
 * BoardActions.astro), for a signed-out visitor.
 */

import { loadBoardPage } from '~/lib/content/boards/board-page.server.ts';
import { parseOutboundUrl } from '~/lib/content/offsite/offsite-domain.ts';
import { offsiteHref } from '~/lib/content/offsite/offsite-link.server.ts';
import { OFFSITE_LEARN_MORE_PATH, offsiteStrings } from '~/lib/content/offsite/offsite-strings.ts';
import { closeupImage, downloadFileName } from '~/lib/content/pins/closeup-image.ts';
import {
	aspectClass,
	displayTitle,
	type Pin,
	pinIdFromSegment,
	pinPath,
	slugify,
} from '~/lib/content/pins/pin.ts';
import { pinPageSeo } from '~/lib/content/pins/pin-seo.server.ts';
import { getPinForViewer } from '~/lib/content/pins/pins.service.server.ts';
import { homeFeedPage } from '~/lib/discovery/feed/homefeed.service.server.ts';
import { homeFeedFragmentHref, homeFeedHref } from '~/lib/discovery/feed/homefeed-links.ts';
import { gridStyle, itemStyle, layoutAll } from '~/lib/discovery/feed/masonry-layout.ts';
import { relatedPinsPage } from '~/lib/discovery/related/related.service.server.ts';
import { relatedPageHref } from '~/lib/discovery/related/related-page.server.ts';
import { homeHead } from '~/lib/discovery/seo/home-head.ts';
import { LOGIN_HEADINGS } from '~/lib/growth/upsell/login-headings.ts';
import { END_BOOKMARK } from '~/lib/platform/db/bookmark.ts';
import { db } from '~/lib/platform/db/client.server.ts';
import { absoluteUrl } from '~/lib/platform/routing/absolute-url.server.ts';
import { firstOnPage } from '~/lib/platform/ui/first-on-page.ts';
import { withCommentsJsonLd } from '~/lib/social/comments/comments-jsonld.ts';
import type { BuiltAssets, PageStyles } from './built-assets.ts';
import { attr, esc, layout } from './html-template.ts';
import { plainCommentsHtml, plainPinComments } from './plain-comments.ts';

/** The pin card, as written in MasonryGrid.astro. */
function pinCard(pin: Pin, eager: boolean): string {
	const small = pin.images['236x'];
	const large = pin.images['474x'];
	const title = displayTitle(pin);
	return (
		`<a class="pin-card"${attr('href', pinPath(pin.id))}${attr('data-pin-id', pin.id)}>` +
		`<img class="pin-card__image"${attr('src', small.url)}` +
		attr('srcset', `${small.url} ${small.width}w, ${large.url} ${large.width}w`) +
		` sizes="(max-width: 487px) 50vw, 236px"${attr('width', small.width)}${attr('height', small.height)}` +
		`${attr('alt', pin.altText || title)}${attr('loading', eager ? 'eager' : 'lazy')} decoding="async"` +
		`${attr('fetchpriority', eager ? 'high' : 'auto')}${attr('style', `background-color:${pin.dominantColor}`)}>` +
		`<p class="pin-card__title" dir="auto">${esc(pin.title ? title : '')}</p></a>` +
		`<a class="pin-save"${attr('href', `/pin/${pin.id}/repin/`)} data-unauth-save="${pin.id}">Save</a>`
	);
}

/**
 * PinCardOverlay.astro for a signed-out visitor (its first grid of the page): the overlay's
 * template (Share only), then CopyLink.astro without a URL (its status region and listener, unless
 * the page already has them: `copyLinkDone`), then the cards' script.
 */
function pinCardOverlay(assets: BuiltAssets, copyLinkDone: boolean): string {
	return (
		'<template id="pin-card-overlay"><span class="pin-tools"><button type="button" class="pin-tool" data-copy-link aria-label="Share">' +
		'<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"></path></svg>' +
		'</button></span></template>' +
		(copyLinkDone
			? ''
			: '<div class="toaster" role="status" aria-live="polite" data-copy-link-status></div>' +
				assets.copyLinkScript) +
		assets.pinCardScript
	);
}

/** MasonryGrid.astro for a signed-out visitor, with GridLoader.astro's script after it. */
function masonryGrid(
	pins: Pin[],
	label: string,
	assets: BuiltAssets,
	eagerCount = 8,
	copyLinkDone = false,
): string {
	const layouts = layoutAll(pins.map((p) => p.images['236x']));
	let items = '';
	for (let i = 0; i < pins.length; i++) {
		items += `<li${attr('style', itemStyle(layouts, i))}>${pinCard(pins[i]!, i < eagerCount)}</li>`;
	}
	return `<div class="feed"><ul class="masonry"${attr('aria-label', label)} data-grid="anon"${attr('style', gridStyle(layouts))}>${items}</ul>${pinCardOverlay(assets, copyLinkDone)}</div>${assets.gridLoaderScript}`;
}

/**
 * src/pages/index.astro with src/components/feed/HomeFeed.astro: the first (or a bookmarked)
 * page of the home feed for a signed-out visitor.
 */
export async function homePage(url: URL, assets: BuiltAssets): Promise<string> {
	const styles = assets.home;
	const bookmark = url.searchParams.get('bookmark');
	const staticFeed = url.searchParams.get('static_feed') === '1';
	const page = await homeFeedPage(db(), null, {
		bookmark,
		staticFeed,
		onInvalidBookmark: 'restart',
	});
	const end = page.bookmark === END_BOOKMARK;
	const nextHref = end ? null : homeFeedHref('/', page.bookmark, staticFeed);
	const fragmentHref = end ? null : homeFeedFragmentHref('/', page.bookmark, staticFeed);
	const c = styles.pageScope;
	const main =
		`<h1 class="visually-hidden"${attr('data-feed-basis', page.basis)}${c}>Home feed</h1>${masonryGrid(page.pins, 'Home feed', assets)}` +
		(nextHref
			? `<p class="more"${c}><a class="button"${attr('href', nextHref)} rel="next"${attr('data-fragment', fragmentHref)}${c}>More ideas</a></p>`
			: '');
	const head = homeHead();
	const props = {
		title: head.title,
		description: head.description,
		image: head.image,
		canonicalPath: '/',
	};
	const paged = url.searchParams.has('bookmark') || url.searchParams.has('static_feed');
	return layout(url, { ...props, noindex: paged, ...shell(assets, styles) }, main);
}

/** OutboundLink.astro for a signed-out visitor (`locals` tracks the first link of the page). */
function outboundLink(
	pinId: string,
	url: string,
	className: string,
	text: string,
	locals: object,
	assets: BuiltAssets,
): string {
	const c = assets.pin.parts['offsite-dialog'] ?? '';
	if (parseOutboundUrl(url) === null)
		return `<span${attr('class', className)}${c}>${esc(text)}</span>`;
	const link =
		`<a${attr('href', offsiteHref(pinId, url))}${attr('class', className)} rel="nofollow ugc noopener" target="_blank"` +
		` data-offsite-link${attr('data-pin-id', pinId)}${attr('data-url', url)}${c}>${esc(text)}</a>`;
	// Astro writes the dialog's template and the component's script once per page.
	if (!firstOnPage(locals, 'offsite-warning')) return link;
	const strings = offsiteStrings();
	return (
		link +
		`<template id="offsite-warning-template"${c}><dialog id="offsite-warning" class="offsite-dialog" aria-labelledby="offsite-warning-title"${c}>` +
		`<h2 id="offsite-warning-title"${c}>${esc(strings.headsUp)}</h2>` +
		`<p class="offsite-dialog__blocked" data-offsite-blocked${c}>${esc(strings.blocked)}</p>` +
		`<p data-offsite-message${c}></p>` +
		`<p class="offsite-dialog__host"${c}><span class="visually-hidden"${c}>Link to </span><span data-offsite-host${c}></span></p>` +
		`<form method="dialog" class="offsite-dialog__actions"${c}><a class="button"${attr('href', OFFSITE_LEARN_MORE_PATH)}${c}>${esc(strings.learnMore)}</a>` +
		`<button class="button button--primary" autofocus${c}>${esc(strings.okay)}</button></form></dialog></template>` +
		assets.outboundScript
	);
}

/** src/pages/pin/[segment]/index.astro; null when there is no such pin (the caller answers 404). */
export async function pinPage(
	url: URL,
	segment: string,
	assets: BuiltAssets,
): Promise<string | null> {
	const styles = assets.pin;
	const id = pinIdFromSegment(segment);
	const pin = id ? await getPinForViewer(db(), null, id) : null;
	if (!pin) return null;
	const isPublic = pin.board.privacy === 'public' && !pin.board.isArchived;
	const { title, description, metaDescription, alt, jsonLd } = pinPageSeo(pin, url);
	const aspect = aspectClass(pin.images.orig.width, pin.images.orig.height);
	const image = closeupImage(pin.images, aspect);
	const orig = pin.images.orig;
	const more = await relatedPinsPage(db(), pin, { readerId: null, pageSize: 25 });
	const morePins = more.pins;
	const moreHref = relatedPageHref(pin.id, more.bookmark);
	const c = styles.pageScope;
	const back = styles.parts['closeup-back'] ?? '';
	// The pinner line is a component of its own (CloseupPinner.astro), scoped apart.
	const pc = styles.parts.closeup__pinner ?? '';
	const comments = await plainPinComments(pin.id);
	const n = (v: number) => v.toLocaleString('en-US');
	const plural = (v: number, one: string, many: string) => `${n(v)} ${v === 1 ? one : many}`;
	const counts = [
		pin.reactionCount > 0 && plural(pin.reactionCount, 'reaction', 'reactions'),
		pin.favoriteCount > 0 && plural(pin.favoriteCount, 'favorite', 'favorites'),
		pin.doneCount > 0 && `${n(pin.doneCount)} tried it`,
	].filter((part) => part !== false);
	const svg = (d: string, width: string, scope: string) =>
		`<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false"${scope}>` +
		`<path${attr('d', d)} fill="none" stroke="currentColor"${attr('stroke-width', width)} stroke-linecap="round" stroke-linejoin="round"${scope}></path></svg>`;
	const offsite = {};
	const hasSite = pin.link !== null && parseOutboundUrl(pin.link) !== null;
	const viewEvent = JSON.stringify({
		event_type: 'navigation',
		view_type: 'closeup',
		object_id_str: pin.id,
	});
	const main =
		`<div class="closeup-page"${c}><div class="closeup-page__back"${c}>` +
		`<a class="closeup-back" href="/" data-closeup-back${back}>${svg('M15.5 4.5 8 12l7.5 7.5', '2.5', back)}` +
		`<span class="visually-hidden"${back}>Back</span></a>${assets.closeupBackScript}</div>` +
		`<article${attr('class', image.stacked ? 'closeup closeup--stacked' : 'closeup')}` +
		`${attr('style', `--closeup-image-width:${image.width}px`)} aria-labelledby="pin-title"${attr('data-log-event', viewEvent)}${c}>` +
		`<div${attr('class', `closeup__media closeup__media--${aspect}`)}` +
		attr(
			'style',
			`background-color:${pin.dominantColor};background-image:url("${pin.placeholder}")`,
		) +
		`${c}><img${attr('src', image.url)}${attr('srcset', image.srcset)}` +
		`${attr('sizes', image.sizes)}${attr('width', image.width)}${attr('height', image.height)}` +
		`${attr('alt', alt)} fetchpriority="high"${c}>` +
		`</div><div class="closeup__body"${c}><div class="closeup__actions"${c}><div class="closeup__tools"${c}>` +
		`<button type="button" class="button closeup__icon-button" title="Share"${attr('data-copy-link', absoluteUrl(url, pinPath(pin.id)))}${attr('data-copy-link-title', title)}>` +
		`${svg('M12 15V3.5M7.5 8 12 3.5 16.5 8M5 12.5V19a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 19v-6.5', '2.2', '')}` +
		'<span class="visually-hidden">Share</span></button>' +
		'<div class="toaster" role="status" aria-live="polite" data-copy-link-status></div>' +
		assets.copyLinkScript +
		`<a class="button closeup__icon-button"${attr('href', orig.url)}${attr('download', downloadFileName(slugify(displayTitle(pin)), pin.id, orig.url))} title="Download"${c}>` +
		`${svg('M12 3.5V15M7.5 10.5 12 15l4.5-4.5M5 19.5h14', '2.2', c)}<span class="visually-hidden"${c}>Download</span></a>` +
		(hasSite && pin.link
			? outboundLink(pin.id, pin.link, 'button', 'Visit site', offsite, assets)
			: '') +
		'</div>' +
		`<span class="save-button"${c}><a class="button button--primary save-button__save"${attr('href', `/pin/${pin.id}/repin/`)}` +
		`${attr('data-unauth-save', pin.id)}${c}>Save</a></span>` +
		'</div>' +
		(pin.link
			? outboundLink(pin.id, pin.link, 'closeup__link', pin.domain ?? pin.link, offsite, assets)
			: '') +
		`<h1 id="pin-title" class="closeup__title" dir="auto"${c}>${esc(title)}</h1>` +
		(description ? `<p class="closeup__description" dir="auto"${c}>${esc(description)}</p>` : '') +
		// Rich metadata (PIN-07) is not mirrored: the benchmark world's pins have none.
		`<div class="closeup__pinner"${pc}>` +
		(pin.pinnerAvatarUrl
			? `<img class="closeup__avatar"${attr('src', pin.pinnerAvatarUrl)} alt="" width="48" height="48" loading="lazy"${pc}>`
			: `<span class="closeup__avatar" aria-hidden="true"${pc}>${esc(Array.from(pin.pinner.fullName)[0]?.toUpperCase() ?? '')}</span>`) +
		`<p class="closeup__meta"${pc}>Saved by <a${attr('href', pin.pinner.url)}${pc}>${esc(pin.pinner.fullName)}</a> to ` +
		`<a${attr('href', pin.board.url)}${pc}>${esc(pin.board.name)}</a></p>` +
		`<a class="button button--primary"${attr('href', `/login?next=${encodeURIComponent(pinPath(pin.id))}`)} data-auth-modal="login"` +
		`${attr('data-auth-heading', LOGIN_HEADINGS.follow)}${pc}>Follow</a></div>` +
		(counts.length > 0 ? `<p class="closeup__counts"${c}>${esc(counts.join(' · '))}</p>` : '') +
		`<nav class="closeup__more" aria-label="More about this Pin"${c}>` +
		`<a${attr('href', `/pin/${pin.id}/visual-search/`)}${c}>Search by image</a>` +
		`<a${attr('href', `/pin/${pin.id}/feedback/`)}${c}>Send feedback</a></nav>` +
		plainCommentsHtml(pin.id, comments) +
		'</div></article></div>' +
		(morePins.length > 0
			? `<section aria-labelledby="more-title"${c}><h2 id="more-title" class="page-title"${c}>More like this</h2>` +
				masonryGrid(morePins, 'More like this', assets, 0, true) +
				(moreHref
					? `<p class="closeup-more__next"${c}><a class="button"${attr('href', moreHref)} rel="next"${c}>More like this</a></p>`
					: '') +
				'</section>'
			: '');
	const props = {
		title,
		description: metaDescription,
		ogType: 'article' as const,
		canonicalPath: pinPath(pin.id),
		image: { url: image.url, width: image.width, height: image.height, alt },
		noindex: !isPublic,
		...(isPublic
			? {
					jsonLd: withCommentsJsonLd(jsonLd, comments.comments, comments.count, (path) =>
						absoluteUrl(url, path),
					),
				}
			: {}),
		...(isPublic
			? { head: `<link rel="amphtml"${attr('href', absoluteUrl(url, `/amp/pin/${pin.id}`))}>` }
			: {}),
	};
	return layout(url, { ...props, ...shell(assets, styles) }, main);
}

/** src/pages/[username]/[board]/index.astro with BoardPage.astro, for a signed-out visitor. */
export async function boardPage(
	url: URL,
	username: string,
	boardSlug: string,
	assets: BuiltAssets,
): Promise<string | null> {
	const load = await loadBoardPage({ db: db(), viewer: null, url, username, boardSlug });
	if (load.kind !== 'ok') return null;
	const data = load.data;
	const styles = assets.board;
	const b = styles.parts.board__header ?? '';
	const a = styles.parts['board-actions'] ?? '';
	const sc = styles.parts.sections ?? '';
	const { board, section, sections, pins } = data;
	const isPublic = board.privacy === 'public' && !board.isArchived;
	const title = section ? `${section.title} – ${board.name}` : board.name;
	const first = pins[0]?.images['474x'];
	const pinCount = section ? section.pinCount : board.pinCount;
	const plural = (v: number, one: string, many: string) =>
		`${v.toLocaleString('en-US')} ${v === 1 ? one : many}`;
	const here = url.pathname;
	if (board.sensitivityReason !== null) return null;
	const sectionsRow =
		!section && sections.length > 0
			? `<nav class="sections" aria-label="Sections"${sc}><ul${sc}>` +
				sections
					.map(
						(s) =>
							`<li${sc}><a${attr('href', s.url)}${sc}><span class="sections__title"${sc}>${esc(s.title)}</span>` +
							`<span class="sections__count"${sc}>${esc(s.pinCount.toLocaleString('en-US'))} ${s.pinCount === 1 ? 'Pin' : 'Pins'}</span></a></li>`,
					)
					.join('') +
				'</ul></nav>'
			: '';
	const main =
		`<div class="board"${attr('data-landing-type', data.landingType)}${b}><header class="board__header"${b}>` +
		(section
			? `<p class="board__crumb"${b}><a${attr('href', board.url)}${b}>${esc(board.name)}</a></p>`
			: '') +
		`<h1 class="board__name" dir="auto"${b}>${esc(section ? section.title : board.name)}</h1>` +
		`<p class="board__owner"${b}>${board.isArchived ? 'Archived board' : board.privacy === 'secret' ? 'Secret board' : 'Board'} by ` +
		`<a${attr('href', board.owner.url)}${b}>${esc(board.owner.fullName)}</a></p>` +
		(!section && board.description
			? `<p class="board__description" dir="auto"${b}>${esc(board.description)}</p>`
			: '') +
		`<p class="board__counts"${b}><span${b}>${esc(plural(pinCount, 'Pin', 'Pins'))}</span>` +
		(!section
			? `<span${b}>${esc(plural(board.followerCount, 'follower', 'followers'))}</span>`
			: '') +
		(!section && board.sectionCount > 0
			? `<span${b}>${esc(plural(board.sectionCount, 'section', 'sections'))}</span>`
			: '') +
		'</p>' +
		`<div class="board-actions"${a}><a class="button button--primary"${attr('href', `/login?next=${encodeURIComponent(here)}`)} data-auth-modal="login" data-auth-heading="Log in to follow"${a}>Log in to follow</a></div>` +
		'</header>' +
		sectionsRow +
		(!section && sections.length > 0 && pins.length > 0
			? `<h2 class="board__subtitle"${b}>${esc(plural(data.sectionlessPinCount, 'Pin', 'Pins'))} not in a section</h2>`
			: '') +
		(pins.length > 0
			? masonryGrid(pins, `Pins on ${title}`, assets, 6)
			: sections.length > 0 && !section
				? ''
				: `<p class="board__empty"${b}>There are no Pins here yet.</p>`) +
		(data.moreUrl
			? `<p class="board__more"${b}><a class="button"${attr('href', data.moreUrl)} rel="next"${b}>More Pins</a></p>`
			: '') +
		'</div>';
	const props = {
		title,
		description: data.metaDescription,
		...(isPublic ? { canonicalPath: data.canonicalPath } : {}),
		...(isPublic && first
			? { image: { url: first.url, width: first.width, height: first.height, alt: title } }
			: {}),
		noindex: !isPublic,
		...(data.jsonLd ? { jsonLd: data.jsonLd } : {}),
	};
	return layout(url, { ...props, ...shell(assets, styles) }, main);
}

function shell(assets: BuiltAssets, styles: PageStyles) {
	return {
		styles: styles.html,
		scopes: styles.shell,
		headerScript: assets.headerScript,
		sideNavScript: assets.sideNavScript,
		shellRuntimeScript: assets.shellRuntimeScript,
		upsellsScript: assets.upsellsScript,
		authModalSrc: assets.authModalSrc,
		typeaheadSrc: assets.typeaheadSrc,
		fingerprintSrc: assets.fingerprintSrc,
		errorModalSrc: assets.errorModalSrc,
		feedbackSrc: assets.feedbackSrc,
	};
}
