import { useRef } from 'react';
import { type CollageCrop, MIN_CROP_SIDE, WHOLE_PICTURE } from '~/lib/content/collage/collage.ts';
import { formatNumber } from '~/lib/platform/i18n/format.ts';
import { type CropBoxRules, cropForKey, moveCrop, resizeCrop } from '~/lib/platform/ui/crop-box.ts';
import collageMessages from '~/messages/collage/index.ts';
import type { PlacedItem } from './collage-state.ts';

interface Props {
	item: PlacedItem;
	onChange(crop: CollageCrop): void;
	onDone(): void;
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
/** The cut-out box: arrow keys move it by 5% of the picture, with Alt by 1%. */
const CUT_OUT_BOX: CropBoxRules = { minSide: MIN_CROP_SIDE, step: 0.05, fineStep: 0.01 };
const whole = (v: number) => formatNumber(v, { style: 'percent' });

/**
 * Chooses the rectangle of a picture a cut-out shows: a box over the whole picture that arrow
 * keys move (Shift and arrows resize, Alt for small steps), a pointer drags, and its corner
 * handle resizes. Every change shows on the board at once.
 */
export function CropEditor({ item, onChange, onDone }: Props) {
	const t = collageMessages();
	const frame = useRef<HTMLDivElement>(null);
	const drag = useRef<{ x: number; y: number; start: CollageCrop; mode: 'move' | 'resize' } | null>(
		null,
	);
	const { crop, picture } = item;

	function onKeyDown(event: React.KeyboardEvent) {
		const next = cropForKey(
			crop,
			event.key,
			{ shift: event.shiftKey, alt: event.altKey },
			CUT_OUT_BOX,
		);
		if (!next) return;
		event.preventDefault();
		onChange(next);
	}
	function start(event: React.PointerEvent, mode: 'move' | 'resize') {
		if (event.button !== 0) return;
		event.stopPropagation();
		(event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
		drag.current = { x: event.clientX, y: event.clientY, start: crop, mode };
	}
	function onPointerMove(event: React.PointerEvent) {
		const d = drag.current;
		const box = frame.current?.getBoundingClientRect();
		if (!d || !box) return;
		const dx = (event.clientX - d.x) / box.width;
		const dy = (event.clientY - d.y) / box.height;
		onChange(
			d.mode === 'move'
				? moveCrop(d.start, dx, dy)
				: resizeCrop(d.start, dx, dy, CUT_OUT_BOX.minSide),
		);
	}
	function end() {
		drag.current = null;
	}

	return (
		<section className="collage-crop" aria-labelledby="collage-crop-title">
			<h2 id="collage-crop-title" className="collage-panel__title">
				{t.cropHeading()}
			</h2>
			<p className="collage-panel__hint" id="collage-crop-hint">
				{t.cropHint()}
			</p>
			<div
				className="collage-crop__frame"
				ref={frame}
				style={{
					aspectRatio: `${picture.width}/${picture.height}`,
					width: `min(100%, calc(60vh * ${picture.width / picture.height}))`,
				}}
			>
				<img src={picture.url} alt="" draggable={false} />
				<div
					className="collage-crop__box"
					role="slider"
					tabIndex={0}
					aria-label={t.cropLabel()}
					aria-describedby="collage-crop-hint"
					aria-valuemin={0}
					aria-valuemax={100}
					aria-valuenow={Math.round(crop.x * 100)}
					aria-valuetext={t.cropValue({
						x: whole(crop.x),
						y: whole(crop.y),
						w: whole(crop.w),
						h: whole(crop.h),
					})}
					style={{ left: pct(crop.x), top: pct(crop.y), width: pct(crop.w), height: pct(crop.h) }}
					onKeyDown={onKeyDown}
					onPointerDown={(e) => start(e, 'move')}
					onPointerMove={onPointerMove}
					onPointerUp={end}
					onPointerCancel={end}
				>
					<span
						className="collage-crop__handle"
						aria-hidden="true"
						onPointerDown={(e) => start(e, 'resize')}
						onPointerMove={onPointerMove}
						onPointerUp={end}
						onPointerCancel={end}
					/>
				</div>
			</div>
			<div className="collage-panel__row">
				<button type="button" className="button" onClick={() => onChange(WHOLE_PICTURE)}>
					{t.wholePicture()}
				</button>
				<button type="button" className="button button--primary" onClick={onDone}>
					{t.doneCutting()}
				</button>
			</div>
		</section>
	);
}
