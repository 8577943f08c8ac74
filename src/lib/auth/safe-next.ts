/**
 * A safe place to go after logging in: a path on this site, never another one. Browsers drop
 * tabs and newlines from URLs and read `\\` as `/`, so `/\t/evil.example` or `/\\evil.example`
 * would become `//evil.example`: any control character or backslash is refused outright, and
 * the result must resolve to our own origin.
 */
export function safeNext(next: string | null | undefined): string {
	if (!next?.startsWith('/') || next.length > 2048 || hasUnsafeCharacter(next)) return '/';
	const base = 'http://corkboard.invalid';
	try {
		const url = new URL(next, base);
		return url.origin === base ? url.pathname + url.search + url.hash : '/';
	} catch {
		return '/';
	}
}

/** A control character (code below 32, or 127) or a backslash. */
function hasUnsafeCharacter(text: string): boolean {
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (code < 32 || code === 127 || code === 92) return true;
	}
	return false;
}
