/** One load run with autocannon's programmatic API, reduced to the numbers the report needs. */
import { createRequire } from 'node:module';

export interface LoadResult {
	/** Mean requests per second over the run. */
	rps: number;
	p50: number;
	p99: number;
	/** Mean latency, ms. */
	mean: number;
	total: number;
	/** Connection errors plus timeouts plus non-2xx answers. */
	failures: number;
}

interface AutocannonResult {
	requests: { average: number; total: number };
	latency: { p50: number; p99: number; average: number };
	errors: number;
	timeouts: number;
	non2xx: number;
}

type Autocannon = (
	options: {
		url: string;
		connections: number;
		duration: number;
		requests: { method: 'GET'; path: string }[];
		overallRate?: number;
	},
	done: (error: Error | null, result: AutocannonResult) => void,
) => unknown;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/**
 * Loads `origin` for `seconds` with `connections` connections, each cycling through `paths`;
 * as fast as the server answers, or at `rate` requests per second in all when given.
 */
export function runLoad(
	origin: string,
	paths: string[],
	seconds: number,
	connections: number,
	rate?: number,
): Promise<LoadResult> {
	return new Promise((resolve, reject) => {
		autocannon(
			{
				url: origin,
				connections,
				duration: seconds,
				requests: paths.map((path) => ({ method: 'GET', path })),
				...(rate ? { overallRate: rate } : {}),
			},
			(error, r) => {
				if (error) return reject(error);
				resolve({
					rps: r.requests.average,
					p50: r.latency.p50,
					p99: r.latency.p99,
					mean: r.latency.average,
					total: r.requests.total,
					failures: r.errors + r.timeouts + r.non2xx,
				});
			},
		);
	});
}
