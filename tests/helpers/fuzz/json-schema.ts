import { z } from 'zod';

/** The part of JSON Schema that `z.toJSONSchema` writes for our option schemas. */
export interface JsonSchema {
	type?: string | string[];
	enum?: unknown[];
	const?: unknown;
	anyOf?: JsonSchema[];
	oneOf?: JsonSchema[];
	allOf?: JsonSchema[];
	properties?: Record<string, JsonSchema>;
	required?: string[];
	additionalProperties?: boolean | JsonSchema;
	propertyNames?: JsonSchema;
	items?: JsonSchema;
	prefixItems?: JsonSchema[];
	minItems?: number;
	maxItems?: number;
	minLength?: number;
	maxLength?: number;
	pattern?: string;
	minimum?: number;
	maximum?: number;
	exclusiveMinimum?: number;
	exclusiveMaximum?: number;
}

/**
 * The JSON Schema of what a zod schema accepts (its input side); unrepresentable parts are `{}`.
 * Refinements and transforms are not in it, so "clean" values may still be refused by them.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
	return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
