import type { ReactNode } from 'react';
import accountMenu from '~/messages/account-menu/index.ts';
import { AccountAvatar } from './AccountAvatar.tsx';

interface Props {
	name: string;
	/** The name whose initial the placeholder avatar shows, when `name` is an action. */
	avatarName?: string;
	imageUrl: string | null;
	colorIndex: number;
	/** Second line: type label, email or a state such as "Logged out". */
	detail: ReactNode;
	/** When set, the row is a button doing this. */
	onSelect?: () => void;
	/** When set (and no `onSelect`), the row is a link. */
	href?: string;
	/** Shows that a switch to this account is under way. */
	busy?: boolean;
	disabled?: boolean;
	/** Words read before the name by screen readers only (e.g. "Switch to"), naming the action. */
	actionPrefix?: string;
}

/** One account in the menu: 60 px avatar and a one-line name (MAS-12); a button, a link or plain. */
export function AccountRow({
	name,
	avatarName = name,
	imageUrl,
	colorIndex,
	detail,
	onSelect,
	href,
	busy = false,
	disabled = false,
	actionPrefix,
}: Props) {
	const body = (
		<>
			<AccountAvatar name={avatarName} imageUrl={imageUrl} colorIndex={colorIndex} size={60} />
			<span className="account-row__text">
				<span className="account-row__name">
					{actionPrefix && <span className="visually-hidden">{actionPrefix} </span>}
					{name}
				</span>
				<span className="account-row__detail">{busy ? accountMenu().switching() : detail}</span>
			</span>
		</>
	);
	if (href && !onSelect) {
		return (
			<a className="account-row account-row--action" href={href}>
				{body}
			</a>
		);
	}
	if (!onSelect) return <div className="account-row">{body}</div>;
	return (
		<button
			type="button"
			className="account-row account-row--action"
			onClick={onSelect}
			aria-busy={busy}
			disabled={disabled}
		>
			{body}
		</button>
	);
}
