import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { typeaheadItems } from './typeahead.service.server.ts';

const TAGS = ['recent', 'personal'] as const;

/**
 * SRC-02 `AdvancedTypeaheadResource` get: `{items}` for `term`. `recent_queries_tags` names the
 * recent lists to include (`recent`, `personal`; both when omitted). Clients cache answers per
 * term (SRC-04).
 */
export const advancedTypeaheadResource = defineResource({
	name: 'AdvancedTypeaheadResource',
	get: action({
		auth: 'optional',
		options: z.object({
			term: z.string().max(2000).default(''),
			recent_queries_tags: z
				.union([z.array(z.string().max(40)).max(10), z.string().max(200)])
				.optional(),
			pin_scope: z.string().max(40).optional(),
			count: z.coerce.number().int().min(1).max(50).optional(),
			source_url: z.unknown().optional(),
		}),
		async run({ db, viewer }, options) {
			const raw = options.recent_queries_tags;
			const asked = raw === undefined ? [...TAGS] : Array.isArray(raw) ? raw : raw.split(',');
			const tags = new Set(
				asked.map((t) => t.trim()).filter((t) => (TAGS as readonly string[]).includes(t)),
			);
			const items = await typeaheadItems(db, { viewer, term: options.term, tags });
			return { data: { items: items.slice(0, options.count ?? 20) } };
		},
	}),
});
