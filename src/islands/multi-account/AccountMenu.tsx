import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { openAuthModal } from '~/lib/identity/auth/client/auth-modal.store.ts';
import {
	$accountSwitch,
	$storedAccounts,
	loadStoredAccounts,
	type SwitchTarget,
	switchTo,
} from '~/lib/identity/multi-account/client/account-switch.store.ts';
import { $viewerPhoto } from '~/lib/identity/settings/client/viewer-photo.store.ts';
import { accountTypeLabel } from '~/lib/identity/users/display-name.ts';
import accountMenu from '~/messages/account-menu/index.ts';
import { reactIsland } from '../react-island.ts';
import { AccountAvatar } from './AccountAvatar.tsx';
import { AccountRow } from './AccountRow.tsx';
import { FailedAccountPrompt } from './FailedAccountPrompt.tsx';
import { LogOutButton } from './LogOutButton.tsx';
import { YourAccounts } from './YourAccounts.tsx';
import './AccountMenu.css';

export interface AccountMenuProps {
	id: string;
	username: string;
	/** The viewer's full name (a business's name for business accounts; ACC-13). */
	fullName: string;
	email: string;
	accountType: 'personal' | 'business';
	/** Set in a linked-business session (MAS-07): the owner's id. */
	ownerUserId: string | null;
	/** The small profile picture from the server, or null for the placeholder (ACC-14). */
	imageUrl?: string | null;
	colorIndex?: number;
	/** NAV-12: employees get "Report a bug". */
	isEmployee?: boolean;
}

/** Until the stored accounts load, the placeholder colour comes from the id (as the seed sets it). */
function colorFromId(id: string): number {
	try {
		return Number(BigInt(id) % 10n);
	} catch {
		return 0;
	}
}

/**
 * The signed-in header's account menu (NAV-09): a disclosure button with the avatar that opens a
 * panel with "Currently in" (ACC-13, ACC-14), "Your accounts" with switching and "Add account"
 * (MAS-10, MAS-11, MAS-12), "Content", "Help", "Privacy" and "More options" (settings, NAV-15's
 * convert-to-business for a personal account with no linked businesses, log out). The stored accounts load the
 * first time it opens. Escape or a click outside closes it and focus returns to the button.
 */
