import { useEffect, useId, useRef, useState } from 'react';
import savingBoards from '~/messages/saving-boards/index.ts';

/** Same limit as the server's BOARD_NAME_LIMIT (boards part); the server checks it too. */
const NAME_LIMIT = 50;

interface Props {
	pinId: string;
	initialName: string;
	busy: boolean;
	/** PIN-16: board names offered for this pin. */
	loadSuggestions: (pinId: string) => Promise<string[]>;
	onCancel: () => void;
	onCreate: (name: string, secret: boolean) => void;
	/** The submit button's words: the save picker's ("Create and save") by default. */
	submitLabel?: string | undefined;
}

/** The picker's inline "Create board" form: a name (with suggestions) and a secret switch. */
export function CreateBoardForm({
	pinId,
	initialName,
	busy,
	loadSuggestions,
	onCancel,
	onCreate,
	submitLabel,
}: Props) {
	const t = savingBoards();
	const nameId = useId();
	const hintId = useId();
	const input = useRef<HTMLInputElement>(null);
	const [name, setName] = useState(initialName);
	const [secret, setSecret] = useState(false);
	const [suggestions, setSuggestions] = useState<string[]>([]);
	const [problem, setProblem] = useState<string | null>(null);

	useEffect(() => {
		input.current?.focus();
		let live = true;
		loadSuggestions(pinId).then(
			(list) => {
				if (!live) return;
				setSuggestions(list);
				setName((current) => current || list[0] || '');
			},
			() => {},
		);
		return () => {
			live = false;
		};
	}, [pinId, loadSuggestions]);

	function submit(event: { preventDefault(): void }) {
		event.preventDefault();
		const trimmed = name.trim();
		if (!trimmed) {
			setProblem(t.nameRequired());
			input.current?.focus();
			return;
		}
		onCreate(trimmed, secret);
	}

	return (
		<form className="save-picker__create" onSubmit={submit} noValidate>
			<label className="save-picker__label" htmlFor={nameId}>
				{t.boardName()}
			</label>
			<input
				ref={input}
				id={nameId}
				className="save-picker__input"
				type="text"
				maxLength={NAME_LIMIT}
				placeholder={t.namePlaceholder()}
				value={name}
				aria-invalid={problem ? true : undefined}
				aria-describedby={problem ? hintId : undefined}
				onChange={(e) => {
					setName(e.target.value);
					setProblem(null);
				}}
			/>
			{problem && (
				<p id={hintId} className="save-picker__error">
					{problem}
				</p>
			)}
			{suggestions.length > 0 && (
				<fieldset className="save-picker__ideas">
					<legend className="save-picker__label">{t.ideas()}</legend>
					{suggestions.map((idea) => (
						<button
							key={idea}
							type="button"
							className="save-picker__idea"
							aria-pressed={name === idea}
							onClick={() => setName(idea)}
						>
							{idea}
						</button>
					))}
				</fieldset>
			)}
			<label className="save-picker__secret">
				<input type="checkbox" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
				{t.keepSecret()}
			</label>
			<div className="save-picker__actions">
				<button type="button" className="button" disabled={busy} onClick={onCancel}>
					{t.cancel()}
				</button>
				<button type="submit" className="button button--primary" disabled={busy}>
					{submitLabel ?? t.createAndSave()}
				</button>
			</div>
		</form>
	);
}
