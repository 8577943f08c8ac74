import { OK } from '../outcomes.ts';
import { everyone, secretRead, signedIn } from '../presets.ts';
import type { Row } from '../row.ts';
import { query } from '../row-kinds.ts';

/** Persisted queries (`POST /_/graphql/`), answered by the middleware of the built server. */
export const QUERY_ROWS: Row[] = [
	query('v3GetPinQuery', {
		does: 'the secret pin',
		variables: ({ w }) => ({ pinId: w.secret.pin.id }),
		expect: secretRead(),
	}),
	query('v3GetUserThirdPartyTrackingSettingsQuery', {
		does: "the caller's tracking settings",
		variables: () => ({}),
		expect: signedIn(OK),
	}),
	query('IdeasRootInterestsQuery', {
		does: 'the ideas hub (images of public pins only)',
		variables: () => ({}),
		expect: everyone(OK),
	}),
];
