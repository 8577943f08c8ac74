import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '~/lib/platform/i18n/format.ts';
import builderMessages from '~/messages/builder/index.ts';
import { BATCH_LIMIT } from './draft-types.ts';
import type { UploadProgress } from './use-uploads.ts';

interface Props {
	uploads: UploadProgress[];
	notice: string | null;
	onFiles: (files: File[]) => void;
	/** Accept video files too (the video uploader is wired). */
	acceptVideo: boolean;
	compact: boolean;
}

/**
 * Where pictures come in (BLD-21): drop them here, paste them anywhere on the page, or press the
 * zone (a button) to open the file picker; several at once. Each file shows its upload progress.
 */
export function UploadZone({ uploads, notice, onFiles, acceptVideo, compact }: Props) {
	const input = useRef<HTMLInputElement>(null);
	const [over, setOver] = useState(false);
	const hintId = useId();
	const t = builderMessages();

	useEffect(() => {
		const onPaste = (e: ClipboardEvent) => {
			const files = [...(e.clipboardData?.files ?? [])];
			if (files.length === 0) return;
			e.preventDefault();
			onFiles(files);
		};
		document.addEventListener('paste', onPaste);
		return () => document.removeEventListener('paste', onPaste);
	}, [onFiles]);

	return (
		<section className="builder-upload" aria-label={t.uploadRegion()}>
			{/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the button inside opens the file picker. */}
			<div
				className={`builder-drop${over ? ' builder-drop--over' : ''}${compact ? ' builder-drop--compact' : ''}`}
				data-testid="drop-zone"
				onDragOver={(e) => {
					e.preventDefault();
					setOver(true);
				}}
				onDragLeave={() => setOver(false)}
				onDrop={(e) => {
					e.preventDefault();
					setOver(false);
					onFiles([...e.dataTransfer.files]);
				}}
			>
				<button
					type="button"
					className="builder-drop__button"
					aria-describedby={hintId}
					onClick={() => input.current?.click()}
				>
					<svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
						<path
							d="M12 16V4m0 0l-5 5m5-5l5 5M4 20h16"
							fill="none"
							stroke="currentColor"
							strokeWidth="2"
							strokeLinecap="round"
						/>
					</svg>
					<span>{t.chooseFiles()}</span>
				</button>
				<p id={hintId} className="builder-hint">
					{acceptVideo
						? t.uploadHintVideo({ limit: BATCH_LIMIT })
						: t.uploadHint({ limit: BATCH_LIMIT })}
				</p>
				<input
					ref={input}
					type="file"
					multiple
					hidden
					accept={`image/jpeg,image/png,image/gif,image/webp${acceptVideo ? ',video/mp4,video/webm' : ''}`}
					data-testid="file-input"
					onChange={(e) => {
						onFiles([...(e.target.files ?? [])]);
						e.target.value = '';
					}}
				/>
			</div>
			{notice && (
				<p className="builder-notice" role="alert">
					{notice}
				</p>
			)}
			{uploads.length > 0 && (
				<ul className="builder-uploads" aria-label={t.uploadsLabel()}>
					{uploads.map((u) => (
						<li key={u.key} className="builder-uploads__item">
							<span className="builder-uploads__name">{u.name}</span>
							{u.state === 'failed' ? (
								<span className="builder-error">{u.error}</span>
							) : (
								<progress
									max={100}
									value={Math.round(u.fraction * 100)}
									aria-label={t.uploadingFile({ name: u.name })}
								>
									{formatNumber(u.fraction, { style: 'percent' })}
								</progress>
							)}
							{u.state === 'done' && <span className="builder-hint">{t.uploadDone()}</span>}
						</li>
					))}
				</ul>
			)}
		</section>
	);
}
