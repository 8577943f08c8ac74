import { Redis } from 'ioredis';
import { type Config, config } from '../config/config.server.ts';
import { isDevelopmentInstall } from '../config/development-install.server.ts';
import { isLoopbackAddress, rateLimitAddress } from '../http/client-address.ts';
import { logger } from '../log/logger.server.ts';

/** A fixed-window limit: at most `limit` hits per `windowMs` for one key. */
export interface RateLimitRule {
	/** Namespaces the keys, e.g. `login:account`. */
	name: string;
	limit: number;
	windowMs: number;
}

interface RateLimitState {
	allowed: boolean;
	/** Hits left in this window after this one. */
	remaining: number;
	/** When the window resets, in ms from now. */
	retryAfterMs: number;
}

/**
 * Counts hits per key. In memory by default (one app copy); in Redis when `REDIS_URL` is set,
 * so several copies share one count.
 */
export interface RateLimiter {
	/** Counts one hit and says whether it was within the limit. */
	hit(rule: RateLimitRule, key: string): Promise<RateLimitState>;
	/** Says whether another hit would be allowed, without counting one. */
	peek(rule: RateLimitRule, key: string): Promise<RateLimitState>;
	/**
	 * Takes back one hit (never below 0), for a slot counted before a check that then passed:
	 * limits count first and check after, so parallel requests cannot all slip past a peek.
	 */
	release(rule: RateLimitRule, key: string): Promise<void>;
	/** Forgets the key's hits (e.g. after a successful login). */
	reset(rule: RateLimitRule, key: string): Promise<void>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of the accounts area. Failures are counted, not attempts, where that is fairer.
 * Every `*PerAddress` limit is keyed by `rateLimitAddress` (`http/client-address.ts`): an IPv6
 * client by its /64, which one host usually holds whole, so it cannot count 2^64 times.
 */
export const RATE_LIMITS = {
	/**
	 * AUTH-02 outcome 1: failed logins per account. Anyone can fill it, so it does not lock the
	 * owner out: once reached, the password is still checked from a known device or for an
	 * account with MFA (`auth/login.service.server.ts`); other logins wait for the window.
	 */
	loginPerAccount: { name: 'login:account', limit: 5, windowMs: 15 * MINUTE },
	/** AUTH-02 outcome 1: failed logins per client address (/64): what slows a guesser. */
	loginPerAddress: { name: 'login:address', limit: 20, windowMs: 15 * MINUTE },
	/**
	 * AUTH-05: sign-up attempts per client address (`addressLimitKey`: loopback is exempt on a
	 * development install). What stops one address from mass-registering; addresses next to it
	 * (one office's /24) count on their own.
	 */
	signupPerAddress: { name: 'signup:address', limit: 20, windowMs: HOUR },
	/**
	 * AUTH-05: sign-up attempts per email address (normalized), from anywhere: many addresses
	 * cannot take turns at one email, while a busy network's other sign-ups go on.
	 */
	signupPerEmail: { name: 'signup:email', limit: 5, windowMs: HOUR },
	resetPerAccount: { name: 'reset:account', limit: 3, windowMs: HOUR },
	resetPerAddress: { name: 'reset:address', limit: 10, windowMs: HOUR },
	/** PPC: at most 5 wrong passcodes per hour, then a lockout until the window ends. */
	passcodePerUser: { name: 'passcode:user', limit: 5, windowMs: HOUR },
	emailResendPerUser: { name: 'email-resend:user', limit: 3, windowMs: HOUR },
	/** AUTH-19: at most 3 session verifications per hour. */
	sessionVerifyPerUser: { name: 'session-verify:user', limit: 3, windowMs: HOUR },
	mfaPerAccount: { name: 'mfa:account', limit: 5, windowMs: 15 * MINUTE },
	mfaResendPerAccount: { name: 'mfa-resend:account', limit: 3, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The key a per-address limit counts `address` by (`rateLimitAddress`: IPv6 by its /64), or
 * null when that limit does not apply: to a loopback client of a development install
 * (`isDevelopmentInstall`), where every visitor is this very machine and a limit meant for one
 * person would lock out the developer and every tab they test with. On any other install,
 * loopback counts like every address (a local reverse proxy without TRUSTED_PROXIES makes
 * every client look like loopback, and must not lift the limits).
 */
export function addressLimitKey(
	address: string,
	c: Pick<Config, 'PUBLIC_ORIGIN' | 'HOST'> = config(),
): string | null {
	if (isLoopbackAddress(address) && isDevelopmentInstall(c)) return null;
	return rateLimitAddress(address);
}

/** In-process counts; expired windows are dropped as they are met and by a periodic sweep. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
	const windows = new Map<string, { count: number; resetAt: number }>();
	const sweep = setInterval(() => {
		const t = now();
		for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
	}, MINUTE);
	sweep.unref();

	function current(rule: RateLimitRule, key: string) {
		const id = `${rule.name}:${key}`;
		const t = now();
		let w = windows.get(id);
		if (!w || w.resetAt <= t) {
			w = { count: 0, resetAt: t + rule.windowMs };
			windows.set(id, w);
		}
		return { id, w, t };
	}
	return {
		async hit(rule, key) {
			const { w, t } = current(rule, key);
			w.count += 1;
			return {
				allowed: w.count <= rule.limit,
				remaining: Math.max(0, rule.limit - w.count),
				retryAfterMs: w.resetAt - t,
			};
		},
		async peek(rule, key) {
			const { w, t } = current(rule, key);
			return {
				allowed: w.count < rule.limit,
				remaining: Math.max(0, rule.limit - w.count),
				retryAfterMs: w.resetAt - t,
			};
		},
		async release(rule, key) {
			const w = windows.get(`${rule.name}:${key}`);
			if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
		},
		async reset(rule, key) {
			windows.delete(`${rule.name}:${key}`);
		},
	};
}

/** DECR that never goes below 0 and never creates a key (an expired window stays gone). */
const RELEASE_SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Counts in Redis with INCR and PEXPIRE, so every app copy sees the same numbers. */
export function redisRateLimiter(redis: Redis): RateLimiter {
	const id = (rule: RateLimitRule, key: string) => `corkboard:rl:${rule.name}:${key}`;
	return {
		async hit(rule, key) {
			const k = id(rule, key);
			const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
				[null, number],
				[null, number],
			];
			let retryAfterMs = ttl;
			if (ttl < 0) {
				await redis.pexpire(k, rule.windowMs);
				retryAfterMs = rule.windowMs;
			}
			return {
				allowed: count <= rule.limit,
				remaining: Math.max(0, rule.limit - count),
				retryAfterMs,
			};
		},
		async peek(rule, key) {
			const k = id(rule, key);
			const [[, raw], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
				[null, string | null],
				[null, number],
			];
			const count = Number(raw ?? 0);
			return {
				allowed: count < rule.limit,
				remaining: Math.max(0, rule.limit - count),
				retryAfterMs: ttl > 0 ? ttl : 0,
			};
		},
		async release(rule, key) {
			await redis.eval(RELEASE_SCRIPT, 1, id(rule, key));
		},
		async reset(rule, key) {
			await redis.del(id(rule, key));
		},
	};
}

const GLOBAL_KEY = Symbol.for('corkboard.rateLimiter');
type Holder = { [GLOBAL_KEY]?: { limiter: RateLimiter; redis?: Redis } };

/** The process-wide limiter: Redis when `REDIS_URL` is set, else in memory. */
export function rateLimiter(): RateLimiter {
	const holder = globalThis as Holder;
	if (!holder[GLOBAL_KEY]) {
		const url = config().REDIS_URL;
		if (url) {
			const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
			redis.on('error', (error) => logger.warn('redis error', { error: String(error) }));
			holder[GLOBAL_KEY] = { limiter: redisRateLimiter(redis), redis };
		} else {
			holder[GLOBAL_KEY] = { limiter: memoryRateLimiter() };
		}
	}
	return holder[GLOBAL_KEY].limiter;
}
