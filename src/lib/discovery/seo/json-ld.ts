/**
 * The text of a `<script type="application/ld+json">` element: the data as JSON, with `<`, `>`
 * and `&` written as `\u003c`, `\u003e`, `\u0026`. Inside a script element the HTML parser
 * ends the element at the first `</script` and treats `<!--` specially, whatever the JSON
 * means; with no `<` in the text, user words (a pin title such as `</script><script>…`) can
 * never close the element or start markup, and every JSON parser reads the same data back.
 * Render it with `set:html` (Astro would otherwise escape the quotes into entities).
 */
export function jsonLdScriptText(data: Record<string, unknown>): string {
	return JSON.stringify(data)
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026');
}
