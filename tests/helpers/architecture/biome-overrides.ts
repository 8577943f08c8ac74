/**
 * The `biome.json` overrides that say the floor plan's import rules to the editor and to
 * `biome check`: one per area (no import of an area it may not use, nor of `src/app`), one per
 * area's `client/` folders (the same, plus no server module), and the islands' rule. Biome
 * replaces a rule's options when a later override matches the same file, so each `client/`
 * override repeats its area's patterns. The import-graph test compares `biome.json` with this.
 */
import { AREA_NAMES, AREAS, type Area } from './areas.ts';

const SERVER_ONLY = ['**/*.server', '**/*.server.ts', '**/platform/db/**'];

function forbiddenFor(area: Area): string[] {
	const allowed = AREAS[area] as readonly string[];
	const above = AREA_NAMES.filter((a) => a !== area && !allowed.includes(a));
	return [...above.map((a) => `**/${a}/**`), '~/app/**', '**/app/**'];
}

function restrict(includes: string[], group: string[], message: string) {
	return {
		includes,
		linter: {
			rules: {
				style: {
					noRestrictedImports: {
						level: 'error',
						options: { patterns: [{ group, message }] },
					},
				},
			},
		},
	};
}

export function floorPlanOverrides() {
	const areaRules = AREA_NAMES.map((area) =>
		restrict(
			[`src/lib/${area}/**`],
			forbiddenFor(area),
			`${area} imports only ${['itself', ...AREAS[area]].join(', ')} (ARCHITECTURE.md, "Layers and folders").`,
		),
	);
	const clientRules = AREA_NAMES.map((area) =>
		restrict(
			[`src/lib/${area}/**/client/**`],
			[...forbiddenFor(area), ...SERVER_ONLY],
			`Browser code in ${area} imports no server module and only ${['itself', ...AREAS[area]].join(', ')}.`,
		),
	);
	const islands = restrict(
		['src/islands/**'],
		SERVER_ONLY,
		'Islands ship to the browser: server-only modules may not be imported here.',
	);
	return [...areaRules, ...clientRules, islands];
}
