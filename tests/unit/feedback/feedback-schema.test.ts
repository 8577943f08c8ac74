import { describe, expect, it } from 'vitest';
import { bugReportSchema, feedbackFieldSchema } from '~/lib/growth/feedback/feedback.schema.ts';

describe('feedbackFieldSchema (NAV-21)', () => {
	it('reads feedback_data as JSON text', () => {
		expect(feedbackFieldSchema.parse(JSON.stringify({ text: ' Hi ', page_url: '/' }))).toEqual({
			text: 'Hi',
			page_url: '/',
		});
	});
	it('refuses text that is not JSON, blank feedback, unknown fields and other sites', () => {
		expect(feedbackFieldSchema.safeParse('{nope').success).toBe(false);
		expect(feedbackFieldSchema.safeParse(JSON.stringify({ text: '  ' })).success).toBe(false);
		expect(feedbackFieldSchema.safeParse(JSON.stringify({ text: 'x', rating: 5 })).success).toBe(
			false,
		);
		expect(
			feedbackFieldSchema.safeParse(JSON.stringify({ text: 'x', page_url: '//evil.test/' }))
				.success,
		).toBe(false);
		expect(
			feedbackFieldSchema.safeParse(JSON.stringify({ text: 'x', page_url: 'https://evil.test/' }))
				.success,
		).toBe(false);
		expect(feedbackFieldSchema.safeParse(JSON.stringify({ text: 'x'.repeat(2001) })).success).toBe(
			false,
		);
	});
});

describe('bugReportSchema (NAV-12)', () => {
	it('needs a summary and a page; details are optional', () => {
		expect(bugReportSchema.parse({ summary: ' Broken ', page_url: '/x/' })).toEqual({
			summary: 'Broken',
			details: '',
			page_url: '/x/',
		});
		expect(bugReportSchema.safeParse({ summary: '', page_url: '/x/' }).success).toBe(false);
		expect(bugReportSchema.safeParse({ summary: 'x' }).success).toBe(false);
		expect(bugReportSchema.safeParse({ summary: 'x', page_url: '/', extra: 1 }).success).toBe(
			false,
		);
	});
});
