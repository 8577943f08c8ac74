import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { createRoot } from 'react-dom/client';
import type { SavePinRequest } from '~/lib/content/saving/client/save-picker-request.ts';
import { Toaster } from '../ui/Toaster.tsx';
// The styles travel in this lazy chunk, like the auth modal's: pages pay nothing until a save.
import styles from './BoardPicker.css?inline';
import { BoardPicker } from './BoardPicker.tsx';

/** The open picker's request (one picker per page), or null while closed. */
const $pickerRequest = atom<{ request: SavePinRequest; n: number } | null>(null);
let opened = 0;
let mounted = false;

function PickerHost({ withToaster }: { withToaster: boolean }) {
	const current = useStore($pickerRequest);
	return (
		<>
			{withToaster && <Toaster />}
			{current && (
				<BoardPicker
					key={current.n}
					request={current.request}
					onClose={() => $pickerRequest.set(null)}
				/>
			)}
		</>
	);
}

/**
 * Opens the board picker for a pin, mounting its root at the end of `<body>` on first use. The
 * page's own toaster shows "Saved to …" when there is one; otherwise the root brings one.
 */
export function openBoardPicker(request: SavePinRequest): void {
	if (!mounted) {
		mounted = true;
		const style = document.createElement('style');
		style.textContent = styles;
		document.head.append(style);
		const container = document.createElement('div');
		container.id = 'save-picker-root';
		document.body.append(container);
		const withToaster = document.querySelector('.toaster') === null;
		createRoot(container).render(<PickerHost withToaster={withToaster} />);
	}
	$pickerRequest.set({ request, n: ++opened });
}
