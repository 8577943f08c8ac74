import type { ReactNode } from 'react';
import type { StoryBlock } from '~/lib/content/stories/story-data.ts';
import { STORY_FONTS } from '~/lib/content/stories/story-fonts.ts';
import {
	STORY_TEXT_ALIGN,
	STORY_TEXT_CASE,
	STORY_TEXT_SIZE,
	STORY_TEXT_VERTICAL,
} from '~/lib/content/stories/story-rules.ts';

const SIZE_LABEL: Record<(typeof STORY_TEXT_SIZE)[number], string> = {
	sm: 'Small',
	md: 'Medium',
	lg: 'Large',
};
const ALIGN_LABEL: Record<(typeof STORY_TEXT_ALIGN)[number], string> = {
	left: 'Left',
	center: 'Center',
};
const VERTICAL_LABEL: Record<(typeof STORY_TEXT_VERTICAL)[number], string> = {
	top: 'Top',
	center: 'Middle',
	bottom: 'Bottom',
};
const CASE_LABEL: Record<(typeof STORY_TEXT_CASE)[number], string> = {
	none: 'As typed',
	uppercase: 'Uppercase',
};

/** The text options picked from a fixed list: the block's field (also its id's end), in order. */
const CHOICES: readonly {
	field: 'size' | 'align' | 'vertical' | 'case';
	label: string;
	options: readonly (readonly [value: string, words: string])[];
}[] = [
	{ field: 'size', label: 'Size', options: STORY_TEXT_SIZE.map((s) => [s, SIZE_LABEL[s]]) },
	{ field: 'align', label: 'Alignment', options: STORY_TEXT_ALIGN.map((s) => [s, ALIGN_LABEL[s]]) },
	{
		field: 'vertical',
		label: 'Position',
		options: STORY_TEXT_VERTICAL.map((s) => [s, VERTICAL_LABEL[s]]),
	},
	{ field: 'case', label: 'Case', options: STORY_TEXT_CASE.map((s) => [s, CASE_LABEL[s]]) },
];

interface Props {
	block: StoryBlock;
	/** The block's id prefix: each field's id is `{fid}-{name}`. */
	fid: string;
	onChange(fields: Partial<StoryBlock>): void;
}

/**
 * The options of a heading or text block: its font (BLD-18's list), size, alignment, vertical
 * place and case (BLD-15), and colour.
 */
export function StoryTextOptions({ block, fid, onChange }: Props) {
	return (
		<div className="story-editor__options">
			<Select
				label="Font"
				id={`${fid}-font`}
				value={block.font ?? ''}
				onChange={(v) => onChange({ font: v || null })}
			>
				<option value="">Default</option>
				{STORY_FONTS.map((f) => (
					<option key={f.family} value={f.family}>
						{f.family}
					</option>
				))}
			</Select>
			{CHOICES.map(({ field, label, options }) => (
				<Select
					key={field}
					label={label}
					id={`${fid}-${field}`}
					value={block[field]}
					// The value is one of this field's own options.
					onChange={(v) => onChange({ [field]: v } as Partial<StoryBlock>)}
				>
					{options.map(([value, words]) => (
						<option key={value} value={value}>
							{words}
						</option>
					))}
				</Select>
			))}
			<div className="story-editor__field">
				<label htmlFor={`${fid}-color`}>Colour</label>
				<input
					id={`${fid}-color`}
					type="color"
					value={block.color}
					onChange={(e) => onChange({ color: e.target.value })}
				/>
			</div>
		</div>
	);
}

function Select({
	label,
	id,
	value,
	onChange,
	children,
}: {
	label: string;
	id: string;
	value: string;
	onChange(value: string): void;
	children: ReactNode;
}) {
	return (
		<div className="story-editor__field">
			<label htmlFor={id}>{label}</label>
			<select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
				{children}
			</select>
		</div>
	);
}
