/**
 * Whether a fetched body is an HTML page, and its text. Pure.
 *
 * HTML is what says `text/html` or `application/xhtml+xml`; a body without a Content-Type
 * counts when it starts like HTML (`<!doctype html`, `<html`, `<head`). The charset is the
 * header's, else a `<meta charset>` near the top, else UTF-8.
 */

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const SNIFF_BYTES = 1024;
const PIECE_BYTES = 16 * 1024;

function mediaType(contentType: string | null): string {
	return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function charsetOf(contentType: string | null, body: Buffer): string {
	const header = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '');
	if (header) return header[1]!;
	const head = body.subarray(0, SNIFF_BYTES).toString('latin1');
	const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head);
	return meta ? meta[1]! : 'utf-8';
}

function looksLikeHtml(body: Buffer): boolean {
	const head = body
		.subarray(0, SNIFF_BYTES)
		.toString('latin1')
		.replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
	return /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head)[\s>]/i.test(head);
}

function decoderFor(charset: string): TextDecoder {
	try {
		return new TextDecoder(charset);
	} catch {
		return new TextDecoder('utf-8');
	}
}

/**
 * The page's text in pieces (decoded as it goes, so a scanner can stop early), or null when
 * the body is not HTML.
 */
export function pageText(contentType: string | null, body: Buffer): Iterable<string> | null {
	const type = mediaType(contentType);
	if (type ? !HTML_TYPES.has(type) : !looksLikeHtml(body)) return null;
	const decoder = decoderFor(charsetOf(contentType, body));
	return (function* () {
		for (let at = 0; at < body.length; at += PIECE_BYTES) {
			const end = Math.min(body.length, at + PIECE_BYTES);
			yield decoder.decode(body.subarray(at, end), { stream: end < body.length });
		}
		yield decoder.decode();
	})();
}
