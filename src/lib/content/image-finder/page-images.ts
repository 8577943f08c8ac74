import { Parser } from 'htmlparser2';
import { largestCandidate, parseSrcset, type SrcsetCandidate } from './srcset.ts';

/**
 * What the pin builder's image finder lists from a web page (BLD-19): the page's Open Graph and
 * Twitter images first, then every `<img>` and `<picture>` in document order, resolved against
 * the page (and its `<base href>`), http(s) only, de-duplicated, without tiny images, tracking
 * pixels, `data:` URLs and SVG, at most `MAX_FOUND_IMAGES`. Pure: text in, list out; the
 * service fetches the page through the guarded fetcher and feeds the text in as it decodes it.
 */

/** BLD-19: the finder answers at most this many images. */
export const MAX_FOUND_IMAGES = 50;
/** An image declared narrower or shorter than this (in CSS px) is an icon, a spacer or a pixel. */
const MIN_IMAGE_SIDE = 100;
/** Raw candidates kept before filtering; a page with more stops being read here. */
const MAX_CANDIDATES = 500;
const MAX_URL_LENGTH = 2048;
const MAX_ALT_LENGTH = 500;
const MAX_TITLE_LENGTH = 300;

export interface FoundImage {
	url: string;
	width?: number;
	height?: number;
	alt: string;
}

export interface PageImages {
	title: string;
	images: FoundImage[];
}

interface Candidate {
	raw: string;
	width?: number | undefined;
	height?: number | undefined;
	alt: string;
	svg?: boolean;
}

type Attribs = Record<string, string>;

/** Image file names that are trackers and spacers whatever size they claim. */
const TRACKER_PATH =
	/(^|[/_.-])(pixel|spacer|blank|transparent|clear|1x1|tracking|tracker|beacon)(\.(gif|png|jpe?g|webp))?$/i;

/** A whole-number size attribute (`"300"`, `"300px"`), or undefined (`"50%"`, `"auto"`). */
function sizeAttr(value: string | undefined): number | undefined {
	if (value === undefined) return undefined;
	const m = /^\s*(\d+)(\.\d+)?\s*(px)?\s*$/i.exec(value);
	return m ? Number(m[1]) : undefined;
}

function clean(text: string, max: number): string {
	return text.replace(/\s+/g, ' ').trim().slice(0, max);
}

function isSvgType(type: string | undefined): boolean {
	return /svg/i.test(type ?? '');
}

/** The picture an `<img>` (with its `<picture>`'s sources) stands for. */
function imgCandidate(attribs: Attribs, sources: readonly SrcsetCandidate[]): Candidate | null {
	const src = [attribs.src, attribs['data-src'], attribs['data-lazy-src']].find(
		(s) => s !== undefined && s.trim() !== '' && !/^\s*data:/i.test(s),
	);
	const srcset = attribs.srcset || attribs['data-srcset'] || '';
	const options = [...sources, ...parseSrcset(srcset)];
	if (src) options.push({ url: src.trim(), density: 1 });
	const best = largestCandidate(options);
	if (!best) return null;
	const declaredW = sizeAttr(attribs.width);
	const declaredH = sizeAttr(attribs.height);
	const candidate: Candidate = { raw: best.url, alt: clean(attribs.alt ?? '', MAX_ALT_LENGTH) };
	if (declaredW !== undefined && declaredW < MIN_IMAGE_SIDE) return null;
	if (declaredH !== undefined && declaredH < MIN_IMAGE_SIDE) return null;
	if (best.width !== undefined) {
		candidate.width = best.width;
		if (declaredW && declaredH) candidate.height = Math.round((best.width * declaredH) / declaredW);
	} else {
		if (declaredW !== undefined) candidate.width = declaredW;
		if (declaredH !== undefined) candidate.height = declaredH;
	}
	return candidate;
}

/** A scanner fed the page's text piece by piece (`write`), answering at `end`. */
export interface ImageScanner {
	/** Parses more of the page; false once enough candidates were seen (stop feeding). */
	write(text: string): boolean;
	end(): PageImages;
}

