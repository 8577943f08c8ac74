import type { ChangeEvent, ReactNode } from 'react';
import type { SelectOption } from '~/lib/identity/settings/client/select-options.ts';
import settingsForm from '~/messages/settings-form/index.ts';

/**
 * Labelled form controls of the settings forms. Each links its hint and error to the control
 * with `aria-describedby` and marks the control `aria-invalid` while it has an error. Plain
 * components, not islands: the settings islands render them.
 */

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
	const list = ids.filter(Boolean).join(' ');
	return list || undefined;
}

interface FieldShell {
	id: string;
	label: string;
	hint?: ReactNode | undefined;
	error?: string | null | undefined;
}

function Messages({ id, hint, error }: Omit<FieldShell, 'label'>) {
	return (
		<>
			{hint && (
				<p id={`${id}-hint`} className="field__hint">
					{hint}
				</p>
			)}
			{error && (
				<p id={`${id}-error`} className="field__error">
					{error}
				</p>
			)}
		</>
	);
}

interface TextFieldProps extends FieldShell {
	value: string;
	onChange: (value: string) => void;
	onBlur?: () => void;
	type?: 'text' | 'email' | 'url' | 'password';
	autoComplete?: string;
	inputMode?: 'text' | 'numeric' | 'email' | 'url';
	maxLength?: number;
	multiline?: boolean;
	required?: boolean;
	disabled?: boolean;
}

export function TextField(props: TextFieldProps) {
	const { id, label, hint, error, value, onChange, multiline, type = 'text' } = props;
	const common = {
		id,
		name: id,
		value,
		disabled: props.disabled,
		required: props.required,
		maxLength: props.maxLength,
		onBlur: props.onBlur,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null),
		onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
	};
	return (
		<div className="field">
			<label className="field__label" htmlFor={id}>
				{label}
			</label>
			{multiline ? (
				<textarea className="field__input field__input--multiline" rows={3} {...common} />
			) : (
				<input
					className="field__input"
					type={type}
					autoComplete={props.autoComplete}
					inputMode={props.inputMode}
					{...common}
				/>
			)}
			<Messages id={id} hint={hint} error={error} />
		</div>
	);
}

interface SelectFieldProps extends FieldShell {
	value: string;
	options: readonly SelectOption[];
	onChange: (value: string) => void;
	disabled?: boolean;
}

export function SelectField({
	id,
	label,
	hint,
	error,
	value,
	options,
	onChange,
	disabled,
}: SelectFieldProps) {
	// A saved value missing from the list stays selectable rather than silently changing.
	const list = options.some((o) => o.value === value)
		? options
		: [{ value, label: value || settingsForm().chooseOne() }, ...options];
	return (
		<div className="field">
			<label className="field__label" htmlFor={id}>
				{label}
			</label>
			<select
				id={id}
				name={id}
				className="field__input"
				value={value}
				disabled={disabled}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
				onChange={(e) => onChange(e.target.value)}
			>
				{list.map((o) => (
					<option key={o.value} value={o.value} lang={o.lang}>
						{o.label}
					</option>
				))}
			</select>
			<Messages id={id} hint={hint} error={error} />
		</div>
	);
}

interface SwitchFieldProps extends FieldShell {
	checked: boolean;
	onChange: (checked: boolean) => void;
	disabled?: boolean;
}

/** An on/off setting: a checkbox announced as a switch, its label beside it. */
export function SwitchField({
	id,
	label,
	hint,
	error,
	checked,
	onChange,
	disabled,
}: SwitchFieldProps) {
	return (
		<div className="field field--switch">
			<div className="field__switch-text">
				<label className="field__label" htmlFor={id}>
					{label}
				</label>
				<Messages id={id} hint={hint} error={error} />
			</div>
			<input
				id={id}
				name={id}
				type="checkbox"
				role="switch"
				className="switch"
				checked={checked}
				aria-checked={checked}
				disabled={disabled}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
				onChange={(e) => onChange(e.target.checked)}
			/>
		</div>
	);
}

/** A failure of the whole form, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
	return message ? (
		<p className="form-error" role="alert">
			{message}
		</p>
	) : null;
}

interface SaveBarProps {
	/** Whether there is anything to save. */
	dirty: boolean;
	saving: boolean;
	onReset: () => void;
}

/** Reset and Save at the end of a form; both disabled when nothing changed or while saving. */
export function SaveBar({ dirty, saving, onReset }: SaveBarProps) {
	const t = settingsForm();
	return (
		<div className="save-bar">
			<button type="button" className="button" disabled={!dirty || saving} onClick={onReset}>
				{t.reset()}
			</button>
			<button type="submit" className="button button--primary" disabled={!dirty || saving}>
				{saving ? t.saving() : t.save()}
			</button>
		</div>
	);
}
