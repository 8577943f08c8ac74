import { describe, expect, it } from 'vitest';
import { toSavedInfo } from '~/lib/content/saving/saved-info.ts';

const row = {
	pin_id: '11',
	board_id: '22',
	board_name: 'Dinner',
	board_slug: 'dinner',
	owner_username: 'ada',
	section_id: null,
	section_title: null,
	section_slug: null,
};

describe('toSavedInfo (PIN-10)', () => {
	it('names the board for a save on a board', () => {
		expect(toSavedInfo(row)).toEqual({
			boardId: '22',
			localPinId: '11',
			sectionId: null,
			title: 'Dinner',
			type: 'board',
			url: '/ada/dinner/',
		});
	});

	it('names the section for a save in a section', () => {
		expect(
			toSavedInfo({ ...row, section_id: '33', section_title: 'Soups', section_slug: 'soups' }),
		).toEqual({
			boardId: '22',
			localPinId: '11',
			sectionId: '33',
			title: 'Soups',
			type: 'section',
			url: '/ada/dinner/soups/',
		});
	});
});
