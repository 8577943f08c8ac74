import { describe, expect, it } from 'vitest';
import {
	decodeFollowBookmark,
	encodeFollowBookmark,
} from '~/lib/discovery/interests/follow-bookmark.ts';

describe('encodeFollowBookmark / decodeFollowBookmark', () => {
	it('round-trips a cursor', () => {
		const cursor = { at: '2026-11-22T10:00:00.123Z', id: '118010045832106009' };
		expect(decodeFollowBookmark(encodeFollowBookmark(cursor))).toEqual(cursor);
	});

	it('accepts the times PostgreSQL and SQLite hand back (no fraction, or up to six digits)', () => {
		for (const at of [
			'2026-11-22T10:00:00Z',
			'2026-11-22T10:00:00.5Z',
			'2026-11-22T10:00:00.123456Z',
		]) {
			expect(decodeFollowBookmark(encodeFollowBookmark({ at, id: '1' }))).toEqual({ at, id: '1' });
		}
	});

	it('reads missing, end, malformed and forged bookmarks as none', () => {
		const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
		for (const b of [
			undefined,
			null,
			'',
			'-end-',
			'not base64 json',
			'x'.repeat(201),
			forge({ v: 2, f: '2026-11-22T10:00:00.000Z', i: '1' }),
			forge({ v: 1, f: "'; drop table users; --", i: '1' }),
			forge({ v: 1, f: '2026-11-22T10:00:00.000Z', i: '0' }),
			forge({ v: 1, f: '2026-11-22T10:00:00.000Z', i: '99999999999999999999' }),
			forge([1, 2]),
			// The shape of a time but no real moment (PostgreSQL refuses these in a query).
			forge({ v: 1, f: '2026-13-45T25:61:61Z', i: '1' }),
			forge({ v: 1, f: '2026-02-30T10:00:00Z', i: '1' }),
			forge({ v: 1, f: '2026-11-22T24:00:00Z', i: '1' }),
			forge({ v: 1, f: '0000-00-00T00:00:00Z', i: '1' }),
			forge({ v: 1, f: '1969-12-31T23:59:59Z', i: '1' }),
		]) {
			expect(decodeFollowBookmark(b)).toBeNull();
		}
	});
});
