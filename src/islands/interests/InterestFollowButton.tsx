import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import {
	$interestFollows,
	setInterestFollow,
} from '~/lib/discovery/interests/client/interest-follows.store.ts';
import interestsFollowButton from '~/messages/interests-follow-button/index.ts';
import { reactIsland } from '../react-island.ts';

interface Props {
	interestId: string;
	/** The follow state the server rendered. */
	followed: boolean;
	csrfToken: string;
	/** Where the no-JavaScript form comes back to. */
	back: string;
}

/**
 * FED-07: Follow / Following for one interest. It renders a real form (`POST /ideas/follow/`),
 * so it works before hydration and with JavaScript off; once hydrated, a click changes the
 * button at once and `setInterestFollow` reverts it silently if the server refuses.
 */
export const InterestFollowButton = reactIsland(function InterestFollowButton(props: Props) {
	const t = interestsFollowButton();
	const known = useStore($interestFollows, { keys: [props.interestId] })[props.interestId];
	const followed = known ?? props.followed;

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		void setInterestFollow(props.interestId, !followed);
	}

	return (
		<form className="interest-follow" method="post" action="/ideas/follow/" onSubmit={onSubmit}>
			<input type="hidden" name="csrftoken" value={props.csrfToken} />
			<input type="hidden" name="action" value={followed ? 'unfollow' : 'follow'} />
			<input type="hidden" name="interest_id" value={props.interestId} />
			<input type="hidden" name="back" value={props.back} />
			<button
				type="submit"
				className={followed ? 'button' : 'button button--primary'}
				aria-pressed={followed}
			>
				{followed ? t.following() : t.follow()}
			</button>
		</form>
	);
});
