import { describe, expect, it } from 'vitest';
import { boardAccess } from '~/lib/platform/access/board-access.ts';
import type { PersonState } from '~/lib/platform/access/person-visibility.ts';
import { mayReadPin } from '~/lib/platform/access/pin-access.ts';

/** `mayReadPin`: board access, moderation and the person rule for board owner and pinner. */
const person = (id: string, over: Partial<PersonState> = {}): PersonState => ({
	id,
	status: 'active',
	is_private: 0,
	owner_user_id: null,
	...over,
});
const board = { ownerId: 'host', privacy: 'public', isArchived: false };
const read = (
	reader: string | null,
	pinner: PersonState,
	options: { member?: boolean; hidden?: boolean; owner?: PersonState } = {},
) =>
	mayReadPin(
		boardAccess(board, reader, options.member && reader !== 'host' ? 'accepted' : null),
		{ is_hidden: options.hidden ? 1 : 0, pinner_id: pinner.id },
		reader,
		{ owner: options.owner ?? person('host'), pinner },
	);

describe('mayReadPin', () => {
	it('a public pin of people everyone sees: everyone', () => {
		expect(read(null, person('p'))).toBe(true);
		expect(read('stranger', person('p'))).toBe(true);
	});

	it("a private pinner's pin on a public group board: the pinner and the board's members", () => {
		const pinner = person('p', { is_private: 1 });
		expect(read(null, pinner)).toBe(false);
		expect(read('stranger', pinner)).toBe(false);
		expect(read('p', pinner)).toBe(true);
		expect(read('host', pinner, { member: true })).toBe(true);
		expect(read('c', pinner, { member: true })).toBe(true);
	});

	it("a deactivated or suspended pinner's pin: nobody, members included", () => {
		for (const status of ['deactivated', 'suspended']) {
			const pinner = person('p', { status });
			expect(read('host', pinner, { member: true })).toBe(false);
			expect(read(null, pinner)).toBe(false);
		}
	});

	it("a private owner's public board: its members only", () => {
		const owner = person('host', { is_private: 1 });
		expect(read(null, person('p'), { owner })).toBe(false);
		expect(read('stranger', person('p'), { owner })).toBe(false);
		expect(read('c', person('p'), { owner, member: true })).toBe(true);
	});

	it('a pin hidden by moderation: its pinner and the members', () => {
		expect(read('stranger', person('p'), { hidden: true })).toBe(false);
		expect(read('p', person('p'), { hidden: true })).toBe(true);
		expect(read('c', person('p'), { hidden: true, member: true })).toBe(true);
	});
});
