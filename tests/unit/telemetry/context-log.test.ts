import { describe, expect, it } from 'vitest';
import { contextLogOptionsSchema } from '~/lib/growth/telemetry/context-log.schema.ts';
import { correctedEventTime, pinStatCounts } from '~/lib/growth/telemetry/context-log.ts';
import { EVENT_TYPES, MAX_BATCH_EVENTS } from '~/lib/platform/client/logged-event.ts';

let n = 0;
const uuid = () => `3f2a1c9e-8a4b-4c2d-9e1f-${String(++n).padStart(12, '0')}`;
const event = (fields: Record<string, unknown>) => ({
	event_type: 'save',
	clientUUID: uuid(),
	time: 1_800_000_000_000,
	...fields,
});
const parse = (events: unknown[], report_time: unknown = 1_800_000_000_500) =>
	contextLogOptionsSchema.safeParse({ events, report_time });

describe('contextLogOptionsSchema (LOG-01, LOG-02)', () => {
	it('accepts every LOG-01 field, and nulls for the optional ones', () => {
		const full = event({
			event_type: 'navigation',
			view_type: 'closeup',
			view_parameter: 'pins',
			view_data: { path: '/pin/1/' },
			component: 'header',
			element: 'save_button',
			object_id_str: '123',
			aux_data: { pin_ids: ['1'] },
			event_data: { ok: true },
			clientTrackingParams: 'abc',
		});
		expect(parse([full]).success).toBe(true);
		expect(parse([event({ view_type: null, aux_data: null })]).success).toBe(true);
	});

	it('refuses unknown fields, bad ids and names, wrong types and oversized events', () => {
		for (const bad of [
			event({ extra: 1 }),
			event({ clientUUID: 'not-a-uuid' }),
			event({ event_type: 'has space' }),
			event({ event_type: '' }),
			event({ event_type: 'x'.repeat(65) }),
			event({ time: -1 }),
			event({ time: 1.5 }),
			event({ time: '1' }),
			event({ aux_data: [1, 2] }),
			event({ object_id_str: 5 }),
			event({ aux_data: { big: 'x'.repeat(9_000) } }),
		]) {
			expect(parse([bad]).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
		}
	});

	it('needs 1 to 200 events and a positive integer report_time', () => {
		expect(parse([]).success).toBe(false);
		expect(parse(Array.from({ length: MAX_BATCH_EVENTS + 1 }, () => event({}))).success).toBe(
			false,
		);
		expect(parse(Array.from({ length: MAX_BATCH_EVENTS }, () => event({}))).success).toBe(true);
		expect(parse([event({})], 0).success).toBe(false);
		expect(parse([event({})], 'now').success).toBe(false);
	});
});

describe('correctedEventTime', () => {
	it('shifts the browser time by the skew that report_time shows, never into the future', () => {
		// The browser's clock is 10 s fast: it reported at 1,000,010,000 what arrived at 1,000,000,000.
		expect(correctedEventTime(999_990_000, 1_000_010_000, 1_000_000_000)).toBe(999_980_000);
		// A clock 10 s slow.
		expect(correctedEventTime(999_990_000, 999_990_000, 1_000_000_000)).toBe(1_000_000_000);
		expect(correctedEventTime(2_000_000_000, 1_000_000_000, 1_000_000_000)).toBe(1_000_000_000);
	});
});

describe('pinStatCounts (pin analytics from logged events)', () => {
	it('counts closeup views (once per pin and batch) and impressions in groups', () => {
		const counts = pinStatCounts(
			[
				event({ event_type: EVENT_TYPES.navigation, view_type: 'closeup', object_id_str: '11' }),
				event({ event_type: EVENT_TYPES.navigation, view_type: 'closeup', object_id_str: '11' }),
				event({ event_type: EVENT_TYPES.navigation, view_type: 'search', object_id_str: '12' }),
				event({ event_type: EVENT_TYPES.impression, aux_data: { pin_ids: ['1', '2', '3'] } }),
				event({ event_type: EVENT_TYPES.impression, aux_data: { pin_ids: ['4', 'x', 5] } }),
			] as never,
			2,
		);
		expect(counts.closeups).toEqual(['11']);
		expect(counts.impressions).toEqual([['1', '2'], ['3'], ['4']]);
	});

	it('never counts saves or outbound clicks: the save and the /offsite/ redirect count those', () => {
		const counts = pinStatCounts(
			[
				event({ event_type: EVENT_TYPES.save, object_id_str: '11' }),
				event({ event_type: EVENT_TYPES.clickThrough, object_id_str: '11' }),
				event({ event_type: EVENT_TYPES.navigation, view_type: 'closeup', object_id_str: 'abc' }),
				event({ event_type: EVENT_TYPES.impression, aux_data: { pin_ids: 'nope' } }),
			] as never,
			50,
		);
		expect(counts).toEqual({ closeups: [], impressions: [] });
	});
});
