import { useStore } from '@nanostores/react';
import { type MouseEvent, useEffect, useState } from 'react';
import {
	requestSavedInfo,
	requestSavePicker,
} from '~/lib/content/saving/client/save-picker-request.ts';
import { $savedPins, viewerSignedIn } from '~/lib/content/saving/client/saving.store.ts';
import saveButtonMessages from '~/messages/saving-button/index.ts';
import { reactIsland } from '../react-island.ts';
import './SaveButton.css';
import { SavedToBoard } from './SavedToBoard.tsx';

interface Props {
	pinId: string;
	pinTitle: string;
}

/**
 * The closeup's Save control. It is a link to `/pin/{id}/repin/` (the save page that works
 * without JavaScript), enhanced:
 * - signed out: it carries `data-auth-modal`, so the header's listener opens the login modal
 *   (this island imports none of the modal's code);
 * - signed in: it asks the picker's script (loaded by URL, `save-picker-request.ts`) for the
 *   viewer's savedInfo (PIN-10) and shows "Saved" with a link to the board; a click opens the
 *   board picker. None of that code is in this island, so signed-out pages stay light.
 */
export const SaveButton = reactIsland(function SaveButton({ pinId, pinTitle }: Props) {
	const t = saveButtonMessages();
	const saved = useStore($savedPins)[pinId];
	// Unknown until hydrated: the server render is the same for everyone.
	const [signedIn, setSignedIn] = useState<boolean | null>(null);
	useEffect(() => {
		const yes = viewerSignedIn();
		setSignedIn(yes);
		if (yes) void requestSavedInfo(pinId);
	}, [pinId]);
	const href = `/pin/${pinId}/repin/`;

	function onClick(event: MouseEvent<HTMLAnchorElement>) {
		if (!signedIn || event.button !== 0) return;
		if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
		event.preventDefault();
		const opener = event.currentTarget;
		void requestSavePicker({ pinId, pinTitle, opener }).then((opened) => {
			if (!opened) location.assign(href);
		});
	}

	return (
		<span className="save-button">
			<a
				className={`button button--primary save-button__save${saved ? ' is-saved' : ''}`}
				href={href}
				onClick={onClick}
				{...(signedIn === false
					? { 'data-auth-modal': 'login', 'data-auth-heading': t.loginToSave() }
					: {})}
			>
				{saved ? t.saved() : t.save()}
			</a>
			{saved && (
				<span className="save-button__where">
					<SavedToBoard message={t.savedTo({ title: '' })} board={saved} />
				</span>
			)}
		</span>
	);
});