export const AccountMenu = reactIsland(function AccountMenu(props: AccountMenuProps) {
	const { id, username, fullName, email, accountType, ownerUserId } = props;
	const t = accountMenu();
	const [open, setOpen] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const accounts = useStore($storedAccounts);
	const switching = useStore($accountSwitch);
	const root = useRef<HTMLDivElement>(null);
	const button = useRef<HTMLButtonElement>(null);
	const panel = useRef<HTMLElement>(null);
	// Not `useId`: Astro renders islands without streaming and then without `identifierPrefix`,
	// while the browser hydrates with the island's prefix, so `useId` values differ between the
	// two whenever a page has more than one island. The header has one account menu.
	const panelId = 'account-menu-panel';

	const me = accounts.status === 'loaded' ? accounts.accounts[id] : undefined;
	const name = fullName.trim() || username;
	const changedPhoto = useStore($viewerPhoto);
	// The server renders the avatar from the page's own lookup; the accounts map may refresh it,
	// and a photo changed on this page (Edit profile) replaces both.
	const imageUrl =
		changedPhoto !== undefined ? changedPhoto : me ? me.image_small_url : (props.imageUrl ?? null);
	const colorIndex = me?.avatar_color_index ?? props.colorIndex ?? colorFromId(id);
	const isLinkedBusiness = ownerUserId !== null;
	// A linked business's sign-in address is internal; its contact address is what people know.
	const shownEmail = isLinkedBusiness ? (me?.partner?.biz_contact_email ?? '') : email;

	useEffect(() => {
		if (!open) return;
		void loadStoredAccounts();
		panel.current?.querySelector<HTMLElement>('a, button:not([disabled])')?.focus();
		function onKey(event: KeyboardEvent) {
			if (event.key !== 'Escape' || $accountSwitch.get().status === 'failure') return;
			setOpen(false);
			button.current?.focus();
		}
		function onPointer(event: PointerEvent) {
			if (!root.current?.contains(event.target as Node)) setOpen(false);
		}
		// Tabbing out of the menu closes it too (without taking focus back).
		function onFocusOut(event: FocusEvent) {
			const next = event.relatedTarget as Node | null;
			if (next && !root.current?.contains(next)) setOpen(false);
		}
		const container = root.current;
		document.addEventListener('keydown', onKey);
		document.addEventListener('pointerdown', onPointer);
		container?.addEventListener('focusout', onFocusOut);
		return () => {
			document.removeEventListener('keydown', onKey);
			document.removeEventListener('pointerdown', onPointer);
			container?.removeEventListener('focusout', onFocusOut);
		};
	}, [open]);

	async function onSwitch(target: SwitchTarget) {
		setError(null);
		try {
			await switchTo(target);
		} catch {
			setError(t.switchFailed());
		}
	}

	async function addAccount() {
		setOpen(false);
		const opened = await openAuthModal({ mode: 'add-account', closable: true });
		if (opened === false) location.assign('/login?add=1');
	}

	return (
		<div className="account-menu" ref={root}>
			<button
				ref={button}
				type="button"
				className="account-menu__button"
				aria-expanded={open}
				aria-controls={panelId}
				onClick={() => setOpen((o) => !o)}
			>
				<AccountAvatar name={name} imageUrl={imageUrl} colorIndex={colorIndex} size={32} />
				<span className="visually-hidden">{t.menuLabel()}</span>
				<svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
					<path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
				</svg>
			</button>
			<section
				ref={panel}
				id={panelId}
				className="account-menu__panel"
				hidden={!open}
				aria-label={t.menuLabel()}
			>
				<section aria-labelledby={`${panelId}-current`}>
					<h2 className="account-menu__heading" id={`${panelId}-current`}>
						{t.currentlyIn()}
					</h2>
					<AccountRow
						name={name}
						imageUrl={imageUrl}
						colorIndex={colorIndex}
						href={`/${username}/`}
						detail={
							<>
								<span>{accountTypeLabel({ is_partner: accountType === 'business' })}</span>
								{shownEmail && <span>{shownEmail}</span>}
							</>
						}
					/>
				</section>
				<section aria-labelledby={`${panelId}-accounts`}>
					<h2 className="account-menu__heading" id={`${panelId}-accounts`}>
						{t.yourAccounts()}
					</h2>
					{open && <YourAccounts currentId={id} ownerUserId={ownerUserId} onSwitch={onSwitch} />}
					{error && (
						<p className="account-menu__note" role="alert">
							{error}
						</p>
					)}
					<ul className="account-menu__list">
						{me && !me.opt_in_private_account && (
							<li>
								<button type="button" className="account-menu__item" onClick={addAccount}>
									{t.addAccount()}
								</button>
							</li>
						)}
						{accountType === 'personal' && !isLinkedBusiness && (
							<li>
								<a className="account-menu__item" href="/create-business">
									{t.createBusiness()}
								</a>
							</li>
						)}
					</ul>
				</section>
				<MenuSection panelId={panelId} name="content" heading={t.content()}>
					<MenuLink href={`/${username}/`}>{t.yourBoards()}</MenuLink>
					<MenuLink href="/edit">{t.tuneHomeFeed()}</MenuLink>
				</MenuSection>
				<MenuSection panelId={panelId} name="help" heading={t.help()}>
					<li>
						<button type="button" className="account-menu__item" data-open-feedback="">
							{t.giveFeedback()}
						</button>
					</li>
					{props.isEmployee && (
						<li>
							<button type="button" className="account-menu__item" data-open-report-bug="">
								{t.reportBug()}
							</button>
						</li>
					)}
				</MenuSection>
				<MenuSection panelId={panelId} name="privacy" heading={t.privacy()}>
					<MenuLink href="/settings/privacy">{t.privacyAndData()}</MenuLink>
					<MenuLink href="/request-data">{t.requestData()}</MenuLink>
					<MenuLink href="/policy/privacy">{t.privacyPolicy()}</MenuLink>
				</MenuSection>
				<section aria-labelledby={`${panelId}-more`}>
					<h2 className="account-menu__heading" id={`${panelId}-more`}>
						{t.moreOptions()}
					</h2>
					<ul className="account-menu__list">
						<li>
							<a className="account-menu__item" href="/settings/profile">
								{t.settings()}
							</a>
						</li>
						{accountType === 'personal' &&
							!isLinkedBusiness &&
							me &&
							me.businesses.length === 0 && (
								<li>
									<a className="account-menu__item" href="/convert-business">
										{t.convertToBusiness()}
									</a>
								</li>
							)}
						<li>
							<LogOutButton />
						</li>
					</ul>
				</section>
			</section>
			{switching.status === 'failure' && <FailedAccountPrompt target={switching.target} />}
		</div>
	);
});

function MenuSection(props: {
	panelId: string;
	name: string;
	heading: string;
	children: React.ReactNode;
}) {
	const id = `${props.panelId}-${props.name}`;
	return (
		<section aria-labelledby={id}>
			<h2 className="account-menu__heading" id={id}>
				{props.heading}
			</h2>
			<ul className="account-menu__list">{props.children}</ul>
		</section>
	);
}

function MenuLink(props: { href: string; children: React.ReactNode }) {
	return (
		<li>
			<a className="account-menu__item" href={props.href}>
				{props.children}
			</a>
		</li>
	);
}
