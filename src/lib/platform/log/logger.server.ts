/**
 * Structured logs: one JSON object per line on stdout (stderr for warn and error), with a
 * time, a level and a message, plus any fields given. `LOG_LEVEL` sets the floor.
 */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

function floor(): number {
	const name = (process.env.LOG_LEVEL ?? 'info') as keyof typeof LEVELS;
	return LEVELS[name] ?? LEVELS.info;
}

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
	if (LEVELS[level] < floor()) return;
	const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
	if (level === 'warn' || level === 'error') process.stderr.write(`${line}\n`);
	else process.stdout.write(`${line}\n`);
}

export const logger = {
	debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
	info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
	warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
	error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
