import settingsMfa from '~/messages/settings-mfa/index.ts';
import { BRAND } from '../../../platform/ui/brand.ts';

/** The text of the downloadable backup-codes file: a heading, how to use them, one code a line. */
export function backupCodesText(codes: readonly string[], username: string): string {
	const t = settingsMfa();
	return [
		t.fileTitle({ brand: BRAND, username }),
		'',
		t.fileUse(),
		t.fileKeep(),
		'',
		...codes,
		'',
	].join('\n');
}

/** An `<img>` source for server-made SVG markup: shown as an image, so its markup never runs. */
export function svgDataUrl(svg: string): string {
	return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
