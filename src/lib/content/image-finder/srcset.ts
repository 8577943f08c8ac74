/**
 * `srcset` parsing (HTML's "parse a srcset attribute", simplified): candidates are separated by
 * commas that follow whitespace or end a URL; each is a URL with an optional `Nw` (width) or
 * `Nx` (density) descriptor. Pure.
 */

export interface SrcsetCandidate {
	url: string;
	/** The `w` descriptor: the image's real width in pixels. */
	width?: number;
	/** The `x` descriptor (1 when there is none and no width either). */
	density?: number;
}

/** Every candidate of a `srcset` value, in order. Malformed descriptors drop their candidate. */
export function parseSrcset(value: string): SrcsetCandidate[] {
	const out: SrcsetCandidate[] = [];
	let i = 0;
	const s = value;
	while (i < s.length) {
		while (i < s.length && (s[i] === ',' || /\s/.test(s[i]!))) i++;
		if (i >= s.length) break;
		const start = i;
		while (i < s.length && !/\s/.test(s[i]!)) i++;
		let url = s.slice(start, i);
		let descriptor = '';
		if (url.endsWith(',')) {
			url = url.replace(/,+$/, '');
		} else {
			const end = s.indexOf(',', i);
			descriptor = s.slice(i, end === -1 ? s.length : end).trim();
			i = end === -1 ? s.length : end + 1;
		}
		if (!url) continue;
		const candidate = withDescriptor(url, descriptor);
		if (candidate) out.push(candidate);
	}
	return out;
}

function withDescriptor(url: string, descriptor: string): SrcsetCandidate | null {
	if (!descriptor) return { url, density: 1 };
	// Only the first descriptor counts (`h` descriptors are ignored, as browsers do).
	const first = descriptor.split(/\s+/)[0]!;
	const w = /^(\d+)w$/i.exec(first);
	if (w) {
		const width = Number(w[1]);
		return width > 0 ? { url, width } : null;
	}
	const x = /^(\d+(?:\.\d+)?|\.\d+)x$/i.exec(first);
	if (x) {
		const density = Number(x[1]);
		return density > 0 ? { url, density } : null;
	}
	return null;
}

/**
 * The largest candidate: by `w` when any candidate has one (a width says more than a density),
 * else by `x`. Ties keep the first.
 */
export function largestCandidate(candidates: readonly SrcsetCandidate[]): SrcsetCandidate | null {
	const widths = candidates.filter((c) => c.width !== undefined);
	const pool = widths.length > 0 ? widths : candidates;
	let best: SrcsetCandidate | null = null;
	for (const c of pool) {
		const size = c.width ?? c.density ?? 1;
		const bestSize = best ? (best.width ?? best.density ?? 1) : -1;
		if (size > bestSize) best = c;
	}
	return best;
}
