import { useStore } from '@nanostores/react';
import {
	$accountSwitch,
	$storedAccounts,
	loadStoredAccounts,
	type SwitchTarget,
	targetUserId,
} from '~/lib/identity/multi-account/client/account-switch.store.ts';
import { accountTypeLabel, displayName } from '~/lib/identity/users/display-name.ts';
import accountMenu from '~/messages/account-menu/index.ts';
import { AccountRow } from './AccountRow.tsx';

interface Props {
	currentId: string;
	/** Set in a linked-business session: the owner to switch back to. */
	ownerUserId: string | null;
	onSwitch: (target: SwitchTarget) => void;
}

/**
 * MAS-10 "Your accounts": the browser's other stored accounts, the linked businesses the current
 * person may open, and in a business session the way back to its owner. Stored accounts that
 * are logged out still switch: the server refuses and the failed-account prompt opens (MAS-08).
 */
export function YourAccounts({ currentId, ownerUserId, onSwitch }: Props) {
	const t = accountMenu();
	const accounts = useStore($storedAccounts);
	const switching = useStore($accountSwitch);
	if (accounts.status === 'idle' || accounts.status === 'loading') {
		return <p className="account-menu__note">{t.loadingAccounts()}</p>;
	}
	if (accounts.status === 'error') {
		return (
			<p className="account-menu__note" role="alert">
				{t.loadFailed()}{' '}
				<button
					type="button"
					className="account-menu__link"
					onClick={() => loadStoredAccounts(true)}
				>
					{t.tryAgain()}
				</button>
			</p>
		);
	}

	const map = accounts.accounts;
	const me = map[currentId];
	const busyId = switching.status === 'loading' ? targetUserId(switching.target) : null;
	const isBusy = (id: string) => busyId === id;
	const ownerAccount = ownerUserId ? map[ownerUserId] : undefined;
	const ownerSource = ownerAccount ?? me?.owners.find((o) => o.id === ownerUserId);
	const owner =
		ownerUserId && ownerSource
			? { id: ownerUserId, name: displayName(ownerSource), username: ownerSource.username }
			: null;
	const others = Object.values(map).filter((a) => a.id !== currentId && a.id !== ownerUserId);
	// The businesses of whoever is signed in: ours, or, in a business session, our owner's.
	const businessOwnerId = ownerUserId ?? (me?.type === 'personal' ? currentId : null);
	const businesses = (ownerUserId ? ownerAccount?.businesses : me?.businesses) ?? [];

	return (
		<ul className="account-menu__list">
			{owner && (
				<li>
					<AccountRow
						name={t.switchBack({ name: owner.name })}
						avatarName={owner.name}
						imageUrl={ownerAccount?.image_small_url ?? null}
						colorIndex={ownerAccount?.avatar_color_index ?? 0}
						detail={accountTypeLabel({ is_partner: false })}
						busy={isBusy(owner.id)}
						disabled={busyId !== null}
						onSelect={() =>
							onSwitch({
								kind: 'owner',
								ownerId: owner.id,
								name: owner.name,
								username: owner.username,
							})
						}
					/>
				</li>
			)}
			{others.map((account) => {
				const name = displayName(account);
				return (
					<li key={account.id}>
						<AccountRow
							name={name}
							imageUrl={account.image_small_url}
							colorIndex={account.avatar_color_index}
							detail={
								account.logged_in
									? accountTypeLabel({ is_partner: account.type === 'business' })
									: t.loggedOut()
							}
							actionPrefix={t.switchTo()}
							busy={isBusy(account.id)}
							disabled={busyId !== null}
							onSelect={() =>
								onSwitch({
									kind: 'account',
									userId: account.id,
									name,
									username: account.username,
								})
							}
						/>
					</li>
				);
			})}
			{businessOwnerId &&
				businesses
					.filter((b) => b.id !== currentId && !map[b.id])
					.map((business) => (
						<li key={business.id}>
							<AccountRow
								name={business.business_name}
								imageUrl={business.image_small_url}
								colorIndex={business.avatar_color_index}
								detail={accountTypeLabel({ is_partner: true })}
								actionPrefix={t.switchTo()}
								busy={isBusy(business.id)}
								disabled={busyId !== null}
								onSelect={() =>
									onSwitch({
										kind: 'business',
										businessId: business.id,
										ownerId: businessOwnerId,
										name: business.business_name,
										username: business.username,
									})
								}
							/>
						</li>
					))}
		</ul>
	);
}
