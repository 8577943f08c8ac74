import { describe, expect, it } from 'vitest';
import {
	boardDescriptionOption,
	boardNameOption,
	boardPrivacyOption,
	sectionTitleOption,
} from '~/lib/content/boards/board-input.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
	result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('board option messages (U-22)', () => {
	it('say what is wrong in English by default', () => {
		expect(messageOf(boardNameOption.safeParse('  '))).toBe('Please enter a board name');
		expect(messageOf(boardNameOption.safeParse('x'.repeat(51)))).toBe(
			'Board names can be up to 50 characters',
		);
		expect(messageOf(boardDescriptionOption.safeParse('x'.repeat(501)))).toBe(
			'Descriptions can be up to 500 characters',
		);
		expect(messageOf(boardPrivacyOption.safeParse('maybe'))).toBe(
			'Board privacy must be public or secret',
		);
		expect(messageOf(sectionTitleOption.safeParse(''))).toBe('Please enter a section name');
	});

	it('are composed in the language of the parse, though the schemas are built once', () => {
		expect(withLanguage('de', () => messageOf(boardNameOption.safeParse('')))).toBe(
			'Bitte gib einen Namen für die Pinnwand ein',
		);
		expect(withLanguage('ja', () => messageOf(sectionTitleOption.safeParse('x'.repeat(51))))).toBe(
			'セクション名は50文字以内で入力してください',
		);
		expect(withLanguage('ar', () => messageOf(boardNameOption.safeParse('x'.repeat(51))))).toBe(
			'يمكن أن يصل اسم اللوحة إلى 50 حرفًا كحد أقصى',
		);
	});
});
