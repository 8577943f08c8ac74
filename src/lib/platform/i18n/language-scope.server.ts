import { AsyncLocalStorage } from 'node:async_hooks';
import { installLanguageReader } from './current-language.ts';

/**
 * The language a request renders in, kept for the request's whole asynchronous call tree, so a
 * page, a React island rendered on the server, a service throwing an error with a message and a
 * mail composed for a recipient all read it without passing it down.
 */
const storage = new AsyncLocalStorage<string>();
installLanguageReader(() => storage.getStore());

/** Runs `fn` with `language` as the current language (a request, a mail to one recipient). */
export function withLanguage<T>(language: string, fn: () => T): T {
	return storage.run(language, fn);
}
