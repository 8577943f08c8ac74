/**
 * The header an island's API call names its page's language in (`<html lang>`): a call made
 * from `/de/…` gets its error messages in German even when the browser's `Accept-Language` and
 * the `cb_lang` cookie say otherwise. The client sends it (`platform/client/api.ts`); the
 * middleware believes it for API paths only, and only as a known language
 * (`request-language.server.ts`, `pageLanguageOf`). Shared by both sides, so pure.
 */
export const PAGE_LANGUAGE_HEADER = 'x-corkboard-page-language';
