/**
 * Messages with markup inside a sentence ("By continuing you agree to our <terms>Terms</terms>")
 * keep their tags as plain text in the catalogue, so translators can move them; `richParts`
 * cuts the message's output into text and tagged parts, and the component renders each tag as
 * it likes (a link, `<strong>`). Only `<name>…</name>` pairs of letters are tags; nesting is not
 * supported, and anything else stays text, so a value with `<` in it is never markup.
 */
export type RichPart = { tag: null; text: string } | { tag: string; text: string };

const TAG = /<([a-z][a-zA-Z]*)>([^<]*)<\/\1>/g;

export function richParts(text: string): RichPart[] {
	const parts: RichPart[] = [];
	let last = 0;
	for (const match of text.matchAll(TAG)) {
		if (match.index > last) parts.push({ tag: null, text: text.slice(last, match.index) });
		parts.push({ tag: match[1]!, text: match[2]! });
		last = match.index + match[0].length;
	}
	if (last < text.length) parts.push({ tag: null, text: text.slice(last) });
	return parts;
}
