import type { StoryBlock } from '~/lib/content/stories/story-data.ts';
import { STORY_TEXT_MAX } from '~/lib/content/stories/story-rules.ts';
import { StoryTextOptions } from './StoryTextOptions.tsx';

/** What the editor calls a block: "Heading", "Text", "Picture" or "Video". */
export function storyBlockName(block: StoryBlock): string {
	if (block.type === 'heading') return 'Heading';
	if (block.type === 'paragraph') return 'Text';
	return block.type === 'image' ? 'Picture' : 'Video';
}

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
	const isText = block.type === 'heading' || block.type === 'paragraph';
	const name = storyBlockName(block);
	const which = `${name.toLowerCase()} ${index + 1}`;
	return (
		<fieldset className="story-editor__block">
			<legend>
				{name} {index + 1}
			</legend>
			{isText && (
				<>
					<label htmlFor={`${fid}-text`}>{name}</label>
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
						label="From the left"
						value={block.edits.left}
						min={0}
						max={1}
						onChange={(left) => onChange({ edits: { ...block.edits, left } })}
					/>
					<Range
						id={`${fid}-top`}
						label="From the top"
						value={block.edits.top}
						min={0}
						max={1}
						onChange={(top) => onChange({ edits: { ...block.edits, top } })}
					/>
					<Range
						id={`${fid}-scale`}
						label="Size"
						value={block.edits.scale}
						min={0.1}
						max={2}
						onChange={(scale) => onChange({ edits: { ...block.edits, scale } })}
					/>
				</div>
			)}
			<div className="story-editor__row">
				<BlockButton
					label="Move back"
					which={which}
					disabled={index === 0}
					onClick={() => onMove(-1)}
				/>
				<BlockButton
					label="Move forward"
					which={which}
					disabled={index === count - 1}
					onClick={() => onMove(1)}
				/>
				<BlockButton label="Remove" which={which} onClick={onRemove} />
			</div>
		</fieldset>
	);
}

/** A block's button: its visible words, and for screen readers which block ("heading 2"). */
function BlockButton({
	label,
	which,
	disabled,
	onClick,
}: {
	label: string;
	which: string;
	disabled?: boolean;
	onClick(): void;
}) {
	return (
		<button type="button" className="button" disabled={disabled} onClick={onClick}>
			{label}
			<span className="visually-hidden"> {which}</span>
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
				aria-valuetext={`${Math.round(value * 100)}%`}
				onChange={(e) => onChange(Number(e.target.value))}
			/>
		</div>
	);
}
