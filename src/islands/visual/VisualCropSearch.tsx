import { useEffect, useRef, useState } from 'react';
import {
	type Crop,
	MIN_CROP_SIDE,
	type PresetCropId,
	presetCropLabel,
} from '~/lib/discovery/visual/crop.ts';
import { formatNumber } from '~/lib/platform/i18n/format.ts';
import { type CropBoxRules, cropForKey, moveCrop } from '~/lib/platform/ui/crop-box.ts';
import visualCrop from '~/messages/visual-crop/index.ts';
import { type SimilarPinCard, searchByCrop } from '../../lib/discovery/visual/client/visual.api.ts';
import { reactIsland } from '../react-island.ts';
import './VisualCropSearch.css';

interface Props {
	pinId: string;
	image: { url: string; width: number; height: number; alt: string };
	/** The crop the server rendered results for. */
	initialCrop: Crop;
	/** Crops offered as buttons (the same as the page's links). */
	presets: readonly { id: PresetCropId; crop: Crop }[];
	/** Id of the server-rendered results, hidden once live results replace them. */
	serverResultsId: string;
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
/** A share of the picture for people, in the page's language (`25%`, `25 %`, `٪٢٥`). */
const spokenPct = (v: number) => formatNumber(v, { style: 'percent', maximumFractionDigits: 1 });
/** The crop box: arrow keys move it by 5% of the picture (Alt makes no finer step here). */
const CROP_BOX: CropBoxRules = { minSide: MIN_CROP_SIDE, step: 0.05 };

/**
 * SRC-06 crop control: a box over the picture that arrow keys move (Shift+arrows resize) and a
 * pointer drags, plus preset buttons. Each settled change asks `VisualLiveSearchResource` for
 * pins that look like the boxed region and shows them in place of the server's list.
 */
export const VisualCropSearch = reactIsland(function VisualCropSearch({
	pinId,
	image,
	initialCrop,
	presets,
	serverResultsId,
}: Props) {
	const t = visualCrop();
	const [crop, setCrop] = useState<Crop>(initialCrop);
	const [results, setResults] = useState<SimilarPinCard[] | null>(null);
	const [status, setStatus] = useState('');
	const frame = useRef<HTMLDivElement>(null);
	const drag = useRef<{ x: number; y: number; start: Crop } | null>(null);
	const first = useRef(true);

	useEffect(() => {
		if (first.current) {
			first.current = false;
			return;
		}
		let live = true;
		setStatus(t.searching());
		const timer = setTimeout(async () => {
			try {
				const found = await searchByCrop(pinId, crop);
				if (!live) return;
				setResults(found);
				setStatus(t.found({ count: found.length }));
				document.getElementById(serverResultsId)?.setAttribute('hidden', '');
			} catch {
				if (live) setStatus(t.failed());
			}
		}, 250);
		return () => {
			live = false;
			clearTimeout(timer);
		};
	}, [crop, pinId, serverResultsId, t]);

	function onKeyDown(event: React.KeyboardEvent) {
		const next = cropForKey(crop, event.key, { shift: event.shiftKey }, CROP_BOX);
		if (!next) return;
		event.preventDefault();
		setCrop(next);
	}
	function onPointerDown(event: React.PointerEvent) {
		(event.target as HTMLElement).setPointerCapture(event.pointerId);
		drag.current = { x: event.clientX, y: event.clientY, start: crop };
	}
	function onPointerMove(event: React.PointerEvent) {
		const d = drag.current;
		const box = frame.current?.getBoundingClientRect();
		if (!d || !box) return;
		setCrop(
			moveCrop(d.start, (event.clientX - d.x) / box.width, (event.clientY - d.y) / box.height),
		);
	}
	function onPointerUp() {
		drag.current = null;
	}

	return (
		<div className="crop-search">
			<div
				className="crop-search__frame"
				ref={frame}
				style={{ aspectRatio: `${image.width}/${image.height}` }}
			>
				<img src={image.url} width={image.width} height={image.height} alt={image.alt} />
				<div
					className="crop-search__box"
					role="slider"
					tabIndex={0}
					aria-label={t.boxLabel()}
					aria-valuetext={t.boxValue({
						x: spokenPct(crop.x),
						y: spokenPct(crop.y),
						w: spokenPct(crop.w),
						h: spokenPct(crop.h),
					})}
					aria-valuemin={0}
					aria-valuemax={100}
					aria-valuenow={Math.round(crop.x * 100)}
					style={{ left: pct(crop.x), top: pct(crop.y), width: pct(crop.w), height: pct(crop.h) }}
					onKeyDown={onKeyDown}
					onPointerDown={onPointerDown}
					onPointerMove={onPointerMove}
					onPointerUp={onPointerUp}
				/>
			</div>
			<fieldset className="crop-search__presets">
				<legend className="visually-hidden">{t.presetsLegend()}</legend>
				{presets.map((p) => (
					<button key={p.id} type="button" className="button" onClick={() => setCrop(p.crop)}>
						{presetCropLabel(p.id)}
					</button>
				))}
			</fieldset>
			<p className="crop-search__status" role="status" aria-live="polite">
				{status}
			</p>
			{results && (
				<ul className="crop-search__results" aria-label={t.resultsLabel()}>
					{results.map((pin) => {
						const img = pin.images['236x'];
						const title = pin.title || pin.description || t.pinFallback();
						return (
							<li key={pin.id}>
								<a href={`/pin/${pin.id}/`}>
									<img
										src={img.url}
										width={img.width}
										height={img.height}
										alt={pin.altText || title}
										loading="lazy"
										style={{ backgroundColor: pin.dominantColor }}
									/>
									<span>{title}</span>
								</a>
							</li>
						);
					})}
				</ul>
			)}
		</div>
	);
});
