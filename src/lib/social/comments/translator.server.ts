import { config } from '../../platform/config/config.server.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fetchTestTargets } from '../../platform/security/fetch-test-targets.server.ts';
import {
	type GuardedFetchOptions,
	guardedFetch,
} from '../../platform/security/guarded-fetch.server.ts';

/**
 * CMT-06's pluggable translator. One kind exists: a LibreTranslate-compatible server
 * (`POST {url}/translate` with `{q, source: 'auto', target, format: 'text', api_key?}`, answering
 * `{translatedText}`), reached only through the guarded fetcher. `configuredTranslator()` is the
 * one `TRANSLATE_URL` names, or null when none is configured (comments then answer
 * `can_translate: false` and the translate call `TranslationUnavailable`).
 */
export interface Translator {
	/** `text` in `target` (a language code such as `de`); throws `TranslationFailed`. */
	translate(text: string, target: string): Promise<string>;
}

/** A LibreTranslate-compatible translator at `url` (its base, without `/translate`). */
export function libreTranslator(
	url: string,
	options: { apiKey?: string | undefined; fetch?: GuardedFetchOptions } = {},
): Translator {
	const endpoint = new URL('translate', url.endsWith('/') ? url : `${url}/`);
	return {
		async translate(text, target) {
			const payload = {
				q: text,
				source: 'auto',
				target,
				format: 'text',
				...(options.apiKey ? { api_key: options.apiKey } : {}),
			};
			let answer: unknown;
			try {
				const res = await guardedFetch(endpoint, {
					...options.fetch,
					method: 'POST',
					accept: 'application/json',
					body: { contentType: 'application/json', data: JSON.stringify(payload) },
					timeoutMs: options.fetch?.timeoutMs ?? 8000,
					maxBytes: options.fetch?.maxBytes ?? 256 * 1024,
				});
				if (res.status !== 200) throw new Error(`translator answered ${res.status}`);
				answer = JSON.parse(res.body.toString('utf8'));
			} catch (error) {
				throw new AppError('TranslationFailed', { cause: error });
			}
			const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
			if (typeof translated !== 'string') throw new AppError('TranslationFailed');
			return translated;
		},
	};
}

/**
 * The translator `TRANSLATE_URL` (and `TRANSLATE_API_KEY`) configure, or null. A server a
 * browser test started may reach its fake translator on loopback (`FETCH_TEST_TARGETS`, only
 * under NODE_ENV=test; empty in production).
 */
export function configuredTranslator(): Translator | null {
	const { TRANSLATE_URL, TRANSLATE_API_KEY } = config();
	if (!TRANSLATE_URL) return null;
	const targets = fetchTestTargets();
	return libreTranslator(TRANSLATE_URL, {
		apiKey: TRANSLATE_API_KEY,
		...(targets.length > 0 ? { fetch: { testOnlyTargets: targets } } : {}),
	});
}
