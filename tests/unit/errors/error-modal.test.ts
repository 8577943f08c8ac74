import { describe, expect, it } from 'vitest';
import { errorModalFor, timeoutMessage } from '~/lib/growth/client-errors/error-policy.ts';
import {
	defaultErrorMessage,
	errorModalContent,
	OOPS_AUTO_HIDE_MS,
} from '~/lib/platform/client/error-modal-content.ts';
import { errorStateOf, type FailedCall } from '~/lib/platform/client/error-state.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';

const DEFAULT_ERROR_MESSAGE = 'Sorry! Something went wrong on our end!';

describe('errorModalContent (ERR-01..03)', () => {
	it("ERR-01: says 'Sorry! Something went wrong on our end!' when nothing else is known", () => {
		expect(defaultErrorMessage()).toBe(DEFAULT_ERROR_MESSAGE);
		expect(errorModalContent({ kind: 'generic' }).message).toBe(DEFAULT_ERROR_MESSAGE);
		expect(errorModalContent({ kind: 'generic', message: '  ' }).message).toBe(
			DEFAULT_ERROR_MESSAGE,
		);
	});
	it("ERR-02: 'Oops!' with 'Okay' hides after 3 s", () => {
		expect(errorModalContent({ kind: 'oops', message: 'Try again.' })).toEqual({
			title: 'Oops!',
			message: 'Try again.',
			button: 'Okay',
			autoHideMs: 3000,
		});
		expect(OOPS_AUTO_HIDE_MS).toBe(3000);
	});
	it("ERR-03: the HTML error modal is 'Something went wrong'; the generic one 'An error occurred' with 'Okay'", () => {
		expect(errorModalContent({ kind: 'html' })).toMatchObject({
			title: 'Something went wrong',
			autoHideMs: null,
		});
		expect(errorModalContent({ kind: 'generic', message: 'x' })).toEqual({
			title: 'An error occurred',
			message: 'x',
			button: 'Okay',
			autoHideMs: null,
		});
	});
	it("speaks the page's language", () => {
		expect(withLanguage('de', () => errorModalContent({ kind: 'generic' }))).toEqual({
			title: 'Ein Fehler ist aufgetreten',
			message: 'Entschuldigung! Bei uns ist etwas schiefgelaufen.',
			button: 'OK',
			autoHideMs: null,
		});
		expect(withLanguage('ar', () => errorModalContent({ kind: 'oops' }).title)).toBe('عذرًا!');
		expect(withLanguage('ja', () => timeoutMessage())).toBe(
			'時間がかかりすぎました。もう一度お試しください。',
		);
	});
});

const call = (over: Partial<FailedCall> = {}): FailedCall => ({
	status: 500,
	apiErrorCode: 9999,
	code: 'Internal',
	message: DEFAULT_ERROR_MESSAGE,
	detail: '',
	extra: {},
	...over,
});

describe('errorModalFor', () => {
	it('opens the generic modal for an action the server failed, with message_detail first (U-21)', () => {
		expect(errorModalFor({ method: 'POST', quiet: false, call: call() })).toEqual({
			kind: 'generic',
			message: DEFAULT_ERROR_MESSAGE,
		});
		expect(
			errorModalFor({
				method: 'PUT',
				quiet: false,
				call: call({ status: 503, detail: 'Down for maintenance.', message: 'Unavailable' }),
			}),
		).toEqual({ kind: 'generic', message: 'Down for maintenance.' });
	});
	it('opens the HTML error modal for an answer that was not our envelope', () => {
		expect(
			errorModalFor({
				method: 'DELETE',
				quiet: false,
				call: call({ status: 502, apiErrorCode: 0, code: '', message: 'Request failed (502)' }),
			}),
		).toEqual({ kind: 'html' });
	});
	it("opens 'Oops!' for a 408", () => {
		expect(errorModalFor({ method: 'POST', quiet: false, call: call({ status: 408 }) })).toEqual({
			kind: 'oops',
			message: 'That took too long. Try again.',
		});
	});
	it('leaves reads, quiet calls, offline and 4xx answers to the caller', () => {
		expect(errorModalFor({ method: 'GET', quiet: false, call: call() })).toBeNull();
		expect(errorModalFor({ method: 'POST', quiet: true, call: call() })).toBeNull();
		expect(
			errorModalFor({ method: 'POST', quiet: false, call: call({ status: 0, apiErrorCode: 0 }) }),
		).toBeNull();
		expect(
			errorModalFor({
				method: 'POST',
				quiet: false,
				call: call({ status: 400, apiErrorCode: 1003 }),
			}),
		).toBeNull();
		expect(
			errorModalFor({
				method: 'POST',
				quiet: false,
				call: call({ status: 429, apiErrorCode: 1012 }),
			}),
		).toBeNull();
	});
});

describe('errorStateOf (ERR-08, ERR-09)', () => {
	it('keeps every field of the envelope, in its own names', () => {
		expect(
			errorStateOf(
				call({
					status: 401,
					apiErrorCode: 3013,
					code: 'MfaRequired',
					message: 'Enter your code',
					detail: 'From your app',
					extra: { mfa_required: true },
				}),
			),
		).toEqual({
			api_error_code: 3013,
			code: 'MfaRequired',
			message: 'Enter your code',
			message_detail: 'From your app',
			extra_data: { mfa_required: true },
			http_status: 401,
		});
	});
	it('does not keep a 408 answer as an error', () => {
		expect(errorStateOf(call({ status: 408 }))).toBeNull();
	});
});
