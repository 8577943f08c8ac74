import type { ReactNode } from 'react';
import type { StoryBlock } from '~/lib/content/stories/story-data.ts';
import { STORY_FONTS } from '~/lib/content/stories/story-fonts.ts';
import {
	STORY_TEXT_ALIGN,
	STORY_TEXT_CASE,
	STORY_TEXT_SIZE,
	STORY_TEXT_VERTICAL,
} from '~/lib/content/stories/story-rules.ts';
import storyEditor, { type Messages } from '~/messages/story-editor/index.ts';

/** The text options picked from a fixed list: the block's field (also its id's end), in order. */
type Choice = {
	field: 'size' | 'align' | 'vertical' | 'case';
	label: string;
	options: readonly (readonly [value: string, words: string])[];
};

/** The choices with their words in the current language (BLD-15's values, in order). */
function choices(t: Messages): readonly Choice[] {
	const size: Record<(typeof STORY_TEXT_SIZE)[number], string> = {
		sm: t.sizeSmall(),
		md: t.sizeMedium(),
		lg: t.sizeLarge(),
	};
	const align: Record<(typeof STORY_TEXT_ALIGN)[number], string> = {
		left: t.alignLeft(),
		center: t.alignCenter(),
	};
	const vertical: Record<(typeof STORY_TEXT_VERTICAL)[number], string> = {
		top: t.positionTop(),
		center: t.positionMiddle(),
		bottom: t.positionBottom(),
	};
	const textCase: Record<(typeof STORY_TEXT_CASE)[number], string> = {
		none: t.caseAsTyped(),
		uppercase: t.caseUppercase(),
	};
	return [
		{ field: 'size', label: t.size(), options: STORY_TEXT_SIZE.map((s) => [s, size[s]]) },
		{ field: 'align', label: t.alignment(), options: STORY_TEXT_ALIGN.map((s) => [s, align[s]]) },
		{
			field: 'vertical',
			label: t.position(),
			options: STORY_TEXT_VERTICAL.map((s) => [s, vertical[s]]),
		},
		{ field: 'case', label: t.textCase(), options: STORY_TEXT_CASE.map((s) => [s, textCase[s]]) },
	];
}

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
	const t = storyEditor();
	return (
		<div className="story-editor__options">
			<Select
				label={t.font()}
				id={`${fid}-font`}
				value={block.font ?? ''}
				onChange={(v) => onChange({ font: v || null })}
			>
				<option value="">{t.fontDefault()}</option>
				{STORY_FONTS.map((f) => (
					<option key={f.family} value={f.family}>
						{f.family}
					</option>
				))}
			</Select>
			{choices(t).map(({ field, label, options }) => (
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
				<label htmlFor={`${fid}-color`}>{t.colour()}</label>
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
