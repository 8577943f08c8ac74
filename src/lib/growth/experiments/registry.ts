/**
 * Every experiment the server assigns, with its groups and their weights. Add an experiment
 * here, check it in a page with `experimentGroup(Astro, name)` and mark what it changes with
 * `data-experiment`/`data-experiment-group` so the browser sends the activation (LOG-07).
 * Remove an experiment once it is decided. Names and group names are `[a-z0-9_]`; a group
 * starting with `enabled` or `employee` counts as "on" (LOG-08).
 */
interface ExperimentGroupSpec {
	name: string;
	/** Relative share of viewers in this group (any non-negative numbers; 0 assigns nobody). */
	weight: number;
}

export interface ExperimentSpec {
	name: string;
	/** What it tries and where, for people reading analytics. */
	description: string;
	groups: readonly ExperimentGroupSpec[];
}

/** The closeup's "More like this" subtitle (shown in `enabled_subtitle`). */
export const CLOSEUP_SUBTITLE_EXPERIMENT = 'closeup_more_ideas_subtitle';

/** NAV-07, BLD-21: "Create collage" in the Create menu and the collage tool (`enabled_collage`). */
export const COLLAGE_CREATION_EXPERIMENT = 'collage_creation_tool';

/** NAV-07: "Create Board" in the Create menu (`enabled_board`). */
export const BOARD_ENTRY_EXPERIMENT = 'board_entry_create';

export const EXPERIMENTS: readonly ExperimentSpec[] = [
	{
		name: BOARD_ENTRY_EXPERIMENT,
		description:
			'Create menu: offers "Create Board" next to "Create Pin". Do more people make a board when the menu offers it?',
		groups: [
			{ name: 'control', weight: 50 },
			{ name: 'enabled_board', weight: 50 },
		],
	},
	{
		name: COLLAGE_CREATION_EXPERIMENT,
		description:
			'Create menu: offers "Create collage", which opens the collage creation tool. Do people make collages, and do they publish them?',
		groups: [
			{ name: 'control', weight: 50 },
			{ name: 'enabled_collage', weight: 50 },
		],
	},
	{
		name: CLOSEUP_SUBTITLE_EXPERIMENT,
		description:
			'Pin closeup: a short line under "More like this" that says where the ideas come from. Does it lead to more clicks on related pins?',
		groups: [
			{ name: 'control', weight: 50 },
			{ name: 'enabled_subtitle', weight: 50 },
		],
	},
];

/** The experiment of this name, if the registry has it. */
export function findExperiment(
	name: string,
	registry: readonly ExperimentSpec[] = EXPERIMENTS,
): ExperimentSpec | undefined {
	return registry.find((e) => e.name === name);
}
