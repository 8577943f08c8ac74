import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { Database } from '../db/database.ts';

type WithPin = Database & { p: Database['pins'] };

/**
 * A filter for feeds with `pins as p` in scope: leaves out the pins `viewerId` hid
 * (`PinHideResource`). Every feed a signed-in viewer sees adds it:
 * `query.where(excludeHiddenFor(viewer.id))`. Answered from `pin_hides`' primary key.
 */
export function excludeHiddenFor(
	viewerId: string,
): (eb: ExpressionBuilder<WithPin, 'p'>) => ExpressionWrapper<WithPin, 'p', SqlBool> {
	return (eb) =>
		eb.not(
			eb.exists(
				eb
					.selectFrom('pin_hides as ph')
					.select('ph.pin_id')
					.where('ph.user_id', '=', viewerId)
					.whereRef('ph.pin_id', '=', 'p.id'),
			),
		);
}
