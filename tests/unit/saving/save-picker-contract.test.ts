import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	SAVE_PICKER_SCRIPT_ID,
	SAVE_PIN_EVENT,
} from '~/lib/content/saving/client/save-picker-request.ts';
import { firstOnPage } from '~/lib/platform/ui/first-on-page.ts';

describe('card Save links and the picker script (BRD-12)', () => {
	// The cards' listener goes through requestSavePicker (STA-03 retries, STA-08), so it sends
	// SAVE_PIN_EVENT by construction; the LazyScript id in the markup must still match.
	it('the card listener asks requestSavePicker, and the script id matches save-picker-request', () => {
		const loader = fs.readFileSync('src/islands/saving/SavePickerLoader.astro', 'utf8');
		expect(loader).toContain('requestSavePicker({');
		expect(loader).not.toContain(`'${SAVE_PIN_EVENT}'`);
		expect(loader).not.toContain('import(src)');
		expect(loader).toContain(`<LazyScript id="${SAVE_PICKER_SCRIPT_ID}">`);
	});

	it('MasonryGrid cards carry a Save link beside the card link, never inside it', () => {
		const grid = fs.readFileSync('src/components/feed/MasonryGrid.astro', 'utf8');
		const card = grid.slice(grid.indexOf('<a class="pin-card"'), grid.indexOf('</li>'));
		const cardLinkEnd = card.indexOf('</a>');
		expect(card.indexOf('class="pin-save"')).toBeGreaterThan(cardLinkEnd);
		expect(card).toContain('data-save-pin={pin.id}');
		expect(card).toContain('data-auth-modal="login"');
	});
});

describe('firstOnPage', () => {
	it('answers true once per request and key', () => {
		const a = new Request('http://x/');
		const b = new Request('http://x/');
		expect(firstOnPage(a, 'k')).toBe(true);
		expect(firstOnPage(a, 'k')).toBe(false);
		expect(firstOnPage(a, 'other')).toBe(true);
		expect(firstOnPage(b, 'k')).toBe(true);
	});
});
