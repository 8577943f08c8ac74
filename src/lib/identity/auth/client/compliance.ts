import { atom, type ReadableAtom } from 'nanostores';
import {
	ApiError,
	type ApiErrorBody,
	noAnswer,
	pageLanguageHeaders,
} from '../../../platform/client/api.ts';

/**
 * CMP-02/03: which sign-up consents apply to this visitor (`GET /v3/compliance_requirements/`,
 * CMP-01: 0 US Florida, 1 Korea, 2 Italy). The list is fetched once, on the first question, with
 * a 3000 ms timeout; until it has arrived every question answers "not required". Bots never
 * fetch it. A failure (timeout, error answer) is logged with the status and API error code, and
 * then everything acts as not required.
 */
type ComplianceState =
	| { status: 'IDLE' }
	| { status: 'LOADING' }
	| { status: 'LOADED'; requirements: readonly number[] }
	| { status: 'ERROR' };

/** CMP-02: the client's timeout for the requirements call. */
export const COMPLIANCE_TIMEOUT_MS = 3000;
const COMPLIANCE_PATH = '/v3/compliance_requirements/';

export interface ComplianceDeps {
	/** Fetches the list; must stop when `signal` aborts. */
	fetchRequirements: (signal: AbortSignal) => Promise<readonly number[]>;
	isBot: () => boolean;
	log: (message: string, detail: { status: number; apiErrorCode: number }) => void;
	timeoutMs?: number;
}

export interface Compliance {
	$state: ReadableAtom<ComplianceState>;
	/** Whether requirement `n` applies; the first call starts the fetch. */
	requires(requirement: number): boolean;
	/** Whether any of `requirements` applies (e.g. CMP-07: any of 0, 1, 2). */
	requiresAny(requirements: readonly number[]): boolean;
	/** Starts the fetch when it has not started (same as a first question). */
	load(): void;
}

export function createCompliance(deps: ComplianceDeps): Compliance {
	const $state = atom<ComplianceState>({ status: 'IDLE' });
	const timeoutMs = deps.timeoutMs ?? COMPLIANCE_TIMEOUT_MS;

	function load(): void {
		if ($state.get().status !== 'IDLE') return;
		if (deps.isBot()) {
			$state.set({ status: 'ERROR' });
			return;
		}
		$state.set({ status: 'LOADING' });
		const controller = new AbortController();
		const timer = setTimeout(() => controller.abort(), timeoutMs);
		deps.fetchRequirements(controller.signal).then(
			(requirements) => {
				clearTimeout(timer);
				$state.set({ status: 'LOADED', requirements: requirements.filter(Number.isInteger) });
			},
			(error: unknown) => {
				clearTimeout(timer);
				deps.log('Compliance requirements could not be loaded', {
					status: error instanceof ApiError ? error.status : 0,
					apiErrorCode: error instanceof ApiError ? error.apiErrorCode : 0,
				});
				$state.set({ status: 'ERROR' });
			},
		);
	}

	function loaded(): readonly number[] {
		load();
		const state = $state.get();
		return state.status === 'LOADED' ? state.requirements : [];
	}

	return {
		$state,
		load,
		requires: (requirement) => loaded().includes(requirement),
		requiresAny: (requirements) => requirements.some((r) => loaded().includes(r)),
	};
}

/** User agents of crawlers and automation (CMP-02 "bots"). */
const BOT_AGENT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|headless|lighthouse/i;

/** CMP-02: a crawler or an automated browser (`navigator.webdriver`). */
export function isBotBrowser(nav: Pick<Navigator, 'userAgent' | 'webdriver'>): boolean {
	return nav.webdriver === true || BOT_AGENT.test(nav.userAgent);
}

/** The browser's fetch of the list, aborted by `signal`, unwrapping the envelope. */
async function fetchRequirementsFromServer(signal: AbortSignal): Promise<readonly number[]> {
	let response: Response;
	try {
		response = await fetch(COMPLIANCE_PATH, {
			headers: { accept: 'application/json', ...pageLanguageHeaders() },
			credentials: 'same-origin',
			signal,
		});
	} catch (error) {
		throw noAnswer(error);
	}
	const body = (await response.json().catch(() => null)) as {
		resource_response?: { status?: string; data?: unknown; error?: ApiErrorBody };
	} | null;
	const r = body?.resource_response;
	if (!response.ok || r?.status !== 'success' || !Array.isArray(r.data)) {
		throw new ApiError(response.status, r?.error ?? null, `Request failed (${response.status})`);
	}
	return r.data as number[];
}

let pageCompliance: Compliance | null = null;

/** The page's one compliance state, talking to the server (browser only). */
export function compliance(): Compliance {
	pageCompliance ??= createCompliance({
		fetchRequirements: fetchRequirementsFromServer,
		isBot: () => isBotBrowser(navigator),
		log: (message, detail) => console.warn(message, detail),
	});
	return pageCompliance;
}

/** CMP-07: the requirements that make sign-up ask for the privacy acknowledgement. */
export const SIGNUP_CONSENT_REQUIREMENTS: readonly number[] = [0, 1, 2];
