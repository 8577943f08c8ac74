import { measurePageJs } from './measure-js.ts';
const base = process.argv[2]!;
for (const path of process.argv.slice(3)) {
	const js = await measurePageJs(base + path);
	console.info(`${path}\tgzip ${js.gzip}\tbrotli ${js.brotli}\traw ${js.raw}\tpieces ${js.pieces.length}`);
}
