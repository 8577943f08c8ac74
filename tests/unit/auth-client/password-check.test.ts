import { describe, expect, it } from 'vitest';
import {
	PASSWORD_LONG_MESSAGE,
	PASSWORD_SHORT_MESSAGE,
	passwordMessage,
} from '~/lib/identity/auth/client/password-check.ts';

const AUTH_17 = 'Oops! Your password can only have letters, numbers and basic symbols.';

describe('passwordMessage (AUTH-17)', () => {
	it('AUTH-17: shows the exact message for characters outside the allowed set, while typing', () => {
		expect(passwordMessage('pässword1', false)).toBe(AUTH_17);
		expect(passwordMessage('pass😀word', false)).toBe(AUTH_17);
		expect(passwordMessage('tab\there', true)).toBe(AUTH_17);
		expect(passwordMessage('€', false)).toBe(AUTH_17);
	});

	it('accepts letters, numbers, spaces and basic symbols', () => {
		expect(passwordMessage('Abc 123 !@#$%^&*()-_=+[]{};:\'",.<>/?`~\\|', true)).toBeNull();
		expect(passwordMessage('correct horse', true)).toBeNull();
	});

	it('reports a short password only once the field is complete', () => {
		expect(passwordMessage('short', false)).toBeNull();
		expect(passwordMessage('short', true)).toBe(PASSWORD_SHORT_MESSAGE);
		expect(passwordMessage('', true)).toBe(PASSWORD_SHORT_MESSAGE);
	});

	it('reports a too-long password at once', () => {
		expect(passwordMessage('a'.repeat(257), false)).toBe(PASSWORD_LONG_MESSAGE);
		expect(passwordMessage('a'.repeat(256), true)).toBeNull();
	});
});
