import { useId, useRef, useState } from 'react';
import {
	type FoundPage,
	findImages,
	saveWebImage,
	typedWebAddress,
	type WebImageUpload,
} from '~/lib/content/image-finder/client/image-finder.api.ts';
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
			setFindError('Enter the address of a web page, like https://example.com/page.');
			input.current?.focus();
			return;
		}
		setAddress(url);
		setPhase('finding');
		setFindError(null);
		setSaveError(null);
		setSelected(null);
		setFound(null);
		setStatus('Looking for images…');
		try {
			const page = await findImages(url);
			setFound(page);
			setPhase('found');
			const n = page.images.length;
			const on = page.page.title ? ` on ${page.page.title}` : '';
			setStatus(n === 0 ? 'No images found.' : `Found ${n} ${n === 1 ? 'image' : 'images'}${on}.`);
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
		setStatus('Saving the image…');
		try {
			const upload = await saveWebImage(selected, found.page.url);
			setStatus('Image saved.');
			setPhase('found');
			onPicked(upload, upload.link);
		} catch (error) {
			setPhase('found');
			setStatus('');
			setSaveError(errorText(error));
		}
	}

	return (
		<section className="image-finder" aria-label="Save from a website">
			<form className="image-finder__form" onSubmit={find} noValidate>
				<label className="image-finder__label" htmlFor={fieldId}>
					Website address
				</label>
				<p className="image-finder__hint" id={hintId}>
					Enter the link of a page and pick one of its images.
				</p>
				<div className="image-finder__row">
					<input
						ref={input}
						id={fieldId}
						className="image-finder__input"
						type="text"
						inputMode="url"
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
						{phase === 'finding' ? 'Finding images…' : 'Find images'}
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
						{found.page.title ? `Images on ${found.page.title}` : 'Images on this page'}
					</h3>
					{found.images.length === 0 ? (
						<p className="image-finder__empty">
							We didn't find any images on that page. Try another page, or upload an image instead.
						</p>
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
								{phase === 'saving' ? 'Saving…' : 'Use this image'}
							</button>
						</div>
					)}
				</div>
			)}
		</section>
	);
}
