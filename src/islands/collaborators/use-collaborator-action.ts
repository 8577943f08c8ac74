import { useState } from 'react';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import { errorText } from '../ui/error-text.ts';

/** Runs one change: says how it went (live region and toast), then `after` or `reload`. */
export type Act = (
	change: () => Promise<unknown>,
	done: string,
	after?: () => void,
) => Promise<void>;

/** One change at a time for the dialog, with its status message. */
export function useCollaboratorAction(reload: () => Promise<void>) {
	const [busy, setBusy] = useState(false);
	const [message, setMessage] = useState('');
	const act: Act = async (change, done, after) => {
		setBusy(true);
		try {
			await change();
			setMessage(done);
			showToast(done);
			if (after) after();
			else await reload();
		} catch (error) {
			setMessage(errorText(error));
		} finally {
			setBusy(false);
		}
	};
	return { busy, message, setMessage, act };
}
