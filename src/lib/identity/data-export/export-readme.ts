import { BRAND } from '../../platform/ui/brand.ts';

/** README.txt of the data export: what each file holds and what is left out on purpose. */
export function exportReadme(username: string, createdAt: Date): string {
	return `Your ${BRAND} data
${'='.repeat(BRAND.length + 10)}

Account: ${username}
Created: ${createdAt.toISOString()}

This archive holds the information ${BRAND} keeps about your account. Every file is JSON
(UTF-8); times are in UTC (ISO 8601).

profile.json      Your profile: name, username, email, birthday, country, language, account
                  type, counts, and the business accounts linked to yours.
settings.json     Your privacy, cookie-consent and notification settings.
boards.json       Your boards ("boards"), and other people's boards you collaborate on
                  ("collaborating_on"; secret ones by name only).
sections.json     The sections of your boards.
pins.json         Your Pins, with links to their images.
follows.json      The people, boards and topics you follow.
sessions.json     Where you are logged in: when each login started, when it was last used,
                  and the browser or app.
signup.json       What you told us when you signed up (besides your password).
user_states.json  Small preferences and markers ${BRAND} stores for your account.
mail.json         Emails we sent about your account: subject and date.

Left out on purpose, to keep your account safe: your password, two-factor and parental
passcode secrets, login tokens, and the contents of emails (they may hold one-time links).
Other people's secret boards are never included.
`;
}
