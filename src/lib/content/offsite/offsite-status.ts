/**
 * OUT-01 `redirect_status` values. `blocked`, `suspicious` and `porn` are warnings (OUT-02: the
 * 'Heads up!' modal, no navigation); `ok` means the link may be followed through `/offsite/`.
 * In a domain list, `ok` marks an allowed domain under a listed parent (the longest match wins).
 * A file of its own, without messages, so the outbound-link script imports only this.
 */
export const OFFSITE_STATUSES = ['blocked', 'suspicious', 'porn', 'ok'] as const;
export type OffsiteStatus = (typeof OFFSITE_STATUSES)[number];
export type OffsiteWarningStatus = Exclude<OffsiteStatus, 'ok'>;

/** True for the statuses that show the warning instead of navigating (OUT-02). */
export function isWarningStatus(status: string): status is OffsiteWarningStatus {
	return status === 'blocked' || status === 'suspicious' || status === 'porn';
}
