import { describe, expect, it } from 'vitest';
import { decodeFollowBookmark, encodeFollowBookmark } from '~/lib/interests/follow-bookmark.ts';

describe('encodeFollowBookmark / decodeFollowBookmark', () => {
	it('round-trips a cursor', () => {
		const cursor = { at: '2026-11-22T10:00:00.123Z', id: '118010045832106009' };
		expect(decodeFollowBookmark(encodeFollowBookmark(cursor))).toEqual(cursor);
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
		]) {
			expect(decodeFollowBookmark(b)).toBeNull();
		}
	});
});
