import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { visibleComment } from './comment-context.service.server.ts';
import { findTranslation, insertTranslation } from './comment-translations.repository.server.ts';
import { configuredTranslator, type Translator } from './translator.server.ts';

/**
 * CMT-06 `GET /v3/aggregated_comments/{id}/translate/?language=xx`: the comment's text in
 * `language`, from the cache (`comment_translations`) or the translator (then kept; an edit
 * clears it). A comment the reader cannot see is `CommentNotFound`; no translator configured is
 * `TranslationUnavailable`; a translator failure `TranslationFailed` (nothing is kept, so a
 * later call tries again).
 */
export async function translateCommentForApi(
	db: Db,
	readerId: string | null,
	commentId: string,
	language: string,
	translator: Translator | null = configuredTranslator(),
): Promise<string> {
	const { comment } = await visibleComment(db, readerId, commentId);
	if (!translator) throw new AppError('TranslationUnavailable');
	const cached = await findTranslation(db, comment.id, language);
	if (cached !== null) return cached;
	const text = await translator.translate(comment.text, language);
	await insertTranslation(db, comment.id, language, text);
	return text;
}
