/** BLD-17: the builder shows the same inline problems the server enforces on publishing. */
export {
	type DraftProblemField as ProblemField,
	type DraftProblems,
	draftProblems,
} from '~/lib/content/drafts/draft-validation.ts';
