import pinReport from '~/messages/pin-report/index.ts';

/** Why a pin is reported: the report form's choices (`PinReportResource` `reason`), in order. */
export const REPORT_REASON_KEYS = [
	'spam',
	'nudity',
	'self_harm',
	'misinformation',
	'hateful',
	'dangerous',
	'harassment',
	'violence',
	'intellectual_property',
	'other',
] as const;
export type ReportReason = (typeof REPORT_REASON_KEYS)[number];

/** Whether `value` is one of the report reasons. */
export function isReportReason(value: string): value is ReportReason {
	return (REPORT_REASON_KEYS as readonly string[]).includes(value);
}

/** The report form's choices with their labels in the current language, in order. */
export function reportReasons(): { key: ReportReason; label: string }[] {
	const t = pinReport();
	const labels: Record<ReportReason, string> = {
		spam: t.spam(),
		nudity: t.nudity(),
		self_harm: t.selfHarm(),
		misinformation: t.misinformation(),
		hateful: t.hateful(),
		dangerous: t.dangerous(),
		harassment: t.harassment(),
		violence: t.violence(),
		intellectual_property: t.intellectualProperty(),
		other: t.other(),
	};
	return REPORT_REASON_KEYS.map((key) => ({ key, label: labels[key] }));
}
