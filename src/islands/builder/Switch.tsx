interface Props {
	label: string;
	hint?: string;
	checked: boolean;
	onChange: (checked: boolean) => void;
}

/** An on/off setting: a checkbox with the switch role, its label beside it. */
export function Switch({ label, hint, checked, onChange }: Props) {
	return (
		<label className="builder-switch">
			<span className="builder-switch__text">
				<span>{label}</span>
				{hint && <span className="builder-hint">{hint}</span>}
			</span>
			<input
				type="checkbox"
				role="switch"
				aria-checked={checked}
				className="builder-switch__input"
				checked={checked}
				onChange={(e) => onChange(e.target.checked)}
			/>
		</label>
	);
}
