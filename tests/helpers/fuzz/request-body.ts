import fc from 'fast-check';
import { multipartFields } from '../multipart.ts';
import { jsonText, nastyString } from './hostile-values.ts';

/** How a write's fields travel: JSON, an HTML form, or a multipart form. */
export type BodyEncoding = 'json' | 'urlencoded' | 'multipart';

/** Mostly JSON, as our client sends; the API refuses multipart (415), so it comes rarely. */
export const bodyEncoding: fc.Arbitrary<BodyEncoding> = fc.oneof(
	{ weight: 6, arbitrary: fc.constant('json' as const) },
	{ weight: 3, arbitrary: fc.constant('urlencoded' as const) },
	{ weight: 1, arbitrary: fc.constant('multipart' as const) },
);

/** A raw body with its declared type. */
export interface RawBody {
	contentType: string | null;
	body: string | Uint8Array<ArrayBuffer>;
}

/** A form field's text: strings as they are, anything else as JSON text (as a client would). */
export function fieldText(value: unknown): string {
	return typeof value === 'string' ? value : jsonText(value ?? null);
}

/** `fields` as a body of the encoding, with the headers it needs. */
export function encodeFields(
	fields: Record<string, unknown>,
	encoding: BodyEncoding,
): { body: BodyInit; headers: Record<string, string> } {
	if (encoding === 'json') {
		return { body: jsonText(fields), headers: { 'content-type': 'application/json' } };
	}
	if (encoding === 'urlencoded') {
		const params = new URLSearchParams();
		for (const [k, v] of Object.entries(fields)) params.set(k, fieldText(v));
		return {
			body: params.toString(),
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
		};
	}
	const text: Record<string, string> = {};
	for (const [k, v] of Object.entries(fields)) text[k] = fieldText(v);
	const form = multipartFields(text);
	return { body: form.body, headers: { 'content-type': form.contentType } };
}

/**
 * Bodies no endpoint should read as input: broken JSON, JSON that is not an object, text
 * declared as JSON, XML, random bytes, a form with a broken escape, or a type with no body.
 */
export function malformedBody(): fc.Arbitrary<RawBody> {
	const json = 'application/json';
	return fc.oneof(
		fc.constantFrom<RawBody>(
			{ contentType: json, body: '{"data": ' },
			{ contentType: json, body: '[1,2,3]' },
			{ contentType: json, body: '"just a string"' },
			{ contentType: json, body: 'null' },
			{ contentType: json, body: '{"a":1}{"b":2}' },
			{ contentType: 'application/xml', body: '<data><options/></data>' },
			{ contentType: 'application/x-www-form-urlencoded', body: 'data=%E0%A4%A&source_url=%' },
			{ contentType: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
			{ contentType: null, body: 'data={}' },
		),
		nastyString().map((s) => ({ contentType: json, body: s })),
		fc
			.uint8Array({ maxLength: 64 })
			.map((b) => ({ contentType: 'application/octet-stream', body: new Uint8Array(b) })),
	);
}
