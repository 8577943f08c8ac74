/**
 * Stops at once, with one line, on a Node.js older than `engines.node` in package.json.
 *
 * Plain CommonJS in the oldest syntax on purpose: it must run (and say something useful) on the
 * Node versions it turns away, before anything loads TypeScript. Without it, Node 20 dies on
 * `--import ./scripts/register.ts` with `ERR_UNKNOWN_FILE_EXTENSION` and a stack trace.
 *
 * Two ways in, both used by package.json's scripts:
 * - `node --require ./scripts/check-node.cjs --import ./scripts/register.ts x.ts`: a preload,
 *   which Node runs before any `--import` (one process, so signals reach the server directly);
 * - `node scripts/check-node.cjs && astro build`: before a tool that loads TypeScript itself.
 *
 * `npm install` is stopped earlier by `engine-strict=true` in `.npmrc` (npm's EBADENGINE).
 * The minimum is read from package.json, the one place it is written; `.nvmrc` names the
 * recommended version.
 */
'use strict';

// Syntax no newer than Node 6 (const, let, template strings): the point is to run everywhere.

/** `[major, minor, patch]` of a version text such as `v20.20.2` or `>=22.18`; null if none. */
function parseVersion(text) {
	const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(text));
	if (!match) return null;
	return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

/** Whether version `found` is at least `needed` (both `[major, minor, patch]`). */
function isAtLeast(found, needed) {
	for (let i = 0; i < 3; i++) {
		if (found[i] !== needed[i]) return found[i] > needed[i];
	}
	return true;
}

/**
 * The one line to print for Node `found` (e.g. `v20.20.2`) against `engines.node` (`>=22.18`),
 * or null when `found` is recent enough (or the requirement cannot be read: then Node decides).
 */
function nodeVersionProblem(found, engines) {
	const needed = parseVersion(engines);
	const have = parseVersion(found);
	if (!needed || !have || isAtLeast(have, needed)) return null;
	const wanted = `${needed[0]}.${needed[1]}${needed[2] ? `.${needed[2]}` : ''}`;
	const version = String(found).replace(/^v?/, 'v');
	return (
		`Corkboard needs Node.js ${wanted} or newer; this is Node.js ${version}. ` +
		'Install Node 24 (`nvm install` here reads .nvmrc, or https://nodejs.org/) and run the command again.'
	);
}

function requiredNodeVersion() {
	const engines = require('../package.json').engines || {};
	return engines.node || '';
}

module.exports = {
	nodeVersionProblem: nodeVersionProblem,
	requiredNodeVersion: requiredNodeVersion,
};

// Runs on load, as a preload or as a script. CHECK_NODE_VERSION fakes the found version (tests).
const problem = nodeVersionProblem(
	process.env.CHECK_NODE_VERSION || process.version,
	requiredNodeVersion(),
);
if (problem) {
	console.error(problem);
	process.exit(1);
}
