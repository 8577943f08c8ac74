import { useId, useRef, useState } from 'react';
import {
	type FoundPage,
	findImages,
	saveWebImage,
	typedWebAddress,
	type WebImageUpload,
} from '~/lib/content/image-finder/client/image-finder.api.ts';
import builderFinder from '~/messages/builder-finder/index.ts';
import { errorText } from '../../ui/error-text.ts';
import { FoundImageGrid } from './FoundImageGrid.tsx';
import './ImageFinder.css';

interface Props {
	/** Called with the saved upload and the page it came from (the draft's link). */
	onPicked(upload: WebImageUpload, pageUrl: string): void;
}

type Phase = 'idle' | 'finding' | 'found' | 'saving';

/** Placeholder tiles while the page is read. */
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * "Save from a website" (BLD-19): a web address, the images found on that page as a grid of
 * toggle buttons, and "Use this image", which saves the chosen one as the person's upload.
 */
export function ImageFinder({ onPicked }: Props) {
	const t = builderFinder();
	const fieldId = useId();
	const hintId = useId();
	const findErrorId = useId();
	const resultsHeadingId = useId();
	const input = useRef<HTMLInputElement>(null);
	const [address, setAddress] = useState('');
	const [phase, setPhase] = useState<Phase>('idle');
	const [found, setFound] = useState<FoundPage | null>(null);
	const [selected, setSelected] = useState<string | null>(null);
	const [findError, setFindError] = useState<string | null>(null);
	const [saveError, setSaveError] = useState<string | null>(null);
	const [status, setStatus] = useState('');
	const busy = phase === 'finding' || phase === 'saving';

	async function find(event: { preventDefault(): void }) {
		event.preventDefault();
		const url = typedWebAddress(address);
		if (!url) {
			setFindError(t.enterAddress());
			input.current?.focus();
			return;
		}
		setAddress(url);
		setPhase('finding');
		setFindError(null);
		setSaveError(null);
		setSelected(null);
		setFound(null);
		setStatus(t.looking());
		try {
			const page = await findImages(url);
			setFound(page);
			setPhase('found');
			const count = page.images.length;
			const title = page.page.title;
			setStatus(
				count === 0
					? t.noneFound()
					: title
						? t.foundCountOn({ count, title })
						: t.foundCount({ count }),
			);
		} catch (error) {
			setPhase('idle');
			setStatus('');
			setFindError(errorText(error));
			input.current?.focus();
		}
	}

	async function use() {
		if (!found || !selected) return;
		setPhase('saving');
		setSaveError(null);
		setStatus(t.saving());
		try {
			const upload = await saveWebImage(selected, found.page.url);
			setStatus(t.saved());
			setPhase('found');
			onPicked(upload, upload.link);
		} catch (error) {
			setPhase('found');
			setStatus('');
			setSaveError(errorText(error));
		}
	}

	return (
		<section className="image-finder" aria-label={t.regionLabel()}>
			<form className="image-finder__form" onSubmit={find} noValidate>
				<label className="image-finder__label" htmlFor={fieldId}>
					{t.addressLabel()}
				</label>
				<p className="image-finder__hint" id={hintId}>
					{t.addressHint()}
				</p>
				<div className="image-finder__row">
					<input
						ref={input}
						id={fieldId}
						className="image-finder__input"
						type="text"
						inputMode="url"
						dir="ltr"
						autoComplete="url"
						spellCheck={false}
						placeholder="https://"
						value={address}
						aria-describedby={findError ? `${hintId} ${findErrorId}` : hintId}
						aria-invalid={findError ? true : undefined}
						onChange={(e) => {
							setAddress(e.target.value);
							setFindError(null);
						}}
					/>
					<button className="image-finder__find" type="submit" disabled={busy}>
						{phase === 'finding' ? t.finding() : t.find()}
					</button>
				</div>
				{findError && (
					<p className="image-finder__error" id={findErrorId} role="alert">
						{findError}
					</p>
				)}
			</form>

			<p className="image-finder__status" role="status">
				{status}
			</p>

			{phase === 'finding' && (
				<div className="image-finder__loading" aria-hidden="true">
					{SKELETONS.map((key) => (
						<span key={key} className="image-finder__skeleton" />
					))}
				</div>
			)}

			{found && (
				<div className="image-finder__results" aria-busy={phase === 'saving'}>
					<h3 className="image-finder__heading" id={resultsHeadingId}>
						{found.page.title ? t.imagesOn({ title: found.page.title }) : t.imagesOnThisPage()}
					</h3>
					{found.images.length === 0 ? (
						<p className="image-finder__empty">{t.noImages()}</p>
					) : (
						<FoundImageGrid
							images={found.images}
							selected={selected}
							labelledBy={resultsHeadingId}
							disabled={phase === 'saving'}
							onSelect={(url) => {
								setSelected(url);
								setSaveError(null);
							}}
						/>
					)}
					{found.images.length > 0 && (
						<div className="image-finder__actions">
							{saveError && (
								<p className="image-finder__error" role="alert">
									{saveError}
								</p>
							)}
							<button
								className="image-finder__use"
								type="button"
								disabled={!selected || busy}
								onClick={use}
							>
								{phase === 'saving' ? t.savingShort() : t.confirmImage()}
							</button>
						</div>
					)}
				</div>
			)}
		</section>
	);
}
