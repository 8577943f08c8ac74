import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import { reactIsland } from '../react-island.ts';

interface Props {
	/** Absolute URL to copy. */
	url: string;
}

/** Copies a pin's link to the clipboard and confirms with a toast. */
export const CopyLinkButton = reactIsland(function CopyLinkButton({ url }: Props) {
	async function copy() {
		try {
			await navigator.clipboard.writeText(url);
			showToast('Link copied!');
		} catch {
			showToast("Couldn't copy the link. Copy it from the address bar instead.");
		}
	}
	return (
		<button type="button" className="button" onClick={copy}>
			Copy link
		</button>
	);
});
