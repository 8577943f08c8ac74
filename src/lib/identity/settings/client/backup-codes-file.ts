import { BRAND } from '../../../platform/ui/brand.ts';

/** The text of the downloadable backup-codes file: a heading, how to use them, one code a line. */
export function backupCodesText(codes: readonly string[], username: string): string {
	return [
		`${BRAND} backup codes for ${username}`,
		'',
		'Each code works once, in place of a code from your authenticator app.',
		'Keep them somewhere safe.',
		'',
		...codes,
		'',
	].join('\n');
}

/** An `<img>` source for server-made SVG markup: shown as an image, so its markup never runs. */
export function svgDataUrl(svg: string): string {
	return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
