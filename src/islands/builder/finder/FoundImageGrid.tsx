import { type KeyboardEvent, useState } from 'react';
import type { FoundImage } from '~/lib/content/image-finder/page-images.ts';
import builderFinder from '~/messages/builder-finder/index.ts';

interface Props {
	images: readonly FoundImage[];
	selected: string | null;
	/** The heading naming the list. */
	labelledBy: string;
	disabled: boolean;
	onSelect(url: string): void;
}

const STEPS: Record<string, (columns: number) => number> = {
	ArrowRight: () => 1,
	ArrowLeft: () => -1,
	ArrowDown: (columns) => columns,
	ArrowUp: (columns) => -columns,
};

/** Arrow keys move the focus across the grid (Tab still visits every picture). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
	const step = STEPS[event.key];
	if (!step) return;
	const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
	const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
	if (at < 0) return;
	const columns = getComputedStyle(event.currentTarget).gridTemplateColumns.split(' ').length;
	const next = buttons[at + step(columns)];
	if (!next) return;
	event.preventDefault();
	next.focus();
}

/**
 * The found images as toggle buttons (one chosen at a time). Each button is named by the
 * image's alt text, or by its place when the page gave none. Pictures that fail to load in the
 * browser (gone, or refused to other sites) leave the grid.
 */
export function FoundImageGrid({ images, selected, labelledBy, disabled, onSelect }: Props) {
	const t = builderFinder();
	const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
	const shown = images.filter((image) => !broken.has(image.url));
	return (
		<ul className="image-finder__grid" aria-labelledby={labelledBy} onKeyDown={moveFocus}>
			{shown.map((image, i) => {
				const chosen = image.url === selected;
				return (
					<li key={image.url} className="image-finder__item">
						<button
							type="button"
							className="image-finder__pick"
							aria-pressed={chosen}
							aria-label={image.alt ? undefined : t.imageOf({ n: i + 1, count: shown.length })}
							disabled={disabled}
							onClick={() => onSelect(image.url)}
						>
							<img
								className="image-finder__img"
								src={image.url}
								alt={image.alt}
								loading="lazy"
								decoding="async"
								referrerPolicy="no-referrer"
								{...(image.width && image.height
									? { width: image.width, height: image.height }
									: {})}
								onError={() => setBroken((prev) => new Set(prev).add(image.url))}
							/>
							{chosen && (
								<span className="image-finder__check" aria-hidden="true">
									✓
								</span>
							)}
						</button>
					</li>
				);
			})}
		</ul>
	);
}
