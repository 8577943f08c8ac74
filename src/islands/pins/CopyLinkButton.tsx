import { shareLink } from '~/lib/platform/ui/client/share-link.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import pinShare from '~/messages/pin-share/index.ts';
import { reactIsland } from '../react-island.ts';

interface Props {
	/** Absolute URL to share. */
	url: string;
	/** The title the share sheet offers with it. */
	title: string;
}

/** Shares a pin's link (`shareLink`: the share sheet, else the clipboard) and confirms with a toast. */
export const CopyLinkButton = reactIsland(function CopyLinkButton({ url, title }: Props) {
	const t = pinShare();
	async function share() {
		const message = await shareLink({ url, title });
		if (message !== null) showToast(message);
	}
	return (
		<button type="button" className="button closeup__icon-button" title={t.share()} onClick={share}>
			<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
				<path
					d="M12 15V3.5M7.5 8 12 3.5 16.5 8M5 12.5V19a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 19v-6.5"
					fill="none"
					stroke="currentColor"
					strokeWidth="2.2"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
			<span className="visually-hidden">{t.share()}</span>
		</button>
	);
});
