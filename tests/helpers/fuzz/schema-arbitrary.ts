import fc from 'fast-check';
import type { z } from 'zod';
import { namedFieldValue } from './field-values.ts';
import type { FuzzPools } from './fuzz-world.ts';
import { DEEP_JSON, hostileValue } from './hostile-values.ts';
import { type JsonSchema, jsonSchemaOf } from './json-schema.ts';
import { type Mode, numberValue, stringValue } from './scalar-arbitrary.ts';

const MAX_DEPTH = 6;

/** Where a node sits: the world's rows, the field's name, how deep, which mode. */
interface At {
	pools: FuzzPools;
	key: string;
	depth: number;
	mode: Mode;
}

/**
 * Options for a resource, REST input or persisted query. Half are `clean` (every value inside
 * the schema as JSON Schema states it, ids of real rows, so the call reaches the handler), most
 * of the rest `mixed` (values at and past every limit, one value in twenty anything at all: a
 * number where a string goes, NUL bytes, deep nesting), and now and then an unknown extra key
 * (strict schemas refuse it) or an arbitrary object.
 */
export function optionsFor(
	schema: z.ZodType,
	pools: FuzzPools,
): fc.Arbitrary<Record<string, unknown>> {
	const json = jsonSchemaOf(schema);
	const clean = objectValue(json, { pools, key: '', depth: 0, mode: 'clean' });
	const mixed = objectValue(json, { pools, key: '', depth: 0, mode: 'mixed' });
	const withExtra = fc
		.tuple(clean, fc.string({ maxLength: 12 }), hostileValue())
		.map(([o, k, v]) => ({ ...o, [`x_${k}`]: v }));
	const anyObject = fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), {
		maxKeys: 5,
	});
	return fc.oneof(
		{ weight: 8, arbitrary: clean },
		{ weight: 8, arbitrary: mixed },
		{ weight: 1, arbitrary: withExtra },
		{ weight: 1, arbitrary: anyObject },
	);
}

/** A value for a node: a value by the field's name if it has one, else by the schema. */
function valueFor(schema: JsonSchema, at: At): fc.Arbitrary<unknown> {
	const named = at.depth > MAX_DEPTH ? undefined : namedFieldValue(at.key, at.pools, at.mode);
	const shaped = named ?? shapedValue(schema, at);
	if (at.mode === 'clean') return shaped;
	return fc.oneof({ weight: 19, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue() });
}

function shapedValue(schema: JsonSchema, at: At): fc.Arbitrary<unknown> {
	if (at.depth > MAX_DEPTH) return at.mode === 'clean' ? fc.constant(null) : hostileValue();
	const deeper = { ...at, depth: at.depth + 1 };
	if ('const' in schema) return fc.constant(schema.const);
	if (schema.enum) return fc.constantFrom(...schema.enum);
	const branches = schema.anyOf ?? schema.oneOf;
	if (branches) return fc.oneof(...branches.map((b) => valueFor(b, deeper)));
	if (schema.allOf?.[0]) return shapedValue(schema.allOf[0], deeper);
	if (Array.isArray(schema.type)) {
		return fc.oneof(...schema.type.map((type) => shapedValue({ ...schema, type }, at)));
	}
	switch (schema.type) {
		case 'string':
			return stringValue(schema, at.mode);
		case 'integer':
		case 'number':
			return numberValue(schema, at.mode);
		case 'boolean':
			return fc.boolean();
		case 'null':
			return fc.constant(null);
		case 'array':
			return arrayValue(schema, at);
		case 'object':
			return objectValue(schema, at);
		default:
			// A field that takes any JSON; now and then nesting deeper than a recursive walk survives.
			if (at.mode === 'clean') return fc.jsonValue({ maxDepth: 2 });
			return fc.oneof(
				{ weight: 20, arbitrary: hostileValue() },
				{ weight: 1, arbitrary: fc.constant(DEEP_JSON) },
			);
	}
}

function arrayValue(schema: JsonSchema, at: At): fc.Arbitrary<unknown[]> {
	const deeper = { ...at, depth: at.depth + 1 };
	if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => valueFor(s, deeper)));
	const item = schema.items ? valueFor(schema.items, deeper) : hostileValue();
	const min = schema.minItems ?? 0;
	const max = schema.maxItems ?? 20;
	const short = fc.array(item, { minLength: min, maxLength: Math.min(max, Math.max(min, 3)) });
	// At (and in mixed mode past) the item limit: one value repeated, so a long list costs one draw.
	const lengths = at.mode === 'clean' ? [max] : [max, max + 1, Math.max(0, min - 1)];
	const edge = fc
		.tuple(item, fc.constantFrom(...new Set(lengths)))
		.map(([v, n]) => Array.from({ length: n }, () => v));
	return fc.oneof({ weight: 6, arbitrary: short }, { weight: 1, arbitrary: edge });
}

function objectValue(schema: JsonSchema, at: At): fc.Arbitrary<Record<string, unknown>> {
	const deeper = { ...at, depth: at.depth + 1 };
	const properties = schema.properties ?? {};
	if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
		const keys = schema.propertyNames
			? stringValue(schema.propertyNames, at.mode)
			: fc.string({ maxLength: 24 });
		return fc.dictionary(keys, valueFor(schema.additionalProperties, deeper), { maxKeys: 4 });
	}
	const record = Object.fromEntries(
		Object.entries(properties).map(([key, s]) => [key, valueFor(s, { ...deeper, key })]),
	);
	const required = (schema.required ?? []).filter((k) => k in properties);
	const full = fc.record(record, { requiredKeys: required });
	if (at.mode === 'clean') return full;
	// Now and then a required key is left out.
	return fc.oneof(
		{ weight: 8, arbitrary: full },
		{ weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
	);
}
