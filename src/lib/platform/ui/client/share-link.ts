import shareLinkMessages from '~/messages/shell-share-link/index.ts';

/**
 * Shares a page's link: through the browser's share sheet (Web Share) where there is one, else
 * by copying it to the clipboard. Answers the confirmation to show, or null when there is
 * nothing to say (the share sheet did the talking, or the person closed it). One copy of this
 * rule serves the signed-out page script (`CopyLink.astro`) and the signed-in island
 * (`CopyLinkButton.tsx`).
 */
export async function shareLink(link: { url: string; title?: string }): Promise<string | null> {
	const data: ShareData = { url: link.url, ...(link.title ? { title: link.title } : {}) };
	if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
		try {
			await navigator.share(data);
			return null;
		} catch (error) {
			// Closing the sheet is a choice, not a failure; any other refusal falls back to copying.
			if (error instanceof DOMException && error.name === 'AbortError') return null;
		}
	}
	try {
		await navigator.clipboard.writeText(link.url);
		return shareLinkMessages().linkCopied();
	} catch {
		return shareLinkMessages().copyFailed();
	}
}
