import { useStore } from '@nanostores/react';
import { $toast } from '~/lib/platform/ui/client/toast.store.ts';
import { reactIsland } from '../react-island.ts';
import './Toaster.css';

/** Shows the current toast in a polite live region, so screen readers announce it too. */
export const Toaster = reactIsland(function Toaster() {
	const toast = useStore($toast);
	return (
		<div className="toaster" role="status" aria-live="polite">
			{toast && (
				<p key={toast.id} className="toaster__toast">
					{toast.message}
				</p>
			)}
		</div>
	);
});
