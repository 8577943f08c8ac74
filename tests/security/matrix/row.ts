import type { Actor } from './actors.ts';
import type { Calls } from './calls.ts';
import type { Answer, Expectation } from './outcomes.ts';
import type { World } from './world.ts';

/** Ids a row's fixture made for one call (a fresh board, a throwaway session, …). */
export type Fixture = Record<string, string>;

export interface CallContext {
	actor: Actor;
	w: World;
	api: Calls;
	/** What the row's `fixture` made for this call (empty without one). */
	fx: Fixture;
}

/**
 * One row of the matrix: an endpoint (an inventory key), what the call does, and the expected
 * outcome for every actor.
 */
export interface Row {
	/** The inventory key: `PinResource.get`, `GET /pin/[segment]`, `query v3GetPinQuery`. */
	endpoint: string;
	/** What the call asks for, in words (the target and its options). */
	does: string;
	/**
	 * A write: for every actor refused, the database must be unchanged by the call (compared
	 * table by table, `db-state.ts`).
	 */
	write?: boolean;
	expect: Expectation;
	/**
	 * Actors whose call is allowed but must change nothing anyway (a count of pins they cannot
	 * see, a form that only tells them they may not use it): checked like refused writes.
	 */
	unchangedFor?: readonly Actor[];
	/** For `unchangedFor` actors, the tables that must not change (default: all of them). */
	unchangedTables?: readonly string[];
	/**
	 * Text the caller sent that the answer may echo (a URL it asked about): removed before the
	 * answer is searched for canaries, since the caller knew it already.
	 */
	echoes?: (ctx: CallContext) => string[];
	call(ctx: CallContext): Promise<Answer>;
	/**
	 * A fresh target for each call, for actions that change or destroy what they act on, so the
	 * shared world stays as built.
	 */
	fixture?(w: World, actor: Actor): Promise<Fixture>;
	/** Puts back what an allowed call takes from the shared world by design (run after the row). */
	after?(w: World): Promise<void>;
}
