import type { APIRoute } from 'astro';
import { logOutFromPage } from '~/lib/identity/auth/logout.service.server.ts';

/** Logs out from a plain form (no JavaScript): the same flow as `UserSessionResource` delete. */
export const POST: APIRoute = (context) => logOutFromPage(context);
