import { z } from 'zod';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
	action,
	defineResource,
	type ResourceDefinition,
} from '../../platform/http/resource.server.ts';
import { visitorCookiesOfJar, visitorId } from '../../platform/http/visitor.server.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { EXPERIENCE_ID_PATTERN, EXPERIENCE_STATUS_PATTERN } from './experiences.ts';
import { MAX_ACTIVATIONS_PER_BATCH, MAX_EXPERIMENT_NAME_LENGTH } from './experiment-groups.ts';
import {
	experiencesOf,
	recordActivations,
	updateExperience,
} from './experiments.service.server.ts';

/** Activation batches a client address (IPv6: a /64) may send a minute. */
const ACTIVATION_LIMIT: RateLimitRule = {
	name: 'experiment-activations',
	limit: 60,
	windowMs: 60_000,
};

const experimentName = z
	.string()
	.regex(/^[a-z0-9_]+$/, 'lower-case letters, digits and _ only')
	.max(MAX_EXPERIMENT_NAME_LENGTH);

/**
 * `ActivateExperimentResource` create (LOG-07, API-49): `{experiments: [{experiment_name,
 * experiment_group}]}`, the browser's batch of first checks. Anyone may send it (signed-out
 * visitors by their visitor id). Answers `{activated, ignored}`: names newly recorded, and
 * names that were not (unknown experiment, a group other than the one assigned, or a page with
 * `?disable_experiments`). Recording is idempotent per viewer and experiment.
 */
const activateExperimentResource = defineResource({
	name: 'ActivateExperimentResource',
	create: action({
		auth: 'optional',
		options: z.object({
			experiments: z
				.array(
					z.strictObject({
						experiment_name: experimentName,
						experiment_group: experimentName,
					}),
				)
				.min(1)
				.max(MAX_ACTIVATIONS_PER_BATCH),
		}),
		async run({ db, viewer, cookies, clientAddress, sourceUrl }, options) {
			const limit = await rateLimiter().hit(ACTIVATION_LIMIT, rateLimitAddress(clientAddress));
			if (!limit.allowed) throw new AppError('RateLimited');
			const userId = viewer?.id ?? null;
			const data = await recordActivations(db, {
				userId,
				visitorId: userId ? null : visitorId(visitorCookiesOfJar(cookies), true),
				sourceUrl,
				activations: options.experiments,
			});
			return { data };
		},
	}),
});

/**
 * `UserExperienceResource` (LOG-10), signed-in users only. get `{}`: `{experiences: {id:
 * {experience_id, status}}}`, the open ones; update `{experience_id, status}`: `completed` or
 * `dismissed` removes it, any other status updates (or starts) it. Answers
 * `{experience_id, status, removed}`.
 */
const userExperienceResource = defineResource({
	name: 'UserExperienceResource',
	get: action({
		auth: 'required',
		options: z.object({}),
		async run({ db, viewer }) {
			return { data: { experiences: await experiencesOf(db, viewer.id) } };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({
			/** Which experience (`[a-z0-9_]`, up to 64 characters). */
			experience_id: z
				.string()
				.regex(EXPERIENCE_ID_PATTERN, 'lower-case letters, digits and _, 1 to 64'),
			/** `completed` or `dismissed` end it; any other `[a-z_]` status updates it. */
			status: z.string().regex(EXPERIENCE_STATUS_PATTERN, 'lower-case letters and _, 1 to 32'),
		}),
		async run({ db, viewer }, options) {
			const data = await updateExperience(db, viewer.id, options.experience_id, options.status);
			return { data };
		},
	}),
});

/** Experiments and experiences. Listed in `src/app/resources.server.ts`. */
export const experimentsResources: ResourceDefinition[] = [
	activateExperimentResource,
	userExperienceResource,
];
