import { useRef } from 'react';
import { cutOutAspect } from '~/lib/content/collage/collage-geometry.ts';
import collageMessages from '~/messages/collage/index.ts';
import { describeItem, type PlacedItem } from './collage-state.ts';

/** What the board asks its owner to do; the owner changes the list. */
export interface BoardActions {
	select(id: string): void;
	move(id: string, dx: number, dy: number): void;
	place(id: string, x: number, y: number): void;
	scaleTo(id: string, scale: number): void;
	grow(id: string, factor: number): void;
	restack(id: string, step: 1 | -1): void;
	remove(id: string): void;
}

interface Props {
	items: readonly PlacedItem[];
	selectedId: string | null;
	actions: BoardActions;
	/** Id of the text that says which keys do what. */
	hintId: string;
}

const pct = (v: number) => `${v * 100}%`;
/** Arrow keys move 1% of the board; with Shift 10%. */
const STEP = 0.01;
const BIG_STEP = 0.1;
/** `+` and `-` grow and shrink by a tenth. */
export const GROW = 1.1;

/** The cut-out's picture, drawn so that only the crop shows, filling its box. */
function CutOut({ item }: { item: PlacedItem }) {
	const { crop, picture } = item;
	return (
		<img
			className="collage-board__picture"
			src={picture.url}
			alt=""
			draggable={false}
			style={{
				width: pct(1 / crop.w),
				height: pct(1 / crop.h),
				left: pct(-crop.x / crop.w),
				top: pct(-crop.y / crop.h),
				backgroundColor: picture.color,
			}}
		/>
	);
}

/**
 * The 2:3 board (BLD-21): positioned elements, not an HTML canvas, so every cut-out is a button
 * a keyboard reaches. On a focused cut-out the arrow keys move it (Shift: further), `+` and `-`
 * scale it, Page Up and Page Down restack it, Delete removes it; a pointer drags it, and the
 * selected one's corner handle scales it.
 */
export function CollageBoard({ items, selectedId, actions, hintId }: Props) {
	const t = collageMessages();
	const board = useRef<HTMLElement>(null);
	const drag = useRef<{
		id: string;
		mode: 'move' | 'scale';
		startX: number;
		startY: number;
		item: PlacedItem;
	} | null>(null);

	function onKeyDown(event: React.KeyboardEvent, item: PlacedItem) {
		const step = event.shiftKey ? BIG_STEP : STEP;
		const moves: Record<string, [number, number]> = {
			ArrowLeft: [-step, 0],
			ArrowRight: [step, 0],
			ArrowUp: [0, -step],
			ArrowDown: [0, step],
		};
		const move = moves[event.key];
		if (move) actions.move(item.id, move[0], move[1]);
		else if (event.key === '+' || event.key === '=') actions.grow(item.id, GROW);
		else if (event.key === '-' || event.key === '_') actions.grow(item.id, 1 / GROW);
		else if (event.key === 'PageUp') actions.restack(item.id, 1);
		else if (event.key === 'PageDown') actions.restack(item.id, -1);
		else if (event.key === 'Delete' || event.key === 'Backspace') actions.remove(item.id);
		else return;
		event.preventDefault();
		actions.select(item.id);
	}

	function start(event: React.PointerEvent, item: PlacedItem, mode: 'move' | 'scale') {
		if (event.button !== 0) return;
		event.stopPropagation();
		(event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
		drag.current = { id: item.id, mode, startX: event.clientX, startY: event.clientY, item };
		actions.select(item.id);
	}
	function onPointerMove(event: React.PointerEvent) {
		const d = drag.current;
		const box = board.current?.getBoundingClientRect();
		if (!d || !box) return;
		const dx = (event.clientX - d.startX) / box.width;
		const dy = (event.clientY - d.startY) / box.height;
		if (d.mode === 'move') actions.place(d.id, d.item.x + dx, d.item.y + dy);
		else actions.scaleTo(d.id, d.item.scale + dx);
	}
	function end() {
		drag.current = null;
	}

	return (
		<section className="collage-board" ref={board} aria-label={t.boardLabel()}>
			{items.length === 0 && <p className="collage-board__empty">{t.boardEmpty()}</p>}
			{items.map((item, index) => {
				const selected = item.id === selectedId;
				const aspect = cutOutAspect(item.crop, item.picture.width, item.picture.height);
				return (
					<div
						key={item.id}
						className={`collage-board__item${selected ? ' is-selected' : ''}`}
						style={{
							left: pct(item.x),
							top: pct(item.y),
							width: pct(item.scale),
							aspectRatio: String(aspect),
							zIndex: index + 1,
						}}
					>
						<button
							type="button"
							className="collage-board__cutout"
							aria-label={describeItem(item, index, items.length)}
							aria-describedby={hintId}
							aria-pressed={selected}
							data-item-id={item.id}
							onClick={() => actions.select(item.id)}
							onKeyDown={(e) => onKeyDown(e, item)}
							onPointerDown={(e) => start(e, item, 'move')}
							onPointerMove={onPointerMove}
							onPointerUp={end}
							onPointerCancel={end}
						>
							<CutOut item={item} />
						</button>
						{selected && (
							<span
								className="collage-board__handle"
								aria-hidden="true"
								onPointerDown={(e) => start(e, item, 'scale')}
								onPointerMove={onPointerMove}
								onPointerUp={end}
								onPointerCancel={end}
							/>
						)}
					</div>
				);
			})}
		</section>
	);
}
