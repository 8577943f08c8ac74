import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * `has_tags`: 1 when the pin aliased `p` has product tags (BLD-08), else 0; one probe of the
 * tags' pin index, so a pin's reads fetch its tags only when it has some.
 */
export function hasTagsColumn(eb: ExpressionBuilder<Database & { p: Database['pins'] }, 'p'>) {
	return eb
		.case()
		.when(
			eb.exists(eb.selectFrom('pin_tags as pt').select('pt.id').whereRef('pt.pin_id', '=', 'p.id')),
		)
		.then(1)
		.else(0)
		.end()
		.as('has_tags');
}
