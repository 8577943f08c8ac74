/** `@name`, `name` or `someone@example.com`, as people type them, in the stored (lower-case) form. */
export function normalizeLogin(value: string): string {
	return value.trim().replace(/^@/, '').toLowerCase();
}
