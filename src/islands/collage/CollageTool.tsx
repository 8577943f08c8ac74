import { useState } from 'react';
import type { SourcePicture } from '~/lib/content/collage/client/collage.api.ts';
import type { CollageBoardChoice } from '~/lib/content/collage/collage.ts';
import { MAX_COLLAGE_ITEMS } from '~/lib/content/collage/collage.ts';
import collageMessages from '~/messages/collage/index.ts';
import { reactIsland } from '../react-island.ts';
import { type BoardActions, CollageBoard, GROW } from './CollageBoard.tsx';
import { CropEditor } from './CropEditor.tsx';
import {
	addItem,
	cropItem,
	moveItem,
	type PlacedItem,
	placeItem,
	removeItem,
	restackItem,
	scaleItem,
} from './collage-state.ts';
import { PublishForm } from './PublishForm.tsx';
import { SourcePicker } from './SourcePicker.tsx';
import './collage.css';

interface Props {
	username: string;
	boards: CollageBoardChoice[];
}

/**
 * BLD-21: the collage tool. The board (`CollageBoard`) holds the cut-outs; the side panel adds
 * pictures (`SourcePicker`), works on the selected cut-out (cut out, scale, restack, remove:
 * every control a labelled button, so the keyboard alone suffices) and publishes
 * (`PublishForm`).
 */
export const CollageTool = reactIsland(function CollageTool({ username, boards }: Props) {
	const t = collageMessages();
	const [items, setItems] = useState<PlacedItem[]>([]);
	const [selectedId, setSelectedId] = useState<string | null>(null);
	const [cropping, setCropping] = useState(false);
	const [status, setStatus] = useState('');
	const selectedIndex = items.findIndex((i) => i.id === selectedId);
	const selected = selectedIndex >= 0 ? items[selectedIndex]! : null;

	const focusItem = (id: string) =>
		requestAnimationFrame(() =>
			document.querySelector<HTMLElement>(`[data-item-id="${id}"]`)?.focus(),
		);

	const actions: BoardActions = {
		select: (id) => setSelectedId(id),
		move: (id, dx, dy) => setItems((list) => moveItem(list, id, dx, dy)),
		place: (id, x, y) => setItems((list) => placeItem(list, id, x, y)),
		scaleTo: (id, scale) => setItems((list) => scaleItem(list, id, scale)),
		grow: (id, factor) =>
			setItems((list) => {
				const item = list.find((i) => i.id === id);
				return item ? scaleItem(list, id, item.scale * factor) : list;
			}),
		restack: (id, step) => {
			setItems((list) => restackItem(list, id, step));
			setStatus(step > 0 ? t.broughtForward() : t.sentBackward());
			focusItem(id);
		},
		remove: (id) => {
			setItems((list) => removeItem(list, id));
			setSelectedId(null);
			setCropping(false);
			setStatus(t.cutOutRemoved());
		},
	};

	function onPick(picture: SourcePicture) {
		if (items.length >= MAX_COLLAGE_ITEMS) return;
		const next = addItem(items, picture);
		const added = next[next.length - 1]!;
		setItems(next);
		setSelectedId(added.id);
		setCropping(false);
		setStatus(t.addedToBoard({ label: picture.label }));
	}

	return (
		<div className="collage-tool">
			<div className="collage-tool__stage">
				<CollageBoard
					items={items}
					selectedId={selectedId}
					actions={actions}
					hintId="collage-keys"
				/>
				<p className="collage-panel__hint" id="collage-keys">
					{t.keysHint()}
				</p>
				<p className="collage-panel__status" role="status" aria-live="polite">
					{status}
				</p>
			</div>
			<div className="collage-tool__side">
				{selected && !cropping && (
					<section className="collage-selected" aria-labelledby="collage-selected-title">
						<h2 id="collage-selected-title" className="collage-panel__title">
							{t.selectedHeading()}
						</h2>
						<p className="collage-selected__name">{selected.picture.label}</p>
						<div className="collage-panel__row collage-panel__row--wrap">
							<button type="button" className="button" onClick={() => setCropping(true)}>
								{t.cutOut()}
							</button>
							<button
								type="button"
								className="button"
								onClick={() => actions.grow(selected.id, GROW)}
							>
								{t.bigger()}
							</button>
							<button
								type="button"
								className="button"
								onClick={() => actions.grow(selected.id, 1 / GROW)}
							>
								{t.smaller()}
							</button>
							<button
								type="button"
								className="button"
								disabled={selectedIndex === items.length - 1}
								onClick={() => actions.restack(selected.id, 1)}
							>
								{t.bringForward()}
							</button>
							<button
								type="button"
								className="button"
								disabled={selectedIndex === 0}
								onClick={() => actions.restack(selected.id, -1)}
							>
								{t.sendBackward()}
							</button>
							<button type="button" className="button" onClick={() => actions.remove(selected.id)}>
								{t.remove()}
							</button>
						</div>
					</section>
				)}
				{selected && cropping && (
					<CropEditor
						item={selected}
						onChange={(crop) => setItems((list) => cropItem(list, selected.id, crop))}
						onDone={() => {
							setCropping(false);
							focusItem(selected.id);
						}}
					/>
				)}
				<SourcePicker
					username={username}
					canAdd={items.length < MAX_COLLAGE_ITEMS}
					onPick={onPick}
				/>
				<PublishForm items={items} boards={boards} />
			</div>
		</div>
	);
});
