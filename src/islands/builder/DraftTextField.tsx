import type { ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';

interface Props {
	id: string;
	label: string;
	/** BLD-17's problem with the field, when it is shown (after a touch or a publish attempt). */
	error: string | undefined;
	errorId: string;
	/** A three-line text area instead of a one-line input. */
	multiline?: boolean;
	type?: 'text' | 'url';
	placeholder: string;
	value: string;
	disabled?: boolean;
	/** The id of what else describes the field (the title's counter). */
	describedBy?: string;
	onChange(value: string): void;
	onBlur(): void;
	/** Shown between the field and its error (the title's counter). */
	children?: ReactNode;
}

/**
 * One text field of a draft's form: its label, the input (or text area), and its inline error,
 * which the field names in `aria-describedby` and marks with `aria-invalid` while shown.
 */
export function DraftTextField({
	id,
	label,
	error,
	errorId,
	multiline = false,
	type = 'text',
	placeholder,
	value,
	disabled,
	describedBy,
	onChange,
	onBlur,
	children,
}: Props) {
	const common = {
		placeholder,
		value,
		disabled,
		'aria-invalid': error ? true : undefined,
		'aria-describedby':
			[error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined,
		onBlur,
	};
	return (
		<div className="builder-field">
			<label className="builder-label" htmlFor={id}>
				{label}
			</label>
			{multiline ? (
				<textarea
					id={id}
					className="builder-input builder-textarea"
					rows={3}
					{...common}
					onChange={(e) => onChange(e.target.value)}
				/>
			) : (
				<input
					id={id}
					className="builder-input"
					type={type}
					// An address reads left to right in any language ("https://…", not "//:https").
					dir={type === 'url' ? 'ltr' : undefined}
					{...common}
					onChange={(e) => onChange(e.target.value)}
				/>
			)}
			{children}
			<FieldError id={errorId} message={error} />
		</div>
	);
}
