import { describe, expect, it } from 'vitest';
import { LIMITED_LOGIN_WINDOW_MS } from '~/lib/identity/auth/session.server.ts';
import {
	type HeldToken,
	keptStoredTokens,
	tokenState,
} from '~/lib/identity/multi-account/browser-accounts.server.ts';
import type { TokenSessionRow } from '~/lib/identity/multi-account/multi-account.repository.server.ts';

const now = new Date('2026-06-01T00:00:00Z');
const DAY = 86_400_000;

function row(userId: string, expiresInDays: number, status = 'active'): TokenSessionRow {
	return {
		token_hash: `h-${userId}`,
		id: `s-${userId}-${expiresInDays}`,
		user_id: userId,
		owner_user_id: null,
		expires_at: new Date(now.getTime() + expiresInDays * DAY).toISOString(),
		user_status: status,
	};
}

function held(token: string, session: TokenSessionRow | null): HeldToken {
	return { token, session, state: tokenState(session, now) };
}

describe('tokenState', () => {
	it('tells live, expired (within the limited-login window) and dead tokens apart', () => {
		expect(tokenState(row('1', 10), now)).toBe('live');
		expect(tokenState(row('1', -10), now)).toBe('expired');
		expect(tokenState(row('1', -(LIMITED_LOGIN_WINDOW_MS / DAY) - 1), now)).toBe('dead');
		expect(tokenState(row('1', 10, 'suspended'), now)).toBe('dead');
		expect(tokenState(null, now)).toBe('dead');
	});
});

describe('keptStoredTokens (MAS-01)', () => {
	it('drops dead tokens, duplicates and the live current account, preferring live tokens', () => {
		const current = held('cur', row('me', 10));
		const stored = [
			held('dead', null),
			held('mine-again', row('me', 5)),
			held('a-expired', row('a', -1)),
			held('b', row('b', 3)),
			held('a-live', row('a', 20)),
			held('b-again', row('b', 1)),
		];
		const kept = keptStoredTokens({ current, stored });
		expect(kept.map((h) => h.token)).toEqual(['b', 'a-live']);
	});

	it('keeps a live token of the current account when the current one has expired', () => {
		const current = held('cur', row('me', -1));
		const kept = keptStoredTokens({ current, stored: [held('me-new', row('me', 100))] });
		expect(kept.map((h) => h.token)).toEqual(['me-new']);
	});
});
