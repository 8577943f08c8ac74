import { type CompiledQuery, createQueryId } from 'kysely';

/**
 * Statements built once per shape and filled per call.
 *
 * Building a statement with Kysely and compiling it allocates a frozen node per clause and walks
 * them all again to print the SQL; for a statement the size of the typeahead's (four queries,
 * eighteen parameters) that was 40% of the 247 KB a keystroke allocated and a quarter of the
 * server's CPU per keystroke. Yet only its values change from call to call. So the statement is
 * built once with a placeholder (`Slot`) for each value, and each call copies its parameter list
 * with the placeholders replaced: the same SQL text (the same string, so the prepared-statement
 * registry finds it without hashing it again) and the same parameters as building it afresh.
 *
 * The contract for `build`: a value may only reach the SQL as a parameter. Anything that decides
 * the statement's shape must be null in `values` (a null value is part of the shape and is passed
 * to `build` as it is) or part of `shape`; a value derived from another (an escaped pattern, a
 * bound) is a value of its own, derived before the call. A placeholder used as a string or a
 * number in JavaScript (interpolated, concatenated, compared with `<`) throws, and so does calling
 * a string method on it, so such a `build` fails when its template is made rather than answering
 * wrongly. Reading a property (`.length`) or testing it with `===` goes unnoticed: that is what
 * the tests comparing filled statements with fresh builds are for.
 */
class Slot {
	readonly key: string;

	constructor(key: string) {
		this.key = key;
	}

	[Symbol.toPrimitive](): never {
		throw new Error(`Statement template value "${this.key}" was used outside a parameter`);
	}

	toJSON(): never {
		return this[Symbol.toPrimitive]();
	}
}

type Values = Record<string, unknown>;

/** Templates per database handle (one dialect each), then per shape. */
const templates = new WeakMap<object, Map<string, CompiledQuery>>();

/**
 * The statement `build(values)` would compile, from the template of its shape: `name`, `shape`
 * and which of `values` are null. `build` must return the compiled statement (see the contract
 * above).
 */
export function fromTemplate<V extends Values, R>(
	/** The database handle the statement is for (its dialect). */
	db: object,
	name: string,
	values: V,
	build: (values: V) => CompiledQuery<R>,
	shape = '',
): CompiledQuery<R> {
	const nulls = Object.keys(values).filter((key) => values[key] == null);
	const key = `${name}|${shape}|${nulls.join(',')}`;
	let byShape = templates.get(db);
	if (!byShape) {
		byShape = new Map();
		templates.set(db, byShape);
	}
	let template = byShape.get(key) as CompiledQuery<R> | undefined;
	if (!template) {
		const slots: Values = {};
		for (const k of Object.keys(values)) slots[k] = values[k] == null ? values[k] : new Slot(k);
		template = build(slots as V);
		byShape.set(key, template);
	}
	const parameters = template.parameters.map((p) => (p instanceof Slot ? values[p.key] : p));
	return { ...template, parameters, queryId: createQueryId() };
}
