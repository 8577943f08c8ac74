/**
 * The home feed and the pin closeup as hand-written templates: the same service calls, masonry
 * functions and markup as src/pages/index.astro and src/pages/pin/[segment].astro (with
 * MasonryGrid.astro), for a signed-out visitor.
 */

import { BRAND, BRAND_TAGLINE } from '~/lib/brand.ts';
import { db } from '~/lib/db/client.server.ts';
import { END_BOOKMARK } from '~/lib/feed/bookmark.ts';
import { gridStyle, itemStyle, layoutAll } from '~/lib/feed/masonry-layout.ts';
import { displayTitle, type Pin, pinIdFromSegment, pinPath } from '~/lib/pins/pin.ts';
import { pinPageSeo } from '~/lib/pins/pin-seo.server.ts';
import { getPinForViewer, recentPinsPage } from '~/lib/pins/pins.service.server.ts';
import { absoluteUrl } from '~/lib/routing/absolute-url.server.ts';
import type { BuiltAssets, PageStyles } from './built-assets.ts';
import { attr, esc, layout } from './html-template.ts';
import { island, islandPage } from './plain-islands.ts';

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
		`<p class="pin-card__title">${esc(pin.title ? title : '')}</p></a>`
	);
}

/** MasonryGrid.astro. */
function masonryGrid(pins: Pin[], label: string, eagerCount = 8): string {
	const layouts = layoutAll(pins.map((p) => p.images['236x']));
	let items = '';
	for (let i = 0; i < pins.length; i++) {
		items += `<li${attr('style', itemStyle(layouts, i))}>${pinCard(pins[i]!, i < eagerCount)}</li>`;
	}
	return `<div class="feed"><ul class="masonry"${attr('aria-label', label)}${attr('style', gridStyle(layouts))}>${items}</ul></div>`;
}

/** src/pages/index.astro: the first (or a bookmarked) page of the home feed. */
export async function homePage(url: URL, assets: BuiltAssets): Promise<string> {
	const styles = assets.home;
	const bookmark = url.searchParams.get('bookmark');
	const page = await recentPinsPage(db(), { bookmark });
	const nextHref =
		page.bookmark === END_BOOKMARK ? null : `/?bookmark=${encodeURIComponent(page.bookmark)}`;
	const c = styles.pageScope;
	const main =
		`<h1 class="visually-hidden"${c}>Home feed</h1>${masonryGrid(page.pins, 'Home feed')}` +
		(nextHref
			? `<p class="more"${c}><a class="button"${attr('href', nextHref)} rel="next"${c}>More ideas</a></p>`
			: '');
	const props = { title: BRAND, description: BRAND_TAGLINE, canonicalPath: '/' };
	return layout(url, { ...props, noindex: bookmark !== null, ...shell(assets, styles) }, main);
}

/** src/pages/pin/[segment].astro; null when there is no such pin (the caller answers 404). */
export async function pinPage(
	url: URL,
	segment: string,
	assets: BuiltAssets,
): Promise<string | null> {
	const styles = assets.pin;
	const id = pinIdFromSegment(segment);
	const pin = id ? await getPinForViewer(db(), null, id) : null;
	if (!pin) return null;
	const { title, description, metaDescription, alt, jsonLd } = pinPageSeo(pin, url);
	const image = pin.images['736x'];
	const more = await recentPinsPage(db(), { pageSize: 25 });
	const morePins = more.pins.filter((p) => p.id !== pin.id);
	const c = styles.pageScope;
	const islands = islandPage(assets);
	const scopeProp = c ? { [c.trim()]: true } : {};
	const main =
		`<article class="closeup" aria-labelledby="pin-title"${c}><div class="closeup__media"${c}>` +
		`<img${attr('src', image.url)}` +
		attr(
			'srcset',
			`${pin.images['474x'].url} ${pin.images['474x'].width}w, ${image.url} ${image.width}w`,
		) +
		` sizes="(max-width: 767px) 100vw, 508px"${attr('width', image.width)}${attr('height', image.height)}` +
		`${attr('alt', alt)} fetchpriority="high"${attr('style', `background-color:${pin.dominantColor}`)}${c}>` +
		`</div><div class="closeup__body"${c}>` +
		(pin.link
			? `<a class="closeup__link"${attr('href', pin.link)} rel="nofollow ugc noopener" target="_blank"${c}>${esc(pin.domain ?? pin.link)}</a>`
			: '') +
		`<h1 id="pin-title" class="closeup__title"${c}>${esc(title)}</h1>` +
		(description ? `<p class="closeup__description"${c}>${esc(description)}</p>` : '') +
		`<div class="closeup__actions"${c}>` +
		island(islands, {
			path: '~/islands/pins/CopyLinkButton.tsx',
			exportName: 'CopyLinkButton',
			directive: 'visible',
			prefix: 'r0',
			props: { url: absoluteUrl(url, pinPath(pin.id)), ...scopeProp },
			html: '<button type="button" class="button">Copy link</button>',
		}) +
		'</div>' +
		`<p class="closeup__meta"${c}>Saved by <a${attr('href', pin.pinner.url)}${c}>${esc(pin.pinner.fullName)}</a> to ` +
		`<a${attr('href', pin.board.url)}${c}>${esc(pin.board.name)}</a></p></div></article>` +
		`<section aria-labelledby="more-title"${c}><h2 id="more-title" class="page-title"${c}>More to explore</h2>` +
		`${masonryGrid(morePins, 'More to explore', 0)}</section>` +
		island(islands, {
			path: '~/islands/ui/Toaster.tsx',
			exportName: 'Toaster',
			directive: 'idle',
			prefix: 'r1',
			props: scopeProp,
			html: '<div class="toaster" role="status" aria-live="polite"></div>',
		});
	const props = {
		title,
		description: metaDescription,
		canonicalPath: pinPath(pin.id),
		image: { url: image.url, width: image.width, height: image.height, alt },
		noindex: pin.board.privacy === 'secret',
		jsonLd,
	};
	return layout(url, { ...props, ...shell(assets, styles) }, main);
}

function shell(assets: BuiltAssets, styles: PageStyles) {
	const { headerScript, authModalSrc } = assets;
	return { styles: styles.html, scopes: styles.shell, headerScript, authModalSrc };
}
