import { useEffect, useId, useRef, useState } from 'react';
import {
	fetchOwnPins,
	type SourcePage,
	type SourcePicture,
	searchPins,
	uploadPicture,
} from '~/lib/content/collage/client/collage.api.ts';
import { MAX_COLLAGE_ITEMS } from '~/lib/content/collage/collage.ts';
import collageMessages, { type Messages } from '~/messages/collage/index.ts';
import { errorText } from '../ui/error-text.ts';

interface Props {
	username: string;
	/** False once the collage is full. */
	canAdd: boolean;
	onPick(picture: SourcePicture): void;
}

type Tab = 'own' | 'search' | 'upload';
const TAB_IDS: readonly Tab[] = ['own', 'search', 'upload'];
const tabLabel = (t: Messages, tab: Tab) =>
	tab === 'own' ? t.tabOwn() : tab === 'search' ? t.tabSearch() : t.tabUpload();

function PictureGrid({
	page,
	canAdd,
	onPick,
	onMore,
	busy,
	label,
}: {
	page: SourcePage;
	canAdd: boolean;
	onPick(p: SourcePicture): void;
	/** Asks for the next page; shown only while there is one. */
	onMore(): void;
	busy: boolean;
	label: string;
}) {
	const t = collageMessages();
	return (
		<>
			<ul className="collage-sources__grid" aria-label={label}>
				{page.pictures.map((p) => (
					<li key={p.key}>
						<button
							type="button"
							className="collage-sources__pick"
							aria-label={t.addSource({ label: p.label })}
							disabled={!canAdd}
							onClick={() => onPick(p)}
						>
							<img src={p.thumbUrl} alt="" loading="lazy" style={{ backgroundColor: p.color }} />
						</button>
					</li>
				))}
			</ul>
			{page.next && (
				<button
					type="button"
					className="button collage-sources__more"
					disabled={busy}
					onClick={onMore}
				>
					{t.showMore()}
				</button>
			)}
		</>
	);
}

/** Appends the next page of a source tab to what it shows. */
function appended(shown: SourcePage | null, more: SourcePage): SourcePage {
	return { pictures: [...(shown?.pictures ?? []), ...more.pictures], next: more.next };
}

/**
 * Where cut-outs come from: the viewer's own Pins (created and saved), a search over the Pins
 * they may see, or a picture they upload. Tabs follow the ARIA tabs pattern (arrow keys move
 * between them).
 */
export function SourcePicker({ username, canAdd, onPick }: Props) {
	const t = collageMessages();
	const base = useId();
	const [tab, setTab] = useState<Tab>('own');
	const [own, setOwn] = useState<SourcePage | null>(null);
	const [query, setQuery] = useState('');
	/** The query the shown results are for (the field may have changed since). */
	const [searched, setSearched] = useState('');
	const [found, setFound] = useState<SourcePage | null>(null);
	const [status, setStatus] = useState('');
	const [busy, setBusy] = useState(false);
	const tabs = useRef<(HTMLButtonElement | null)[]>([]);

	useEffect(() => {
		let live = true;
		fetchOwnPins(username, null)
			.then((page) => live && setOwn(page))
			.catch((e) => {
				if (!live) return;
				setOwn({ pictures: [], next: null });
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
		const next = (index + d + TAB_IDS.length) % TAB_IDS.length;
		setTab(TAB_IDS[next]!);
		tabs.current[next]?.focus();
	}

	/** Runs a step that loads pictures, with the busy flag and its failure in the status line. */
	async function loading(message: string, step: () => Promise<void>) {
		setBusy(true);
		setStatus(message);
		try {
			await step();
		} catch (e) {
			setStatus(errorText(e));
		} finally {
			setBusy(false);
		}
	}

	function onSearch(event: React.FormEvent) {
		event.preventDefault();
		const q = query.trim();
		if (!q) return;
		void loading(t.searching(), async () => {
			const page = await searchPins(q, null);
			setSearched(q);
			setFound(page);
			const count = page.pictures.length;
			setStatus(page.next ? t.pinsFoundAndMore({ count }) : t.pinsFound({ count }));
		});
	}

	function moreOwn() {
		void loading(t.loadingMoreOwn(), async () => {
			const page = await fetchOwnPins(username, own?.next ?? null);
			setOwn((shown) => appended(shown, page));
			setStatus(t.moreOwn({ count: page.pictures.length }));
		});
	}

	function moreFound() {
		void loading(t.loadingMorePins(), async () => {
			const page = await searchPins(searched, found?.next ?? null);
			setFound((shown) => appended(shown, page));
			setStatus(t.morePinsFound({ count: page.pictures.length }));
		});
	}

	function onUpload(event: React.ChangeEvent<HTMLInputElement>) {
		const file = event.target.files?.[0];
		event.target.value = '';
		if (!file) return;
		void loading(t.uploading(), async () => {
			const picture = await uploadPicture(file);
			setStatus(t.uploaded());
			onPick(picture);
		});
	}

	return (
		<section className="collage-sources" aria-labelledby={`${base}-title`}>
			<h2 id={`${base}-title`} className="collage-panel__title">
				{t.sourcesHeading()}
			</h2>
			<div role="tablist" aria-label={t.sourcesTabs()} className="collage-sources__tabs">
				{TAB_IDS.map((id, i) => (
					<button
						key={id}
						ref={(el) => {
							tabs.current[i] = el;
						}}
						type="button"
						role="tab"
						id={`${base}-tab-${id}`}
						aria-selected={tab === id}
						// Only the shown panel exists; pointing at a missing id is an ARIA error.
						aria-controls={tab === id ? `${base}-panel-${id}` : undefined}
						tabIndex={tab === id ? 0 : -1}
						className="collage-sources__tab"
						onClick={() => setTab(id)}
						onKeyDown={(e) => onTabKey(e, i)}
					>
						{tabLabel(t, id)}
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
						<p>{t.loadingOwn()}</p>
					) : own.pictures.length === 0 ? (
						<p>{t.noOwnPins()}</p>
					) : (
						<PictureGrid
							page={own}
							canAdd={canAdd}
							onPick={onPick}
							onMore={moreOwn}
							busy={busy}
							label={t.tabOwn()}
						/>
					))}
				{tab === 'search' && (
					<>
						<form className="collage-sources__search" onSubmit={onSearch}>
							<label htmlFor={`${base}-query`}>{t.searchLabel()}</label>
							<div className="collage-panel__row">
								<input
									id={`${base}-query`}
									type="search"
									value={query}
									maxLength={200}
									onChange={(e) => setQuery(e.target.value)}
								/>
								<button type="submit" className="button" disabled={busy}>
									{t.searchButton()}
								</button>
							</div>
						</form>
						{found && (
							<PictureGrid
								page={found}
								canAdd={canAdd}
								onPick={onPick}
								onMore={moreFound}
								busy={busy}
								label={t.foundLabel()}
							/>
						)}
					</>
				)}
				{tab === 'upload' && (
					<div className="collage-sources__upload">
						<label htmlFor={`${base}-file`}>{t.uploadLabel()}</label>
						<input
							id={`${base}-file`}
							type="file"
							accept="image/jpeg,image/png,image/webp,image/gif"
							disabled={!canAdd || busy}
							onChange={onUpload}
						/>
					</div>
				)}
				{!canAdd && <p>{t.collageFull({ max: MAX_COLLAGE_ITEMS })}</p>}
			</div>
			<p className="collage-panel__status" role="status" aria-live="polite">
				{status}
			</p>
		</section>
	);
}
