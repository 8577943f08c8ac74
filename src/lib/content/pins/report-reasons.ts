/** Why a pin is reported: the report form's choices (`PinReportResource` `reason`). */
export const REPORT_REASONS = {
	spam: 'Spam',
	nudity: 'Nudity or pornography',
	self_harm: 'Self-harm',
	misinformation: 'Misinformation',
	hateful: 'Hateful activities',
	dangerous: 'Dangerous goods',
	harassment: 'Harassment or privacy violations',
	violence: 'Graphic violence',
	intellectual_property: 'My intellectual property',
	other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];
