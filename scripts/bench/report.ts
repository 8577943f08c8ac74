/** The benchmark's printed table, budget verdicts and JSON record. */
import fs from 'node:fs';
import path from 'node:path';
import type { HtmlComparison } from './compare-html.ts';
import type { PageJs } from './measure-js.ts';
import type { LoadResult } from './run-autocannon.ts';

export interface PageResult {
	page: 'home' | 'pin' | 'board';
	/** Paths the load runs cycled through. */
	paths: string[];
	ours: LoadResult;
	plain: LoadResult;
	/** Each server at 80% of its own measured peak rate, evenly spaced arrivals. */
	oursAt80: LoadResult;
	plainAt80: LoadResult;
	/** Median over the paired rounds of ours.rps / plain.rps. */
	ratio: number;
	js: PageJs;
	/** Our page against the plain server's, one entry per path compared. */
	html: HtmlComparison[];
	/** Largest share of the CPUs other processes used during a run (noise); null if unknown. */
	othersCpu: number | null;
}

export interface Budget {
	name: string;
	limit: string;
	value: string;
	pass: boolean;
}

/**
 * Issue budgets: throughput ≥ 0.5× the plain renderer; pin and board pages answer with p99
 * under 50 ms at 80% of our peak; a signed-out pin page ≤ 75 KB of gzip JS.
 */
export const MIN_RATIO = 0.5;
export const MAX_P99_AT_80_MS = 50;
export const MAX_PIN_JS_GZIP = 75_000;
/** Runs during which other processes used more than this share of the CPUs are flagged. */
const NOISY = 0.1;

export function budgets(pages: PageResult[]): Budget[] {
	const out: Budget[] = pages.map((p) => ({
		name: `${p.page} throughput vs plain`,
		limit: `≥ ${MIN_RATIO}×`,
		value: `${p.ratio.toFixed(3)}×`,
		pass: p.ratio >= MIN_RATIO,
	}));
	for (const p of pages) {
		if (p.page === 'home') continue;
		out.push({
			name: `${p.page} p99 at 80% load`,
			limit: `< ${MAX_P99_AT_80_MS} ms`,
			value: `${p.oursAt80.p99} ms`,
			pass: p.oursAt80.p99 < MAX_P99_AT_80_MS,
		});
	}
	const pin = pages.find((p) => p.page === 'pin');
	if (pin) {
		out.push({
			name: 'pin page JS (gzip)',
			limit: `≤ ${MAX_PIN_JS_GZIP.toLocaleString('en')} B`,
			value: `${pin.js.gzip.toLocaleString('en')} B`,
			pass: pin.js.gzip <= MAX_PIN_JS_GZIP,
		});
	}
	return out;
}

function table(rows: string[][]): string {
	const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
	const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
	const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
	return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

const n = (x: number) => Math.round(x).toLocaleString('en');
/** Ratios are cut, not rounded, to two decimals, so 0.499 never prints as a passing 0.50. */
const ratio = (x: number) => `${(Math.floor(x * 100) / 100).toFixed(2)}×`;
const ms = (r: LoadResult) => `${r.p50} / ${r.p99}`;

/** The report as Markdown-style tables (printable and pasteable into docs). */
export function formatReport(pages: PageResult[], verdicts: Budget[]): string {
	const main = table([
		[
			'page',
			'ours req/s',
			'plain req/s',
			'ratio',
			'ours p50/p99 ms',
			'plain p50/p99 ms',
			'p99 at 80% ours / plain',
			'JS gz bytes',
		],
		...pages.map((p) => [
			p.page,
			n(p.ours.rps),
			n(p.plain.rps),
			ratio(p.ratio),
			ms(p.ours),
			ms(p.plain),
			`${p.oursAt80.p99} / ${p.plainAt80.p99}`,
			n(p.js.gzip),
		]),
	]);
	const detail = table([
		[
			'page',
			'HTML bytes ours / plain',
			'identical',
			'JS files',
			'JS raw',
			'JS brotli',
			'failures ours / plain',
			'others CPU (max)',
		],
		...pages.map((p) => [
			p.page,
			`${n(p.html[0]?.oursBytes ?? 0)} / ${n(p.html[0]?.plainBytes ?? 0)}`,
			`${p.html.filter((h) => h.identical).length}/${p.html.length}`,
			String(p.js.pieces.length),
			n(p.js.raw),
			n(p.js.brotli),
			`${p.ours.failures} / ${p.plain.failures}`,
			p.othersCpu === null ? '?' : `${Math.round(p.othersCpu * 100)}%`,
		]),
	]);
	const verdictLines = verdicts.map(
		(b) => `${b.pass ? 'PASS' : 'FAIL'}  ${b.name}: ${b.value} (budget ${b.limit})`,
	);
	const noisy = pages.some((p) => (p.othersCpu ?? 0) > NOISY);
	const warning = noisy
		? '\n\nOther processes took over 10% of the CPUs during some runs: rerun on a quiet machine.'
		: '';
	return `${main}\n\n${detail}\n\n${verdictLines.join('\n')}${warning}`;
}

/** Writes `record` to `root/bench-results/latest.json`; returns the path. */
export function writeJson(root: string, record: unknown): string {
	const file = path.join(root, 'bench-results/latest.json');
	fs.mkdirSync(path.dirname(file), { recursive: true });
	fs.writeFileSync(file, `${JSON.stringify(record, null, '\t')}\n`);
	return file;
}
