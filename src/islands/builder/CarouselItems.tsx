import builderMessages from '~/messages/builder/index.ts';
import { moveItem } from './carousel.ts';
import type { DraftItem } from './draft-types.ts';
import { previewOf } from './ProductTags.tsx';

interface Props {
	items: DraftItem[];
	current: number;
	onCurrent: (index: number) => void;
	onItems: (items: DraftItem[]) => void;
}

/** A carousel's pictures in order: pick one to edit its tags, move it, or remove it. */
export function CarouselItems({ items, current, onCurrent, onItems }: Props) {
	const t = builderMessages();
	return (
		<section className="builder-carousel" aria-label={t.carouselLabel()}>
			<h3 className="builder-label">{t.carouselHeading({ count: items.length })}</h3>
			<ol className="builder-carousel__list">
				{items.map((item, i) => {
					const p = previewOf(item);
					const n = i + 1;
					return (
						<li key={item.id ?? `new-${i}`} className="builder-carousel__item">
							<button
								type="button"
								className="builder-carousel__pick"
								aria-pressed={i === current}
								aria-label={t.carouselPicture({ n })}
								onClick={() => onCurrent(i)}
							>
								{p && <img src={p.url} alt="" width="64" height="64" />}
							</button>
							<div className="builder-row">
								<button
									type="button"
									className="builder-icon-button"
									aria-label={t.carouselMoveEarlier({ n })}
									disabled={i === 0}
									onClick={() => onItems(moveItem(items, i, -1))}
								>
									<span className="builder-carousel__arrow" aria-hidden="true">
										←
									</span>
								</button>
								<button
									type="button"
									className="builder-icon-button"
									aria-label={t.carouselMoveLater({ n })}
									disabled={i === items.length - 1}
									onClick={() => onItems(moveItem(items, i, 1))}
								>
									<span className="builder-carousel__arrow" aria-hidden="true">
										→
									</span>
								</button>
								<button
									type="button"
									className="builder-icon-button"
									aria-label={t.carouselRemove({ n })}
									disabled={items.length <= 1}
									onClick={() => {
										onItems(items.filter((_, j) => j !== i));
										if (current >= items.length - 1) onCurrent(Math.max(0, items.length - 2));
									}}
								>
									<span aria-hidden="true">×</span>
								</button>
							</div>
						</li>
					);
				})}
			</ol>
		</section>
	);
}
