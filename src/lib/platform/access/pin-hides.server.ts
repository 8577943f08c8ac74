import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: serves queries of any shape with the pin in scope
type AnyEb = ExpressionBuilder<any, any>;

/**
 * A filter for feeds with a pin in scope (`pins as p`, or the alias `pin`): leaves out the pins
 * `viewerId` hid (`PinHideResource`). Every feed a signed-in viewer sees adds it, most through
 * `discoveryVisibleSql`. Answered from `pin_hides`' primary key. (The pure side of this rule is
 * one fact, "the reader hid this pin", which `discovery-visibility.ts` takes as an input.)
 */
export function excludeHiddenFor(viewerId: string, pin = 'p'): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) =>
		eb.not(
			eb.exists(
				eb
					.selectFrom('pin_hides as ph')
					.select('ph.pin_id')
					.where('ph.user_id', '=', viewerId)
					.where('ph.pin_id', '=', eb.ref(`${pin}.id`)),
			),
		);
}
