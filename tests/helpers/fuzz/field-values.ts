import fc from 'fast-check';
import { FUZZ_PASSWORD, type FuzzPools } from './fuzz-world.ts';
import type { Mode } from './scalar-arbitrary.ts';

/** Id-shaped strings that name no row, or are not ids at all. */
const NOT_IDS = [
	'0',
	'-1',
	'1.5',
	'1e3',
	' 12',
	'0012',
	'9'.repeat(30),
	'18446744073709551616',
	'9223372036854775808',
	'abc',
	'',
	'1;2',
];

/** Which pool an id-valued field draws from, by the words of its name. */
function poolFor(key: string, pools: FuzzPools): string[] {
	const k = key.toLowerCase();
	if (k.includes('section')) return pools.sections;
	if (k.includes('comment')) return pools.comments;
	if (k.includes('board')) return pools.boards;
	if (k.includes('pin')) return pools.pins;
	if (k.includes('interest')) return pools.interests;
	if (k.includes('media')) return pools.media;
	if (k.includes('user') || k.includes('owner')) return pools.users;
	return [...pools.users, ...pools.boards, ...pools.pins, ...pools.sections, ...pools.interests];
}

/** True for fields that hold a row id (`id`, `board_id`, `pinId`, `pin_ids`…). */
function isIdField(key: string): boolean {
	return /(^id$|_id$|_ids$|Id$|^id_)/.test(key);
}

/**
 * An id for the field: mostly a real row of the matching kind (the viewer's own, a stranger's,
 * a secret or archived one), sometimes a real row of another kind or a well-formed id that names
 * nothing; in `mixed` mode also something that is not an id.
 */
export function idValue(key: string, pools: FuzzPools, mode: Mode = 'mixed'): fc.Arbitrary<string> {
	const all = [...pools.users, ...pools.boards, ...pools.pins, ...pools.sections];
	return fc.oneof(
		{ weight: 8, arbitrary: fc.constantFrom(...poolFor(key, pools)) },
		{ weight: 1, arbitrary: fc.constantFrom(...all) },
		// Well-formed ids that name no row (random 62-bit values; meeting a real id is negligible).
		{ weight: 1, arbitrary: fc.bigInt({ min: 1n << 40n, max: 1n << 62n }).map(String) },
		...(mode === 'mixed' ? [{ weight: 1, arbitrary: fc.constantFrom(...NOT_IDS) }] : []),
	);
}

/**
 * A value chosen by the field's name when the name says more than the schema (a `string` that
 * is really a username, an email or a password of the world), or undefined to follow the schema.
 */
export function namedFieldValue(
	key: string,
	pools: FuzzPools,
	mode: Mode = 'mixed',
): fc.Arbitrary<unknown> | undefined {
	if (isIdField(key)) return idValue(key, pools, mode);
	const k = key.toLowerCase();
	if (k === 'username' || k === 'username_or_email') {
		return fc.constantFrom(...pools.usernames, ...pools.emails, 'no_such_user', 'UPPER_case');
	}
	if (k.includes('email')) return fc.constantFrom(...pools.emails, 'new@example.test', 'a@b', '@');
	if (k === 'slug') return fc.constantFrom(...pools.slugs, 'no-such-slug');
	if (k === 'privacy') return fc.constantFrom('public', 'secret', 'protected', 0, 1, 2);
	if (k.includes('password') || k === 'old' || k === 'new' || k === 'new_confirm') {
		return fc.constantFrom(FUZZ_PASSWORD, 'wrong password 1', 'short');
	}
	return undefined;
}
