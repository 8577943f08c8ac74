import { avatarColorSlot, avatarInitial } from '~/lib/identity/multi-account/stored-account.ts';
import { customAvatarUrl } from '~/lib/identity/users/display-name.ts';

interface Props {
	/** The account's display name (its first letter is the placeholder). */
	name: string;
	/** 60×60 image URL, or null. */
	imageUrl: string | null;
	colorIndex: number;
	/** Pixels; 60 in the account list (MAS-12). */
	size: number;
}

/**
 * An account's picture, or (ACC-14) its initial on a colour when it has none or only the
 * default picture. Decorative: the name is always written next to it.
 */
export function AccountAvatar({ name, imageUrl, colorIndex, size }: Props) {
	const url = customAvatarUrl(imageUrl);
	const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
	if (url) {
		return (
			<img className="account-avatar" src={url} alt="" width={size} height={size} style={style} />
		);
	}
	return (
		<span
			className={`account-avatar account-avatar--c${avatarColorSlot(colorIndex)}`}
			style={style}
			aria-hidden="true"
		>
			{avatarInitial(name)}
		</span>
	);
}
