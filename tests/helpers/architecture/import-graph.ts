/**
 * The import graph of `src/`, read from the source text (no compiler): every relative, `~/` or
 * `/src/` specifier of every `.ts`, `.tsx`, `.astro` and `.mjs` file, resolved to a path. Every
 * import in this tree names its file with its extension, so resolution is a path join.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ImportEdge {
	/** Importing file, relative to the repository root (`src/lib/…`). */
	from: string;
	/** Imported file, relative to the repository root. */
	to: string;
	/** The specifier as written. */
	spec: string;
}

const SOURCE = /\.(?:ts|tsx|astro|mjs)$/;
// `from '…'`, `import('…')` and side-effect `import '…'`, in code, frontmatter and <script>.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;

function sourceFiles(dir: string): string[] {
	const out: string[] = [];
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) out.push(...sourceFiles(full));
		else if (SOURCE.test(entry.name)) out.push(full);
	}
	return out;
}

function resolve(root: string, file: string, spec: string): string | null {
	const bare = spec.split('?')[0]!;
	if (bare.startsWith('~/')) return path.join(root, 'src', bare.slice(2));
	if (bare.startsWith('/src/')) return path.join(root, bare.slice(1));
	if (bare.startsWith('.')) return path.resolve(path.dirname(file), bare);
	return null;
}

/** The local imports of the files under `dirs` (relative to `root`). Packages are left out. */
export function readImports(root: string, dirs: string[]): ImportEdge[] {
	const edges: ImportEdge[] = [];
	for (const dir of dirs) {
		for (const file of sourceFiles(path.join(root, dir))) {
			const text = fs.readFileSync(file, 'utf8');
			for (const match of text.matchAll(SPECIFIER)) {
				const spec = match[2]!;
				const target = resolve(root, file, spec);
				if (target === null) continue;
				edges.push({ from: path.relative(root, file), to: path.relative(root, target), spec });
			}
		}
	}
	return edges;
}
