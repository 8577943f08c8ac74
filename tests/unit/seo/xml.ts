/**
 * A small strict XML parser for tests: elements, attributes, character data, the five named
 * entities and numeric references, an optional declaration. It throws on anything not
 * well-formed (mismatched or unclosed tags, a bare `&` or `<`, unquoted attributes, content
 * after the root), which is what the sitemap tests need to prove.
 */
export interface XmlElement {
	name: string;
	attrs: Record<string, string>;
	children: XmlElement[];
	/** Character data directly inside, entities decoded. */
	text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
	if (raw.includes('<')) throw new Error(`bare < near ${at}`);
	return raw.replace(/&([^;]*);?/g, (match, ref: string) => {
		if (!match.endsWith(';')) throw new Error(`bare & near ${at}`);
		if (ref in ENTITIES) return ENTITIES[ref]!;
		const num = /^#(\d+)$/.exec(ref) ?? /^#x([0-9a-fA-F]+)$/.exec(ref);
		if (num) return String.fromCodePoint(Number.parseInt(num[1]!, ref[1] === 'x' ? 16 : 10));
		throw new Error(`unknown entity &${ref}; near ${at}`);
	});
}

export function parseXml(source: string): XmlElement {
	let i = 0;
	const skipSpace = () => {
		while (i < source.length && /\s/.test(source[i]!)) i++;
	};
	skipSpace();
	if (source.startsWith('<?xml', i)) {
		const end = source.indexOf('?>', i);
		if (end < 0) throw new Error('unclosed declaration');
		i = end + 2;
		skipSpace();
	}
	const element = (): XmlElement => {
		if (source[i] !== '<') throw new Error(`expected < at ${i}`);
		i++;
		const name = NAME.exec(source.slice(i))?.[0];
		if (!name) throw new Error(`bad element name at ${i}`);
		i += name.length;
		const attrs: Record<string, string> = {};
		for (;;) {
			skipSpace();
			if (source.startsWith('/>', i)) {
				i += 2;
				return { name, attrs, children: [], text: '' };
			}
			if (source[i] === '>') {
				i++;
				break;
			}
			const attr = NAME.exec(source.slice(i))?.[0];
			if (!attr) throw new Error(`bad attribute at ${i}`);
			i += attr.length;
			if (source[i] !== '=') throw new Error(`expected = at ${i}`);
			i++;
			const quote = source[i];
			if (quote !== '"' && quote !== "'") throw new Error(`unquoted attribute at ${i}`);
			const end = source.indexOf(quote, i + 1);
			if (end < 0) throw new Error('unclosed attribute');
			if (attr in attrs) throw new Error(`duplicate attribute ${attr}`);
			attrs[attr] = decode(source.slice(i + 1, end), i);
			i = end + 1;
		}
		const children: XmlElement[] = [];
		let text = '';
		for (;;) {
			const lt = source.indexOf('<', i);
			if (lt < 0) throw new Error(`unclosed <${name}>`);
			text += decode(source.slice(i, lt), i);
			i = lt;
			if (source.startsWith('</', i)) {
				const close = `</${name}>`;
				if (!source.startsWith(close, i))
					throw new Error(`mismatched close tag at ${i}, wanted ${close}`);
				i += close.length;
				return { name, attrs, children, text };
			}
			children.push(element());
		}
	};
	const root = element();
	skipSpace();
	if (i !== source.length) throw new Error(`content after the root element at ${i}`);
	return root;
}

/** The text of every `<loc>` in a urlset or sitemap index. */
export function locs(root: XmlElement): string[] {
	return root.children.map((c) => c.children.find((e) => e.name === 'loc')?.text ?? '');
}
