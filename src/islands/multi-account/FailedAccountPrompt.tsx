import { useEffect, useRef, useState } from 'react';
import { openAuthModal } from '~/lib/identity/auth/client/auth-modal.store.ts';
import {
	dismissSwitchFailure,
	removeStoredAccount,
	type SwitchTarget,
	targetUserId,
} from '~/lib/identity/multi-account/client/account-switch.store.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import accountMenu from '~/messages/account-menu/index.ts';

interface Props {
	target: SwitchTarget;
}

/**
 * MAS-06: shown when a switch fails because the browser is no longer logged into that account.
 * 'Log in again' opens the login modal with the username filled in; 'Remove account' forgets
 * the account in this browser. A native modal dialog: focus is trapped and Escape closes it.
 */
export function FailedAccountPrompt({ target }: Props) {
	const t = accountMenu();
	const dialog = useRef<HTMLDialogElement>(null);
	const [removing, setRemoving] = useState(false);

	useEffect(() => {
		const el = dialog.current;
		if (el && !el.open) el.showModal();
		return () => el?.close();
	}, []);

	function logInAgain() {
		dismissSwitchFailure();
		void openAuthModal({ mode: 'login', closable: true, username: target.username });
	}

	async function remove() {
		setRemoving(true);
		try {
			await removeStoredAccount(targetUserId(target));
		} catch {
			setRemoving(false);
			showToast(t.removeFailed());
		}
	}

	return (
		<dialog
			ref={dialog}
			className="failed-account"
			aria-labelledby="failed-account-title"
			aria-describedby="failed-account-detail"
			onClose={dismissSwitchFailure}
		>
			<h2 id="failed-account-title" className="failed-account__title">
				{t.failedTitle({ name: target.name })}
			</h2>
			<p id="failed-account-detail">{t.failedDetail()}</p>
			<div className="failed-account__actions">
				<button type="button" className="button button--primary" onClick={logInAgain}>
					{t.logInAgain()}
				</button>
				<button type="button" className="button" onClick={remove} disabled={removing}>
					{t.removeAccount()}
				</button>
			</div>
		</dialog>
	);
}
