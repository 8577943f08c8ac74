import { useId } from 'react';
import builderEditorMessages from '~/messages/builder-editor/index.ts';

interface Props {
	option: 'immediately' | 'scheduled';
	/** ISO instant, or null. */
	scheduledTs: string | null;
	onChange: (option: 'immediately' | 'scheduled', scheduledTs: string | null) => void;
	error?: string | undefined;
	errorId: string;
	/** The date field's id, so a publish attempt can move focus to it. */
	inputId: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The next whole hour from now, the default time offered. */
function nextHour(): Date {
	const d = new Date(Date.now() + 3_600_000);
	d.setMinutes(0, 0, 0);
	return d;
}

/**
 * Publish now or later: a date and a time in the viewer's own time zone (the browser's), sent as
 * an ISO instant (`scheduled_ts`); the date picker offers today up to 30 days ahead.
 */
export function ScheduleFields({ option, scheduledTs, onChange, error, errorId, inputId }: Props) {
	const t = builderEditorMessages();
	const name = useId();
	const dateId = inputId;
	const timeId = useId();
	const at = scheduledTs ? new Date(scheduledTs) : null;
	const date = at ? localDate(at) : '';
	const time = at ? localTime(at) : '';
	const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
	const today = new Date();
	const last = new Date(Date.now() + 30 * 86_400_000);

	function set(nextDate: string, nextTime: string) {
		const d = new Date(`${nextDate}T${nextTime || '00:00'}`);
		onChange('scheduled', Number.isNaN(d.getTime()) ? null : d.toISOString());
	}

	return (
		<fieldset className="builder-fieldset">
			<legend className="builder-label">{t.publishLegend()}</legend>
			<label className="builder-radio">
				<input
					type="radio"
					name={name}
					checked={option === 'immediately'}
					onChange={() => onChange('immediately', null)}
				/>
				{t.publishNow()}
			</label>
			<label className="builder-radio">
				<input
					type="radio"
					name={name}
					checked={option === 'scheduled'}
					onChange={() => onChange('scheduled', scheduledTs ?? nextHour().toISOString())}
				/>
				{t.publishLater()}
			</label>
			{option === 'scheduled' && (
				<div className="builder-schedule">
					<div className="builder-field">
						<label className="builder-label" htmlFor={dateId}>
							{t.dateLabel()}
						</label>
						<input
							id={dateId}
							className="builder-input"
							type="date"
							min={localDate(today)}
							max={localDate(last)}
							value={date}
							aria-invalid={error ? true : undefined}
							aria-describedby={error ? errorId : undefined}
							onChange={(e) => set(e.target.value, time)}
						/>
					</div>
					<div className="builder-field">
						<label className="builder-label" htmlFor={timeId}>
							{t.timeLabel()} <span className="builder-hint">{t.timeZone({ zone })}</span>
						</label>
						<input
							id={timeId}
							className="builder-input"
							type="time"
							step={60}
							value={time}
							aria-invalid={error ? true : undefined}
							aria-describedby={error ? errorId : undefined}
							onChange={(e) => set(date || localDate(today), e.target.value)}
						/>
					</div>
				</div>
			)}
			{error && (
				<p id={errorId} className="builder-error">
					{error}
				</p>
			)}
		</fieldset>
	);
}
