import { describe, expect, it } from 'vitest';
import { passwordMessage } from '~/lib/identity/auth/client/password-check.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';

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
		expect(passwordMessage('short', true)).toBe(
			'Your password is too short! You need 8+ characters.',
		);
		expect(passwordMessage('', true)).toBe('Your password is too short! You need 8+ characters.');
	});

	it('reports a too-long password at once', () => {
		expect(passwordMessage('a'.repeat(257), false)).toBe(
			'Your password is too long. Use 256 characters or fewer.',
		);
		expect(passwordMessage('a'.repeat(256), true)).toBeNull();
	});

	it('speaks the current language', () => {
		expect(withLanguage('de', () => passwordMessage('short', true))).toBe(
			'Dein Passwort ist zu kurz! Es braucht mindestens 8 Zeichen.',
		);
		expect(withLanguage('ar', () => passwordMessage('a'.repeat(257), false))).toBe(
			'كلمة المرور طويلة جدًا. استخدم 256 حرفًا أو أقل.',
		);
	});
});
