/**
 * The floor plan of `src/lib` (ARCHITECTURE.md, "Layers and folders"): each area may import
 * only the areas listed for it, and itself. `src/app` (the composition root) sits above every
 * area; pages, components, layouts and islands sit above `src/app`. Biome's per-area
 * `noRestrictedImports` overrides in `biome.json` say the same, and the import-graph test checks
 * that the two agree.
 */
export const AREAS = {
	/** Infrastructure every feature stands on, and the access kernel. */
	platform: [],
	/** People and their sessions: sign-in, accounts, settings, follows and blocks. */
	identity: ['platform'],
	/** What people make and keep: pins, boards, saves, collaborators, profiles. */
	content: ['platform', 'identity'],
	/** Finding things: feeds, search, interests, related pins, shopping, Today, SEO. */
	discovery: ['platform', 'identity', 'content'],
	/** Bringing people in and learning from them: upsells, experiments, telemetry, spam. */
	growth: ['platform', 'identity', 'content', 'discovery'],
	/** Talking (comments, notifications, messages): filled by the social issue. */
	social: ['platform', 'identity', 'content', 'discovery'],
	/** The business half (console, ads, catalogs, promotions): filled by the business issue. */
	business: ['platform', 'identity', 'content', 'discovery', 'social'],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof AREAS;

export const AREA_NAMES = Object.keys(AREAS) as Area[];
