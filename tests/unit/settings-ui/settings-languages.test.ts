import { describe, expect, it } from 'vitest';
import { exportReadme } from '~/lib/identity/data-export/export-readme.ts';
import { businessNameSchema } from '~/lib/identity/multi-account/linked-business.ts';
import {
	validateBackupEmail,
	validatePasscode,
} from '~/lib/identity/passcode/passcode-validation.ts';
import { backupCodesText } from '~/lib/identity/settings/client/backup-codes-file.ts';
import { genderChoices } from '~/lib/identity/settings/client/gender.ts';
import { privacyGroups } from '~/lib/identity/settings/client/privacy-fields.ts';
import {
	optionLabel,
	sectionLabel,
} from '~/lib/identity/settings/notification-settings/notification-labels.ts';
import { accountTypeLabel } from '~/lib/identity/users/display-name.ts';
import { checkDisplayName } from '~/lib/identity/users/name-rules.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';

/** The settings' words follow the current language (docs/i18n.md); English stays the default. */
describe('settings and account texts in the current language', () => {
	it('passcode checks answer in the request language, English outside one', () => {
		expect(validatePasscode('')).toBe('Required');
		expect(withLanguage('de', () => validatePasscode('12a4'))).toBe('Bitte verwende nur Ziffern');
		expect(withLanguage('ja', () => validateBackupEmail('a@b.co', 'a@b.co'))).toContain(
			'Corkboard',
		);
	});

	it('labels of the forms are made when asked, so each request gets its own language', () => {
		expect(withLanguage('de', () => genderChoices().map((c) => c.label))).toEqual([
			'Weiblich',
			'Männlich',
			'Keine Angabe',
		]);
		expect(withLanguage('ja', () => privacyGroups()[0]?.title)).toBe('プロフィールの公開範囲');
		expect(privacyGroups()[0]?.title).toBe('Profile visibility');
		expect(withLanguage('ar', () => accountTypeLabel({ is_partner: false }))).toBe('شخصي');
		expect(withLanguage('de', () => sectionLabel('news'))).toBe('Neuigkeiten von Corkboard');
		expect(withLanguage('de', () => optionLabel('no_such_option'))).toBe('No such option');
	});

	it('the backup-codes file and the export README are written in the language', () => {
		const codes = withLanguage('ja', () => backupCodesText(['abcd-efgh'], 'demo'));
		expect(codes.split('\n')[0]).toBe('demoのCorkboardバックアップコード');
		const readme = withLanguage('de', () => exportReadme('demo', new Date(0)));
		expect(readme).toContain('Deine Corkboard-Daten');
		expect(readme).toContain('profile.json');
		expect(readme).toContain('Konto: demo');
	});

	it('validation messages of business names and display names are read when they fail', () => {
		const message = withLanguage(
			'de',
			() => businessNameSchema.safeParse('   ').error?.issues[0]?.message,
		);
		expect(message).toBe('Gib den Namen des Unternehmens ein.');
		expect(businessNameSchema.safeParse('').error?.issues[0]?.message).toBe(
			'Enter a business name.',
		);
		expect(() => withLanguage('ja', () => checkDisplayName('full_name', 'Сorkboard'))).toThrow(
			/ラテン文字とキリル文字/,
		);
	});
});