export function createImageScanner(pageUrl: string): ImageScanner {
	const meta: Candidate[] = [];
	const body: Candidate[] = [];
	let base: string | null = null;
	let title = '';
	let ogTitle = '';
	let titleDepth = 0;
	let titleDone = false;
	let svgDepth = 0;
	/** Sources of the `<picture>` being read (null outside one). */
	let pictureSources: SrcsetCandidate[] | null = null;
	let pictureHadImg = false;
	/** The last Open Graph image, which `og:image:width|height|alt|type` describe. */
	let lastOg: Candidate | null = null;

	const count = () => meta.length + body.length;

	function onMeta(attribs: Attribs) {
		const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
		const content = (attribs.content ?? '').trim();
		if (!key || !content) return;
		if (key === 'og:title') ogTitle = ogTitle || clean(content, MAX_TITLE_LENGTH);
		else if (key === 'og:image' || key === 'og:image:url' || key === 'og:image:secure_url') {
			lastOg = { raw: content, alt: '' };
			meta.push(lastOg);
		} else if (key === 'twitter:image' || key === 'twitter:image:src') {
			meta.push({ raw: content, alt: '' });
		} else if (lastOg && key === 'og:image:width') lastOg.width = sizeAttr(content);
		else if (lastOg && key === 'og:image:height') lastOg.height = sizeAttr(content);
		else if (lastOg && key === 'og:image:alt') lastOg.alt = clean(content, MAX_ALT_LENGTH);
		else if (lastOg && key === 'og:image:type') lastOg.svg = isSvgType(content);
		else if (key === 'twitter:image:alt') {
			const last = meta.at(-1);
			if (last && !last.alt) last.alt = clean(content, MAX_ALT_LENGTH);
		}
	}

	const parser = new Parser(
		{
			onopentag(name, attribs) {
				if (svgDepth > 0 || name === 'svg') {
					svgDepth++;
					return;
				}
				switch (name) {
					case 'base':
						if (base === null && attribs.href) base = attribs.href.trim();
						return;
					case 'title':
						if (!titleDone) titleDepth++;
						return;
					case 'meta':
						onMeta(attribs);
						return;
					case 'link':
						if (/(^|\s)image_src(\s|$)/i.test(attribs.rel ?? '') && attribs.href) {
							meta.push({ raw: attribs.href.trim(), alt: '' });
						}
						return;
					case 'picture':
						pictureSources = [];
						pictureHadImg = false;
						return;
					case 'source':
						if (pictureSources && !isSvgType(attribs.type)) {
							pictureSources.push(...parseSrcset(attribs.srcset ?? attribs['data-srcset'] ?? ''));
						}
						return;
					case 'img': {
						const found = imgCandidate(attribs, pictureSources ?? []);
						if (pictureSources) pictureHadImg = true;
						if (found) body.push(found);
						return;
					}
				}
			},
			onclosetag(name) {
				if (svgDepth > 0) {
					svgDepth--;
					return;
				}
				if (name === 'title' && titleDepth > 0) {
					titleDepth = 0;
					titleDone = true;
				} else if (name === 'picture' && pictureSources) {
					// A <picture> without an <img> still offers its largest source.
					const best = pictureHadImg ? null : largestCandidate(pictureSources);
					if (best) body.push({ raw: best.url, alt: '', width: best.width });
					pictureSources = null;
				}
			},
			ontext(text) {
				if (titleDepth > 0 && svgDepth === 0) title += text;
			},
		},
		{ decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
	);

	return {
		write(text) {
			if (count() >= MAX_CANDIDATES) return false;
			parser.write(text);
			return count() < MAX_CANDIDATES;
		},
		end() {
			parser.end();
			return {
				title: clean(title, MAX_TITLE_LENGTH) || ogTitle,
				images: finish([...meta, ...body], pageUrl, base),
			};
		},
	};
}

/** Resolves, filters, de-duplicates and caps the candidates. */
function finish(candidates: Candidate[], pageUrl: string, base: string | null): FoundImage[] {
	let baseUrl: URL;
	try {
		baseUrl = new URL(base ?? pageUrl, pageUrl);
	} catch {
		baseUrl = new URL(pageUrl);
	}
	const seen = new Set<string>();
	const out: FoundImage[] = [];
	for (const c of candidates) {
		if (out.length >= MAX_FOUND_IMAGES) break;
		const url = resolvedImageUrl(c, baseUrl);
		if (!url || seen.has(url)) continue;
		seen.add(url);
		const image: FoundImage = { url, alt: c.alt };
		if (c.width) image.width = c.width;
		if (c.height) image.height = c.height;
		out.push(image);
	}
	return out;
}

/** The candidate's absolute URL, or null when it is not a picture worth offering. */
function resolvedImageUrl(c: Candidate, base: URL): string | null {
	if (c.svg) return null;
	if (
		(c.width !== undefined && c.width < MIN_IMAGE_SIDE) ||
		(c.height !== undefined && c.height < MIN_IMAGE_SIDE)
	) {
		return null;
	}
	let url: URL;
	try {
		url = new URL(c.raw, base);
	} catch {
		return null;
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
	if (url.username || url.password) return null;
	url.hash = '';
	const path = url.pathname.toLowerCase();
	if (path.endsWith('.svg') || path.endsWith('.svgz')) return null;
	if (TRACKER_PATH.test(path)) return null;
	return url.href.length > MAX_URL_LENGTH ? null : url.href;
}

/** The images of a whole page at once (tests, small pages). */
export function findImagesInHtml(html: string, pageUrl: string): PageImages {
	const scanner = createImageScanner(pageUrl);
	scanner.write(html);
	return scanner.end();
}
