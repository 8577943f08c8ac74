import { z } from 'zod';
import boardInput from '~/messages/board-input/index.ts';
import { parseBoardPrivacy } from '../../platform/access/board-access.ts';
import { isId } from '../../platform/db/ids.ts';
import { SECTION_TITLE_LIMIT } from './board.ts';
import { BOARD_DESCRIPTION_LIMIT, BOARD_NAME_LIMIT } from './create-board.server.ts';

/**
 * Option schemas shared by the board resources and REST routes (U-22: short, specific messages).
 * Messages people read (names, descriptions, privacy) are functions: the schemas are built once,
 * and each failure speaks the language of the request it fails in.
 */

/** PostgreSQL text refuses NUL; the API gateway refuses it too, forms come here directly. */
const noNul = (s: string) => !s.includes('\u0000');

export const boardIdOption = z.string().refine(isId, 'must be a board id (digits)');
export const sectionIdOption = z.string().refine(isId, 'must be a section id (digits)');
export const pinIdOption = z.string().refine(isId, 'must be a Pin id (digits)');

/** A board name: trimmed, 1 to 50 characters. */
export const boardNameOption = z
	.string()
	.transform((s) => s.trim())
	.pipe(
		z
			.string()
			.min(1, { error: () => boardInput().nameRequired() })
			.max(BOARD_NAME_LIMIT, { error: () => boardInput().nameTooLong({ max: BOARD_NAME_LIMIT }) })
			.refine(noNul, { error: () => boardInput().nameNul() }),
	);

export const boardDescriptionOption = z
	.string()
	.max(BOARD_DESCRIPTION_LIMIT, {
		error: () => boardInput().descriptionTooLong({ max: BOARD_DESCRIPTION_LIMIT }),
	})
	.refine(noNul, { error: () => boardInput().descriptionNul() })
	.transform((s) => s.trim());

/** `public`/`secret`, or the BRD-02 names and numbers (`NONE`, `SECRET`, 0, 3, …). */
export const boardPrivacyOption = z
	.union([z.string().max(20), z.number().int()])
	.transform((v, ctx) => {
		const privacy = parseBoardPrivacy(v);
		if (privacy === null) {
			ctx.addIssue({ code: 'custom', message: boardInput().privacyInvalid() });
			return z.NEVER;
		}
		return privacy;
	});

export const sectionTitleOption = z
	.string()
	.transform((s) => s.trim())
	.pipe(
		z
			.string()
			.min(1, { error: () => boardInput().sectionRequired() })
			.max(SECTION_TITLE_LIMIT, {
				error: () => boardInput().sectionTooLong({ max: SECTION_TITLE_LIMIT }),
			})
			.refine(noNul, { error: () => boardInput().sectionNul() }),
	);
