import { describe, expect, it, vi } from 'vitest';
import { feedbackDataOf } from '~/lib/growth/feedback/feedback.ts';
import {
	bugSummaryRequired,
	type DialogState,
	failureMessage,
	submitBugReport,
	submitFeedback,
} from '~/lib/growth/feedback/feedback-flow.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { defaultErrorMessage } from '~/lib/platform/client/error-modal-content.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';

const DEFAULT_ERROR_MESSAGE = 'Sorry! Something went wrong on our end!';

function recorder() {
	const states: DialogState['status'][] = [];
	let last: DialogState | null = null;
	return {
		update: (state: DialogState) => {
			states.push(state.status);
			last = state;
		},
		states,
		last: () => last,
	};
}

describe('submitFeedback (NAV-21)', () => {
	it('counts empty or whitespace-only text as success without a call', async () => {
		for (const text of ['', '   ', '\n\t ']) {
			const post = vi.fn();
			const r = recorder();
			const state = await submitFeedback(text, post, r.update);
			expect(state.status).toBe('succeeded');
			expect(r.states).toEqual(['succeeded']);
			expect(post).not.toHaveBeenCalled();
		}
	});
	it('goes submitting → succeeded when the call works', async () => {
		const post = vi.fn(async () => null);
		const r = recorder();
		await submitFeedback('Love the boards', post, r.update);
		expect(post).toHaveBeenCalledWith('Love the boards');
		expect(r.states).toEqual(['submitting', 'succeeded']);
	});
	it('goes submitting → failed with the server’s message kept in the state', async () => {
		const post = vi.fn(async () => {
			throw new ApiError(
				429,
				{
					api_error_code: 1012,
					code: 'RateLimited',
					message: 'Too many requests. Wait a little and try again.',
					message_detail: '',
					http_status: 429,
				},
				'x',
			);
		});
		const r = recorder();
		const state = await submitFeedback('Hi', post, r.update);
		expect(r.states).toEqual(['submitting', 'failed']);
		expect(state).toEqual({
			status: 'failed',
			message: 'Too many requests. Wait a little and try again.',
		});
		expect(r.last()).toEqual(state);
	});
});

describe('failureMessage', () => {
	it('uses the catalogue message, the offline text, else the default (ERR-01)', () => {
		expect(
			failureMessage(new ApiError(0, null, "Hmm...you're not connected to the internet.")),
		).toBe("Hmm...you're not connected to the internet.");
		expect(failureMessage(new ApiError(502, null, 'Request failed (502)'))).toBe(
			DEFAULT_ERROR_MESSAGE,
		);
		expect(failureMessage(new Error('boom'))).toBe(DEFAULT_ERROR_MESSAGE);
		expect(failureMessage(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
		expect(defaultErrorMessage()).toBe(DEFAULT_ERROR_MESSAGE);
		expect(withLanguage('de', () => failureMessage(undefined))).toBe(
			'Entschuldigung! Bei uns ist etwas schiefgelaufen.',
		);
	});
});

describe('submitBugReport (NAV-12)', () => {
	it('needs a summary: stays open with a message and sends nothing', async () => {
		const post = vi.fn();
		const r = recorder();
		const state = await submitBugReport('  ', post, r.update);
		expect(state).toEqual({ status: 'open', message: 'Tell us what went wrong.' });
		expect(bugSummaryRequired()).toBe('Tell us what went wrong.');
		expect(post).not.toHaveBeenCalled();
	});
	it('sends a report with a summary', async () => {
		const post = vi.fn(async () => null);
		const r = recorder();
		await submitBugReport('Save button does nothing', post, r.update);
		expect(post).toHaveBeenCalledTimes(1);
		expect(r.states).toEqual(['submitting', 'succeeded']);
	});
});

describe('feedbackDataOf (NAV-21)', () => {
	it('is JSON text of the trimmed text and the page', () => {
		const data = feedbackDataOf('  Nice  ', '/pin/1/?x=1');
		expect(typeof data).toBe('string');
		expect(JSON.parse(data)).toEqual({ text: 'Nice', page_url: '/pin/1/?x=1' });
	});
});
