import { describe, expect, it } from 'vitest';
import { jsonLdScriptText } from '~/lib/discovery/seo/json-ld.ts';
import { withCommentsJsonLd } from '~/lib/social/comments/comments-jsonld.ts';
import { aComment } from './comment-fixture.ts';

const abs = (path: string) => `https://corkboard.test${path}`;
const image = { '@context': 'https://schema.org', '@type': 'ImageObject', name: 'Tart' };

describe('withCommentsJsonLd (CMT-01: comments visible to crawlers)', () => {
	it('adds commentCount and Comment items with author, text and dateCreated', () => {
		const out = withCommentsJsonLd(image, [aComment({ text: 'So good' })], 12, abs);
		expect(out).toEqual({
			...image,
			commentCount: 12,
			comment: [
				{
					'@type': 'Comment',
					text: 'So good',
					dateCreated: '2026-11-01T10:00:00.000Z',
					author: { '@type': 'Person', name: 'Ana Lima', url: 'https://corkboard.test/ana/' },
				},
			],
		});
	});

	it('has a count and no comment list when there are no comments', () => {
		expect(withCommentsJsonLd(image, [], 0, abs)).toEqual({ ...image, commentCount: 0 });
	});

	it('puts them on the ImageObject of a @graph, leaving the other nodes', () => {
		const recipe = { '@type': 'Recipe', name: 'Tart' };
		const graph = {
			'@context': 'https://schema.org',
			'@graph': [{ '@type': 'VideoObject' }, { '@type': 'ImageObject' }, recipe],
		};
		const out = withCommentsJsonLd(graph, [aComment()], 1, abs) as {
			'@graph': Record<string, unknown>[];
		};
		expect(out['@graph'][0]).toEqual({ '@type': 'VideoObject' });
		expect(out['@graph'][1]).toMatchObject({ '@type': 'ImageObject', commentCount: 1 });
		expect(out['@graph'][2]).toBe(recipe);
	});

	it('keeps an XSS payload in a comment from closing the ld+json script element', () => {
		const payload = '</script><script>window.__xss=1</script><img src=x onerror=alert(1)> & <!--';
		const data = withCommentsJsonLd(
			image,
			[
				aComment({
					text: payload,
					user: { id: '7', username: 'ana', full_name: '</script>', image_medium_url: null },
				}),
			],
			1,
			abs,
		);
		const text = jsonLdScriptText(data);
		expect(text).not.toMatch(/[<>&]/);
		const html = `<script type="application/ld+json">${text}</script>`;
		expect(html.match(/<\/script/gi)).toHaveLength(1);
		expect((JSON.parse(text) as { comment: { text: string }[] }).comment[0]!.text).toBe(payload);
	});
});
