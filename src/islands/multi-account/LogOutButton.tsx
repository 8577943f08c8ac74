import { useState } from 'react';
import { loadChunk } from '~/lib/platform/client/chunk-load.ts';
import accountMenu from '~/messages/account-menu/index.ts';

/**
 * "Log out" (AUTH-11..15): runs the shared logout flow, loaded on click so its code is not part
 * of every page's JavaScript. A failure leaves the person signed in and says so.
 */
export function LogOutButton() {
	const t = accountMenu();
	const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

	async function logOut() {
		setState('busy');
		try {
			const { logOutFlow } = await loadChunk(
				() => import('~/lib/identity/auth/client/logout-flow.ts'),
			);
			await logOutFlow();
		} catch {
			setState('failed');
		}
	}

	return (
		<>
			<button
				type="button"
				className="account-menu__item"
				onClick={logOut}
				disabled={state === 'busy'}
				aria-busy={state === 'busy'}
			>
				{t.logOut()}
			</button>
			{state === 'failed' && (
				<p className="account-menu__note" role="alert">
					{t.logOutFailed()}
				</p>
			)}
		</>
	);
}
