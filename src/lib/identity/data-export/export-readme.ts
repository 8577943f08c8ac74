import accountDataExport from '~/messages/account-data-export/index.ts';
import { BRAND } from '../../platform/ui/brand.ts';

/** The width of the file-name column of the README's list. */
const NAME_COLUMN = 18;

/**
 * README.txt of the data export, in the current language: what each file holds and what is
 * left out on purpose. File names and JSON keys stay as they are in the archive.
 */
export function exportReadme(username: string, createdAt: Date): string {
	const t = accountDataExport();
	const brand = BRAND;
	const title = t.title({ brand });
	const files: [string, string][] = [
		['profile.json', t.profile()],
		['settings.json', t.settings()],
		['boards.json', t.boards()],
		['sections.json', t.sections()],
		['pins.json', t.pins()],
		['follows.json', t.follows()],
		['sessions.json', t.sessions()],
		['signup.json', t.signup()],
		['user_states.json', t.userStates({ brand })],
		['mail.json', t.mail()],
	];
	return [
		title,
		'='.repeat([...title].length),
		'',
		t.account({ username }),
		t.created({ date: createdAt.toISOString() }),
		'',
		t.intro({ brand }),
		'',
		...files.map(([name, text]) => `${name.padEnd(NAME_COLUMN)}${text}`),
		'',
		t.leftOut(),
		'',
	].join('\n');
}
