import { useEffect, useId, useRef, useState } from 'react';
import {
	fetchOwnPins,
	type SourcePicture,
	searchPins,
	uploadPicture,
} from '~/lib/content/collage/client/collage.api.ts';
import { errorText } from '../ui/error-text.ts';

interface Props {
	username: string;
	/** False once the collage is full. */
	canAdd: boolean;
	onPick(picture: SourcePicture): void;
}

type Tab = 'own' | 'search' | 'upload';
const TABS: { id: Tab; label: string }[] = [
	{ id: 'own', label: 'Your Pins' },
	{ id: 'search', label: 'Search Pins' },
	{ id: 'upload', label: 'Upload' },
];

function PictureGrid({
	pictures,
	canAdd,
	onPick,
	label,
}: {
	pictures: SourcePicture[];
	canAdd: boolean;
	onPick(p: SourcePicture): void;
	label: string;
}) {
	return (
		<ul className="collage-sources__grid" aria-label={label}>
			{pictures.map((p) => (
				<li key={p.key}>
					<button
						type="button"
						className="collage-sources__pick"
						aria-label={`Add ${p.label}`}
						disabled={!canAdd}
						onClick={() => onPick(p)}
					>
						<img src={p.thumbUrl} alt="" loading="lazy" style={{ backgroundColor: p.color }} />
					</button>
				</li>
			))}
		</ul>
	);
}

/**
 * Where cut-outs come from: the viewer's own Pins (created and saved), a search over the Pins
 * they may see, or a picture they upload. Tabs follow the ARIA tabs pattern (arrow keys move
 * between them).
 */
export function SourcePicker({ username, canAdd, onPick }: Props) {
	const base = useId();
	const [tab, setTab] = useState<Tab>('own');
	const [own, setOwn] = useState<SourcePicture[] | null>(null);
	const [query, setQuery] = useState('');
	const [found, setFound] = useState<SourcePicture[] | null>(null);
	const [status, setStatus] = useState('');
	const [busy, setBusy] = useState(false);
	const tabs = useRef<(HTMLButtonElement | null)[]>([]);

	useEffect(() => {
		let live = true;
		fetchOwnPins(username)
			.then((pins) => live && setOwn(pins))
			.catch((e) => {
				if (!live) return;
				setOwn([]);
				setStatus(errorText(e));
			});
		return () => {
			live = false;
		};
	}, [username]);

	function onTabKey(event: React.KeyboardEvent, index: number) {
		const d = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
		if (!d) return;
		event.preventDefault();
		const next = (index + d + TABS.length) % TABS.length;
		setTab(TABS[next]!.id);
		tabs.current[next]?.focus();
	}

	async function onSearch(event: React.FormEvent) {
		event.preventDefault();
		if (!query.trim()) return;
		setBusy(true);
		setStatus('Searching…');
		try {
			const pins = await searchPins(query.trim());
			setFound(pins);
			setStatus(`${pins.length} ${pins.length === 1 ? 'Pin' : 'Pins'} found.`);
		} catch (e) {
			setStatus(errorText(e));
		} finally {
			setBusy(false);
		}
	}

	async function onUpload(event: React.ChangeEvent<HTMLInputElement>) {
		const file = event.target.files?.[0];
		event.target.value = '';
		if (!file) return;
		setBusy(true);
		setStatus('Uploading…');
		try {
			const picture = await uploadPicture(file);
			setStatus('Uploaded.');
			onPick(picture);
		} catch (e) {
			setStatus(errorText(e));
		} finally {
			setBusy(false);
		}
	}

	return (
		<section className="collage-sources" aria-labelledby={`${base}-title`}>
			<h2 id={`${base}-title`} className="collage-panel__title">
				Add pictures
			</h2>
			<div role="tablist" aria-label="Where pictures come from" className="collage-sources__tabs">
				{TABS.map((t, i) => (
					<button
						key={t.id}
						ref={(el) => {
							tabs.current[i] = el;
						}}
						type="button"
						role="tab"
						id={`${base}-tab-${t.id}`}
						aria-selected={tab === t.id}
						aria-controls={`${base}-panel-${t.id}`}
						tabIndex={tab === t.id ? 0 : -1}
						className="collage-sources__tab"
						onClick={() => setTab(t.id)}
						onKeyDown={(e) => onTabKey(e, i)}
					>
						{t.label}
					</button>
				))}
			</div>
			<div
				role="tabpanel"
				id={`${base}-panel-${tab}`}
				aria-labelledby={`${base}-tab-${tab}`}
				className="collage-sources__panel"
			>
				{tab === 'own' &&
					(own === null ? (
						<p>Loading your Pins…</p>
					) : own.length === 0 ? (
						<p>You have no Pins yet. Search for Pins or upload a picture.</p>
					) : (
						<PictureGrid pictures={own} canAdd={canAdd} onPick={onPick} label="Your Pins" />
					))}
				{tab === 'search' && (
					<>
						<form className="collage-sources__search" onSubmit={onSearch}>
							<label htmlFor={`${base}-query`}>Search Pins</label>
							<div className="collage-panel__row">
								<input
									id={`${base}-query`}
									type="search"
									value={query}
									maxLength={200}
									onChange={(e) => setQuery(e.target.value)}
								/>
								<button type="submit" className="button" disabled={busy}>
									Search
								</button>
							</div>
						</form>
						{found && (
							<PictureGrid pictures={found} canAdd={canAdd} onPick={onPick} label="Pins found" />
						)}
					</>
				)}
				{tab === 'upload' && (
					<div className="collage-sources__upload">
						<label htmlFor={`${base}-file`}>Upload a picture (JPEG, PNG, WebP or GIF)</label>
						<input
							id={`${base}-file`}
							type="file"
							accept="image/jpeg,image/png,image/webp,image/gif"
							disabled={!canAdd || busy}
							onChange={onUpload}
						/>
					</div>
				)}
				{!canAdd && <p>Your collage is full (20 cut-outs). Remove one to add another.</p>}
			</div>
			<p className="collage-panel__status" role="status" aria-live="polite">
				{status}
			</p>
		</section>
	);
}
