import { useState } from 'react';
import { sendWithPasscode } from '~/lib/identity/settings/client/save-settings.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import { updateCommentFeatures } from '~/lib/social/comments/client/comments.api.ts';
import { refusalText } from '~/lib/social/comments/client/comments.store.ts';
import comments from '~/messages/comments/index.ts';

/**
 * The pin owner's "Turn off comments on my Pins" (CMT-11, CMT-12: the owner's privacy switch,
 * `AggregatedCommentFeaturesResource` update). Where a parental passcode is set the server
 * answers `PasscodeRequired` and the settings' passcode modal asks (a stricter change: the
 * person may confirm without the digits, U-30). Done, the section says comments are off.
 */
export function CommentsSwitch({
	viewerId,
	onTurnedOff,
}: {
	viewerId: string;
	onTurnedOff: () => void;
}) {
	const t = comments();
	const [busy, setBusy] = useState(false);

	async function turnOff() {
		setBusy(true);
		try {
			const outcome = await sendWithPasscode(
				(extra) =>
					updateCommentFeatures({
						userId: viewerId,
						commentsDisabled: true,
						...('passcode' in extra ? { passcode: extra.passcode } : {}),
						...('user_confirm_skip_passcode' in extra ? { skipPasscode: true } : {}),
					}),
				{ mode: 'skip' },
			);
			if (outcome.status === 'done') {
				showToast(t.commentsTurnedOff());
				onTurnedOff();
			}
		} catch (error) {
			showToast(refusalText(error));
		} finally {
			setBusy(false);
		}
	}

	return (
		<p className="comments__switch">
			<button
				type="button"
				className="comment__action"
				disabled={busy}
				onClick={() => void turnOff()}
			>
				{t.turnOffComments()}
			</button>
		</p>
	);
}
