/**
 * A page of the built server as the i18n tests read it: its answer, and the language facts of
 * its HTML (`<html lang dir>`, canonical, `hreflang` alternates, first heading).
 */
export async function fetchPage(url: string, headers: Record<string, string> = {}) {
	const res = await fetch(url, { headers, redirect: 'manual' });
	const html = await res.text();
	const htmlTag = html.match(/<html[^>]*>/)?.[0] ?? '';
	return {
		res,
		status: res.status,
		html,
		lang: htmlTag.match(/ lang="([^"]*)"/)?.[1],
		dir: htmlTag.match(/ dir="([^"]*)"/)?.[1],
		canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
		alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map(
			(m) => [m[1], m[2]] as const,
		),
		heading: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1],
	};
}
