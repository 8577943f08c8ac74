import type { StoryBlock } from '~/lib/content/stories/story-data.ts';
import { STORY_TEXT_MAX } from '~/lib/content/stories/story-rules.ts';
import { formatNumber } from '~/lib/platform/i18n/format.ts';
import { richParts } from '~/lib/platform/i18n/rich-text.ts';
import storyEditor from '~/messages/story-editor/index.ts';
import { StoryTextOptions } from './StoryTextOptions.tsx';

interface Props {
	block: StoryBlock;
	/** The block's place on its page (0-based) and how many blocks the page has. */
	index: number;
	count: number;
	/** A prefix unique to this block on this page, for its fields' ids. */
	fid: string;
	onChange(fields: Partial<StoryBlock>): void;
	/** Moves the block one place back (-1) or forward (1). */
	onMove(by: -1 | 1): void;
	onRemove(): void;
}

/**
 * One block of a story page, as a group named "{name} {n}": a heading or text block's words and
 * options, or a picture's or video's place and size; then move back, move forward and remove.
 */
export function StoryBlockFields({ block, index, count, fid, onChange, onMove, onRemove }: Props) {
	const t = storyEditor();
	const isText = block.type === 'heading' || block.type === 'paragraph';
	const n = index + 1;
	const which = t.blockWhich({ type: block.type, n });
	return (
		<fieldset className="story-editor__block">
			<legend>{t.blockLegend({ type: block.type, n })}</legend>
			{isText && (
				<>
					<label htmlFor={`${fid}-text`}>{t.blockName({ type: block.type })}</label>
					<textarea
						id={`${fid}-text`}
						value={block.text}
						maxLength={STORY_TEXT_MAX}
						rows={block.type === 'heading' ? 2 : 3}
						onChange={(e) => onChange({ text: e.target.value })}
					/>
					<StoryTextOptions block={block} fid={fid} onChange={onChange} />
				</>
			)}
			{!isText && (
				<div className="story-editor__options">
					<Range
						id={`${fid}-left`}
						label={t.fromLeft()}
						value={block.edits.left}
						min={0}
						max={1}
						onChange={(left) => onChange({ edits: { ...block.edits, left } })}
					/>
					<Range
						id={`${fid}-top`}
						label={t.fromTop()}
						value={block.edits.top}
						min={0}
						max={1}
						onChange={(top) => onChange({ edits: { ...block.edits, top } })}
					/>
					<Range
						id={`${fid}-scale`}
						label={t.size()}
						value={block.edits.scale}
						min={0.1}
						max={2}
						onChange={(scale) => onChange({ edits: { ...block.edits, scale } })}
					/>
				</div>
			)}
			<div className="story-editor__row">
				<BlockButton
					words={t.moveBack({ block: which })}
					disabled={index === 0}
					onClick={() => onMove(-1)}
				/>
				<BlockButton
					words={t.moveForward({ block: which })}
					disabled={index === count - 1}
					onClick={() => onMove(1)}
				/>
				<BlockButton words={t.remove({ block: which })} onClick={onRemove} />
			</div>
		</fieldset>
	);
}

/**
 * A block's button: its visible words, and for screen readers which block ("heading 2"), the
 * message's `<which>` part.
 */
function BlockButton({
	words,
	disabled,
	onClick,
}: {
	words: string;
	disabled?: boolean;
	onClick(): void;
}) {
	return (
		<button type="button" className="button" disabled={disabled} onClick={onClick}>
			{richParts(words).map((part, i) =>
				part.tag === 'which' ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
					<span key={i} className="visually-hidden">
						{part.text}
					</span>
				) : (
					part.text
				),
			)}
		</button>
	);
}

function Range({
	id,
	label,
	value,
	min,
	max,
	onChange,
}: {
	id: string;
	label: string;
	value: number;
	min: number;
	max: number;
	onChange(value: number): void;
}) {
	return (
		<div className="story-editor__field">
			<label htmlFor={id}>{label}</label>
			<input
				id={id}
				type="range"
				min={min}
				max={max}
				step={0.01}
				value={value}
				aria-valuetext={formatNumber(value, { style: 'percent' })}
				onChange={(e) => onChange(Number(e.target.value))}
			/>
		</div>
	);
}
