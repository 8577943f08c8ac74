import { describe, expect, it } from 'vitest';
import { unwrapPreloads } from '../../../build/bare-message-imports.ts';

const HELPER = 'import{t}from"./preload-helper.DygEbaNj.js";';
const LOCALES = new Set(['de.D5tzuxyo.js', 'ja.Dws-wTIj.js']);

describe('locale modules load without the preload helper (build/bare-message-imports.ts)', () => {
	it('unwraps the locale imports and drops the helper a chunk no longer calls', () => {
		const code = `${HELPER}var n=await e({},{de:()=>t(()=>import(\`./de.D5tzuxyo.js\`),__VITE_PRELOAD__),ja:()=>t(()=>import(\`./ja.Dws-wTIj.js\`),[])});function r(e){let t={url:e};return t}`;
		expect(unwrapPreloads(code, HELPER, 't', LOCALES)).toBe(
			'var n=await e({},{de:()=>import(`./de.D5tzuxyo.js`),ja:()=>import(`./ja.Dws-wTIj.js`)});function r(e){let t={url:e};return t}',
		);
	});

	it('keeps the helper for other dynamic imports, which keep their preloading', () => {
		const code = `${HELPER}var a=()=>t(()=>import(\`./de.D5tzuxyo.js\`),[]),b=()=>t(()=>import(\`./Dialog.abc.js\`),__VITE_PRELOAD__);`;
		expect(unwrapPreloads(code, HELPER, 't', LOCALES)).toBe(
			`${HELPER}var a=()=>import(\`./de.D5tzuxyo.js\`),b=()=>t(()=>import(\`./Dialog.abc.js\`),__VITE_PRELOAD__);`,
		);
	});

	it('leaves a chunk without locale imports as it was', () => {
		const code = `${HELPER}var b=()=>t(()=>import("./Dialog.abc.js"),["a.js"]);`;
		expect(unwrapPreloads(code, HELPER, 't', LOCALES)).toBe(code);
	});
});
