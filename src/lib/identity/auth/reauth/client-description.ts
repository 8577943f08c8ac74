import authDevices from '~/messages/auth-devices/index.ts';

/**
 * A short, fixed description of a session's browser for mail and lists ("Chrome on Windows").
 * The user agent is text the client chose, so only names from these lists ever come out: a
 * crafted user agent cannot put words or links into a security notice.
 */
const BROWSERS: [RegExp, string][] = [
	[/\bEdg(?:e|A|iOS)?\//, 'Edge'],
	[/\bOPR\/|\bOpera\b/, 'Opera'],
	[/\bSamsungBrowser\//, 'Samsung Internet'],
	[/\bFirefox\/|\bFxiOS\//, 'Firefox'],
	[/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
	[/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
	[/\bAndroid\b/, 'Android'],
	[/\biPhone\b|\biPad\b|\biOS\b/, 'iOS'],
	[/\bWindows\b/, 'Windows'],
	[/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
	[/\bCrOS\b/, 'ChromeOS'],
	[/\bLinux\b/, 'Linux'],
];

/**
 * "Browser on System" in the current language (a mail's recipient's), either part "an unknown
 * browser"/left out when not recognised. The names themselves are brands, never translated.
 */
export function describeClient(userAgent: string | null | undefined): string {
	const ua = (userAgent ?? '').slice(0, 300);
	const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
	const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
	const t = authDevices();
	if (browser && system) return t.browserOnSystem({ browser, system });
	return browser ?? (system ? t.someBrowserOnSystem({ system }) : t.unknownBrowser());
}
