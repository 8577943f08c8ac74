/**
 * What a page's loader answers: data to render, a redirect (a renamed board's old slug, a
 * username in the wrong case), or not found. Loaders live in the domain (`lib/…`) so pages stay
 * thin and the same rules serve every route that shows the thing.
 */
export type PageLoad<T> =
	| { kind: 'ok'; data: T }
	| { kind: 'redirect'; to: string; status: 301 | 302 }
	| { kind: 'not-found' };
