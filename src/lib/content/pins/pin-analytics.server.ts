import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import {
	listPinStatRows,
	PIN_STAT_KINDS,
	type PinStatKind,
} from './pin-stats.repository.server.ts';

type StatCounts = Record<PinStatKind, number>;

export interface PinAnalytics {
	/** Sums over the period. */
	totals: StatCounts;
	/** One row per day of the period, newest first, days without events included as zeros. */
	days: { day: string; counts: StatCounts }[];
}

const zero = (): StatCounts => ({ impression: 0, closeup: 0, save: 0, outbound_click: 0 });

/** The days `YYYY-MM-DD` (UTC) from `today` back over `days` days, newest first. */
export function periodDays(today: Date, days: number): string[] {
	const out: string[] = [];
	for (let i = 0; i < days; i++) {
		out.push(new Date(today.getTime() - i * 86_400_000).toISOString().slice(0, 10));
	}
	return out;
}

/** `/pin/{id}/analytics`: a pin's counts of the last `days` days from `pin_stats` (one query). */
export async function pinAnalytics(
	db: Kysely<Database>,
	pinId: string,
	options: { days?: number; today?: Date } = {},
): Promise<PinAnalytics> {
	const days = periodDays(options.today ?? new Date(), options.days ?? 30);
	const rows = await listPinStatRows(db, pinId, days.at(-1)!, days[0]!);
	const byDay = new Map(days.map((d) => [d, zero()]));
	const totals = zero();
	for (const row of rows) {
		if (!(PIN_STAT_KINDS as readonly string[]).includes(row.kind)) continue;
		const kind = row.kind as PinStatKind;
		const day = byDay.get(row.day);
		if (!day) continue;
		day[kind] += Number(row.count);
		totals[kind] += Number(row.count);
	}
	return { totals, days: days.map((day) => ({ day, counts: byDay.get(day)! })) };
}
