import type { APIRoute } from 'astro';
import { jsonFailure } from './envelope.ts';
import { AppError } from './errors.ts';

/** Catch-all for REST prefixes (`/v3/`, `/ads/v4/`, `/vx/`): unknown paths answer in the envelope. */
export const unknownEndpoint: APIRoute = ({ url }) =>
	jsonFailure(
		new AppError('NotFound', { detail: `No endpoint at ${url.pathname.slice(0, 200)}.` }),
	);
