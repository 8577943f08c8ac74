import { lazy, Suspense, useRef, useState } from 'react';
import {
	clearReaction,
	setDone,
	setFavorite,
	setReaction,
} from '~/lib/content/pins/client/pins.api.ts';
import { REACTION_TYPES, type ReactionType, reactionLabel } from '~/lib/content/pins/reactions.ts';
import { formatNumber } from '~/lib/platform/i18n/format.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import pinActions from '~/messages/pin-actions/index.ts';
import { reactIsland } from '../react-island.ts';
import type { PinEditable, PinPlace, PinVideoCover } from './PinOptionsMenu.tsx';
import './pin-actions.css';
import { loadChunk } from '~/lib/platform/client/chunk-load.ts';

// Hide, report, edit and delete are rarely used: their code loads on the first click.
const PinOptionsMenu = lazy(() => loadChunk(() => import('./PinOptionsMenu.tsx')));

interface Props {
	pinId: string;
	reactionCounts: Record<string, number>;
	reactionByMe: number | null;
	favoritedByMe: boolean;
	favoriteCount: number;
	doneByMe: boolean;
	doneCount: number;
	/** The pinner or the board owner: may edit the text. */
	canEdit: boolean;
	/** The pinner, the board owner or a collaborator: may delete. */
	canDelete: boolean;
	/** Where to go after a delete (the board). */
	afterDeleteUrl: string;
	editable: PinEditable;
	/** The pin's board and section, for a move from the editor. */
	place?: PinPlace;
	/** The pinner's video pin: its cover frames (U-23). */
	video?: PinVideoCover | null;
}

/**
 * The signed-in closeup's reactions (PIN-13), favorite and done (PIN-20) toggles, and a
 * "Pin options" button whose menu (hide, report, edit, delete) loads lazily. A count shows only
 * while it is above zero.
 */
export const PinCloseupActions = reactIsland(function PinCloseupActions(props: Props) {
	const t = pinActions();
	const [counts, setCounts] = useState(props.reactionCounts);
	const [mine, setMine] = useState(props.reactionByMe);
	const [fav, setFav] = useState({ on: props.favoritedByMe, count: props.favoriteCount });
	const [done, setDoneState] = useState({ on: props.doneByMe, count: props.doneCount });
	const [busy, setBusy] = useState(false);
	const [menuOpen, setMenuOpen] = useState(false);
	const menuButton = useRef<HTMLButtonElement>(null);

	async function run(task: () => Promise<void>) {
		if (busy) return;
		setBusy(true);
		try {
			await task();
		} catch (error) {
			showToast(error instanceof Error && error.message ? error.message : t.somethingWentWrong());
		} finally {
			setBusy(false);
		}
	}

	const react = (type: number) =>
		run(async () => {
			const state =
				mine === type ? await clearReaction(props.pinId) : await setReaction(props.pinId, type);
			setCounts(state.reaction_counts);
			setMine(state.reaction_by_me);
		});
	const toggleFavorite = () =>
		run(async () => {
			const state = await setFavorite(props.pinId, !fav.on);
			setFav({ on: state.favorited_by_me, count: state.favorite_user_count });
		});
	const toggleDone = () =>
		run(async () => {
			const state = await setDone(props.pinId, !done.on);
			setDoneState({ on: state.done_by_me, count: state.done_count });
		});

	return (
		<div className="pin-actions">
			<fieldset className="pin-actions__reactions">
				<legend className="visually-hidden">{t.reactions()}</legend>
				{Object.keys(REACTION_TYPES).map((type) => {
					const n = counts[type] ?? 0;
					const label = reactionLabel(Number(type) as ReactionType);
					return (
						<button
							key={type}
							type="button"
							className="pin-actions__reaction"
							aria-pressed={mine === Number(type)}
							aria-label={n ? t.reactionWithCount({ label, count: formatNumber(n) }) : label}
							onClick={() => react(Number(type))}
						>
							<span aria-hidden="true">
								{type === '1' ? '♥ ' : ''}
								{label}
								{n > 0 ? ` ${formatNumber(n)}` : ''}
							</span>
						</button>
					);
				})}
			</fieldset>
			<button type="button" className="button" aria-pressed={fav.on} onClick={toggleFavorite}>
				{fav.on ? t.favorited() : t.favorite()}
				{fav.count > 0 ? ` · ${formatNumber(fav.count)}` : ''}
			</button>
			<button type="button" className="button" aria-pressed={done.on} onClick={toggleDone}>
				{done.on ? t.triedIt() : t.iTriedThis()}
				{done.count > 0 ? ` · ${formatNumber(done.count)}` : ''}
			</button>
			<button
				ref={menuButton}
				type="button"
				className="button"
				aria-haspopup="dialog"
				aria-expanded={menuOpen}
				onClick={() => setMenuOpen(true)}
			>
				{t.pinOptions()}
			</button>
			{menuOpen && (
				<Suspense fallback={<span className="pin-actions__loading">{t.loading()}</span>}>
					<PinOptionsMenu
						pinId={props.pinId}
						canEdit={props.canEdit}
						canDelete={props.canDelete}
						afterDeleteUrl={props.afterDeleteUrl}
						editable={props.editable}
						place={props.place}
						video={props.video}
						onClose={() => setMenuOpen(false)}
						returnFocusTo={() => menuButton.current}
					/>
				</Suspense>
			)}
		</div>
	);
});
