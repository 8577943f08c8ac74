/**
 * The one rule for a client-chosen place to send the browser back to on this site (`next`
 * after logging in, `back` after a form post): a path, never another site.
 *
 * Browsers drop tabs and newlines from a URL and read `\` as `/`, so `/\t/evil.example` or
 * `/\evil.example` would become `//evil.example`: any control character or backslash is
 * refused outright. The value is then normalized as a browser would (`/./`, `/../`, `%2e`
 * segments), and the RESULT is checked, since normalizing can make `//` (`/.//evil.example`
 * becomes `//evil.example`, a scheme-relative URL to another host): the result must resolve
 * to our own origin and start with a single `/`.
 *
 * Returns the normalized path (with query and fragment), or null when the value is not a safe
 * local path.
 */
export function localPath(value: string | null | undefined, maxLength = 2048): string | null {
	if (!value?.startsWith('/') || value.length > maxLength || hasUnsafeCharacter(value)) return null;
	const base = 'http://corkboard.invalid';
	let url: URL;
	try {
		url = new URL(value, base);
	} catch {
		return null;
	}
	if (url.origin !== base) return null;
	const path = url.pathname + url.search + url.hash;
	if (!path.startsWith('/') || path.startsWith('//') || hasUnsafeCharacter(path)) return null;
	return path;
}

/** A control character (code below 32, or 127) or a backslash. */
function hasUnsafeCharacter(text: string): boolean {
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (code < 32 || code === 127 || code === 92) return true;
	}
	return false;
}
