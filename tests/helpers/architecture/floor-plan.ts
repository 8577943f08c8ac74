/**
 * The floor plan's rules over an import graph (ARCHITECTURE.md, "Layers and folders"):
 *
 * 1. every folder under `src/lib` is an area of `AREAS`, and every file sits in a domain folder
 *    of an area (`src/lib/<area>/<domain>/…`);
 * 2. an area imports only itself and the areas `AREAS` lists for it (no upward or sideways
 *    import), and `src/lib` imports nothing from `src/app` or the edge (pages, components,
 *    layouts, islands, middleware); the message catalogue (`src/messages`, docs/i18n.md) is
 *    not the edge: its namespaces are data below every area (each imports only
 *    `platform/i18n`), so any code may read its words;
 * 3. no loop between domain folders (`platform/http` → `identity/auth` → `platform/http`);
 * 4. browser code (`src/islands/**` and every `client/` folder) imports no server module.
 */
import { AREAS, type Area } from './areas.ts';
import type { ImportEdge } from './import-graph.ts';

const LIB = 'src/lib/';
const MESSAGES = 'src/messages/';

/** `{ area, domain }` of a file under `src/lib`, or null for files elsewhere. */
function placeOf(file: string): { area: string; domain: string } | null {
	if (!file.startsWith(LIB)) return null;
	const [area, domain] = file.slice(LIB.length).split('/');
	return { area: area!, domain: `${area}/${domain}` };
}

function isBrowserCode(file: string): boolean {
	return file.startsWith('src/islands/') || /(?:^|\/)client\//.test(file);
}

function isServerOnly(file: string): boolean {
	return /\.server\.tsx?$/.test(file) || file.startsWith(`${LIB}platform/db/`);
}

/** Loops between domain folders, each as its folders in order (Tarjan's algorithm). */
export function domainCycles(edges: readonly ImportEdge[]): string[][] {
	const next = new Map<string, Set<string>>();
	for (const e of edges) {
		const a = placeOf(e.from);
		const b = placeOf(e.to);
		if (!a || !b || a.domain === b.domain) continue;
		if (!next.has(a.domain)) next.set(a.domain, new Set());
		next.get(a.domain)!.add(b.domain);
	}
	let counter = 0;
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const cycles: string[][] = [];
	const visit = (v: string): void => {
		index.set(v, counter);
		low.set(v, counter);
		counter++;
		stack.push(v);
		onStack.add(v);
		for (const w of next.get(v) ?? []) {
			if (!index.has(w)) {
				visit(w);
				low.set(v, Math.min(low.get(v)!, low.get(w)!));
			} else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
		}
		if (low.get(v) === index.get(v)) {
			const component: string[] = [];
			let w: string;
			do {
				w = stack.pop()!;
				onStack.delete(w);
				component.push(w);
			} while (w !== v);
			if (component.length > 1) cycles.push(component.sort());
		}
	};
	for (const v of next.keys()) if (!index.has(v)) visit(v);
	return cycles;
}

/** Every broken rule, one readable line each; empty when the graph keeps the floor plan. */
export function floorPlanViolations(
	edges: readonly ImportEdge[],
	libFiles: readonly string[],
): string[] {
	const problems: string[] = [];
	for (const file of libFiles) {
		const place = placeOf(file);
		if (!place) continue;
		if (!(place.area in AREAS)) problems.push(`${file}: "${place.area}" is not an area of AREAS`);
		else if (!file.slice(LIB.length + place.area.length + 1).includes('/'))
			problems.push(`${file}: files live in a domain folder of their area`);
	}
	for (const e of edges) {
		const from = placeOf(e.from);
		if (from && from.area in AREAS) {
			const to = placeOf(e.to);
			if (!to) {
				if (e.to.startsWith('src/') && !e.to.startsWith(MESSAGES))
					problems.push(`${e.from} imports ${e.spec}: src/lib imports nothing above it`);
			} else if (to.area in AREAS) {
				const allowed =
					from.area === to.area ||
					(AREAS[from.area as Area] as readonly string[]).includes(to.area);
				if (!allowed)
					problems.push(`${e.from} imports ${e.spec}: ${from.area} may not import ${to.area}`);
			}
		}
		if (isBrowserCode(e.from) && isServerOnly(e.to))
			problems.push(`${e.from} imports ${e.spec}: browser code imports no server module`);
	}
	for (const cycle of domainCycles(edges))
		problems.push(`domain folders import each other in a loop: ${cycle.join(', ')}`);
	return problems;
}
