import { ACTORS, type Actor, SECRET_MEMBERS } from './actors.ts';
import type { Calls } from './calls.ts';
import { findCanaries, findIds, forbiddenCanaries, forbiddenIds } from './canaries.ts';
import { PROBES } from './sweep.ts';
import type { World } from './world.ts';

/**
 * Runs every probe of the sweep as one actor and returns what went wrong: an answer with a
 * canary the actor may not see, a secret id shown to a non-member, an id of content the person
 * rule hides shown to someone outside its audience, a probe that did not open for someone it
 * should (a sweep of 404s proves nothing), or a canary an actor should have found and did not.
 */
export async function sweepAs(actor: Actor, w: World, api: Calls): Promise<string[]> {
	const failures: string[] = [];
	for (const probe of PROBES) {
		const name = typeof probe.name === 'function' ? probe.name(w) : probe.name;
		const answers = await probe.read(api, w, actor);
		const text = answers.map((a) => `${a.location ?? ''}\n${a.body}`).join('\n');
		const statuses = answers.map((a) => a.status);
		const opens = (probe.opensFor ?? ACTORS).includes(actor);
		if (opens && statuses.some((s) => s !== 200)) {
			failures.push(`${name}: answered ${statuses.join(', ')}`);
		}
		if (!opens && probe.closedToOthers && statuses.some((s) => s === 200)) {
			failures.push(`${name}: answered 200 outside its audience`);
		}
		const leaks = forbiddenCanaries(text, w.canaries, actor);
		if (leaks.length > 0) failures.push(`${name}: leaks ${leaks.join(', ')}`);
		if (!SECRET_MEMBERS.includes(actor)) {
			const ids = findIds(text, w.secretIds);
			if (ids.length > 0) failures.push(`${name}: shows secret ids ${ids.join(', ')}`);
		}
		// A refusal may echo the id it was sent ("No pin {id}"); that shows nothing.
		const unsent = (probe.sends?.(w) ?? []).reduce((t, id) => t.replaceAll(id, ''), text);
		const hidden = forbiddenIds(opens ? text : unsent, w.hidden.ids, actor);
		if (hidden.length > 0) failures.push(`${name}: shows hidden ids ${hidden.join(', ')}`);
		const due = probe.shows?.[actor] ?? [];
		const found = findCanaries(text, w.canaries);
		const missing = due.filter((label) => !found.includes(label));
		if (missing.length > 0) failures.push(`${name}: ${actor} should see ${missing.join(', ')}`);
	}
	return failures;
}
