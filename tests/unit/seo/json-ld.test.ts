import { describe, expect, it } from 'vitest';
import { jsonLdScriptText } from '~/lib/discovery/seo/json-ld.ts';

describe('jsonLdScriptText', () => {
	const breakouts = [
		'</script><script>window.__xss=1</script>',
		'</SCRIPT ><img src=x onerror=window.__xss=1>',
		'<!--<script>window.__xss=1</script>-->',
		'"><svg onload=window.__xss=1>',
		'Tom & Jerry > {{constructor.constructor("window.__xss=1")()}}',
	];

	it.each(breakouts)('keeps %j from closing the script element or starting markup', (title) => {
		const text = jsonLdScriptText({ '@type': 'ImageObject', name: title, author: { name: title } });
		expect(text).not.toMatch(/[<>&]/);
		expect(JSON.parse(text)).toEqual({
			'@type': 'ImageObject',
			name: title,
			author: { name: title },
		});
	});

	it('leaves other text as JSON.stringify writes it', () => {
		const data = { '@context': 'https://schema.org', name: 'Lemon tart · €5 "best"' };
		expect(jsonLdScriptText(data)).toBe(JSON.stringify(data));
	});
});
