import { ACTORS, type Actor } from './actors.ts';
import type { Calls } from './calls.ts';
import { forbiddenCanaries } from './canaries.ts';
import { changedTables, dbState } from './db-state.ts';
import { type Answer, allows, mismatch } from './outcomes.ts';
import type { Fixture, Row } from './row.ts';
import type { World } from './world.ts';

/** The canaries an answer holds that this actor may not see (`canaries.ts` says who may). */
function leaksIn(answer: Answer, actor: Actor, w: World, echoes: string[] = []): string[] {
	let text = `${answer.location ?? ''}\n${answer.body}`;
	for (const echo of echoes) text = text.replaceAll(echo, '');
	return forbiddenCanaries(text, w.canaries, actor);
}

/**
 * Runs one row for every actor and returns what went wrong (empty when the row holds):
 * - each answer is the expected outcome;
 * - no answer holds a canary the actor may not see;
 * - for writes, every refused call (and every call of `unchangedFor`) left the whole database
 *   as it was. Those calls run first and the allowed ones last, so an allowed change never
 *   hides another; fixtures are all made before the first call.
 */
export async function runRow(row: Row, w: World, api: Calls): Promise<string[]> {
	const failures: string[] = [];
	const keeps = (actor: Actor) =>
		!allows(row.expect[actor]) || (row.unchangedFor ?? []).includes(actor);
	const order = [...ACTORS].sort((a, b) => Number(keeps(b)) - Number(keeps(a)));
	const fixtures = new Map<Actor, Fixture>();
	for (const actor of order) fixtures.set(actor, row.fixture ? await row.fixture(w, actor) : {});
	let before = row.write || row.unchangedFor ? await dbState(w.db) : null;
	for (const actor of order) {
		const expected = row.expect[actor];
		const ctx = { actor, w, api, fx: fixtures.get(actor)! };
		const answer = await row.call(ctx);
		const problem = mismatch(answer, expected);
		const detail = answer.r?.error?.message_detail;
		if (problem) failures.push(`${actor}: ${problem}${detail ? ` (${detail})` : ''}`);
		const leaks = leaksIn(answer, actor, w, row.echoes?.(ctx));
		if (leaks.length > 0) failures.push(`${actor}: the answer leaks ${leaks.join(', ')}`);
		if (before && keeps(actor)) {
			const after = await dbState(w.db);
			const watched = allows(expected) ? row.unchangedTables : undefined;
			const changed = changedTables(before, after).filter((t) => !watched || watched.includes(t));
			if (changed.length > 0) failures.push(`${actor}: changed ${changed.join(', ')}`);
			before = after;
		}
	}
	await row.after?.(w);
	return failures;
}
