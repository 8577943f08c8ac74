import { currentLanguage } from '../i18n/current-language.ts';
import { withLanguage } from '../i18n/language-scope.server.ts';
import { knownLanguage } from '../i18n/languages.ts';

/**
 * The language a mail is written in (docs/i18n.md): the recipient's setting (`users.locale`)
 * when the recipient is a known account, else the language of the request that sends it (an
 * address typed into a form is read by someone reading the site in that language).
 */
function mailLanguage(recipientLocale?: string | null): string {
	return knownLanguage(recipientLocale) ?? currentLanguage();
}

/** Composes a mail in its recipient's language: `compose` reads the catalogue in that language. */
export function inMailLanguage<T>(recipientLocale: string | null | undefined, compose: () => T): T {
	return withLanguage(mailLanguage(recipientLocale), compose);
}
