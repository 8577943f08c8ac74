/**
 * One catalogue entry. Its name (the key) is permanent PascalCase, `apiErrorCode` a stable
 * number, `status` the HTTP status. Its message (what happened and what to do) is the key of the
 * same name in the `errors` namespace of the message catalogue (`src/messages/errors/`), so it
 * reads in the request's language (docs/i18n.md). Clients and
 * logs key on the name and the number, so neither is ever changed or reused.
 */
export interface ErrorSpec {
	status:
		| 400
		| 401
		| 403
		| 404
		| 405
		| 408
		| 409
		| 413
		| 415
		| 422
		| 429
		| 500
		| 502
		| 503
		| 504
		| 507;
	apiErrorCode: number;
}

/**
 * The inclusive `apiErrorCode` ranges an area numbers its entries in. The ranges of different
 * areas never overlap, so two areas adding entries at once cannot take the same number.
 */
export type CodeRanges = readonly (readonly [number, number])[];
