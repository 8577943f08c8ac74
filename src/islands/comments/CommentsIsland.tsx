import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import { createComment, fetchComments } from '~/lib/social/comments/client/comments.api.ts';
import {
	$comments,
	dispatchComment,
	refusalText,
} from '~/lib/social/comments/client/comments.store.ts';
import { initialCommentsState } from '~/lib/social/comments/client/comments-reducer.ts';
import type { AggregatedComment } from '~/lib/social/comments/comment-view.ts';
import comments from '~/messages/comments/index.ts';
import { reactIsland } from '../react-island.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentQuestions } from './CommentQuestions.tsx';
import { CommentsSwitch } from './CommentsSwitch.tsx';
import { type CommentQuestion, CommentView } from './CommentView.tsx';
import './comments.css';

interface Props {
	pinId: string;
	viewerId: string;
	/** The server's first page (the HTML in `children` shows the same). */
	comments: AggregatedComment[];
	bookmark: string | null;
	count: number;
	/** Comments are on for this pin (CMT-12); when off, the server HTML says so and stays. */
	commentsAllowed: boolean;
	/** The viewer may write here. */
	canComment: boolean;
	/** The viewer owns the pin: they may turn comments off on their pins (CMT-11). */
	isPinOwner: boolean;
	/** The server HTML of the first page, shown until the island takes over. */
	children?: ReactNode;
}

/**
 * The closeup's comments once they come into view (`client:visible`): first the server's HTML
 * as is (so hydration matches it), then, mounted, the same list from the comments store with
 * the composer and every action. Signed-out pages never load it (PinComments.astro).
 */
export const CommentsIsland = reactIsland(function CommentsIsland(props: Props) {
	const [live, setLive] = useState(false);
	useEffect(() => {
		$comments.set(initialCommentsState(props.comments, props.bookmark, props.count));
		setLive(true);
	}, [props.comments, props.bookmark, props.count]);
	// One element of its own around either: `client:visible` watches the island's children, and
	// the slot alone (`display: contents`) would never be seen intersecting.
	return (
		<div className="comments__island">
			{live && props.commentsAllowed ? <CommentsPanel {...props} /> : props.children}
		</div>
	);
});

function CommentsPanel(props: Props) {
	const t = comments();
	const state = useStore($comments);
	const [question, setQuestion] = useState<CommentQuestion | null>(null);
	const [loading, setLoading] = useState(false);
	const [off, setOff] = useState(false);
	const ctx = {
		pinId: props.pinId,
		viewerId: props.viewerId,
		canComment: props.canComment,
		ask: setQuestion,
	};

	async function more() {
		setLoading(true);
		try {
			const page = await fetchComments(props.pinId, state.bookmark);
			dispatchComment({ type: 'pageLoaded', comments: page.data, bookmark: page.next });
		} catch (error) {
			showToast(refusalText(error));
		} finally {
			setLoading(false);
		}
	}

	return (
		<div className="comments__live">
			<h2 id="comments-title" className="comments__title">
				{t.heading({ count: state.count })}
			</h2>
			{off && <p className="comments__off">{t.disabledForPin()}</p>}
			{props.isPinOwner && !off && (
				<CommentsSwitch viewerId={props.viewerId} onTurnedOff={() => setOff(true)} />
			)}
			{props.canComment && !off && (
				<CommentComposer
					id="comment-new"
					pinId={props.pinId}
					label={t.composerLabel()}
					submitLabel={t.post()}
					onSubmit={async (text, tags) => {
						try {
							const comment = await createComment({
								pinId: props.pinId,
								text,
								parentId: null,
								tags,
							});
							dispatchComment({ type: 'created', comment });
							dispatchComment({ type: 'countIncremented', by: 1 });
							return true;
						} catch (error) {
							showToast(refusalText(error));
							return false;
						}
					}}
				/>
			)}
			{state.top.length === 0 ? (
				<p className="comments__empty">{t.empty()}</p>
			) : (
				<ol className="comments__list">
					{state.top.map((id) => (
						<CommentView key={id} id={id} ctx={ctx} />
					))}
				</ol>
			)}
			{state.bookmark && (
				<p className="comments__more">
					<button type="button" className="button" disabled={loading} onClick={() => void more()}>
						{loading ? t.loading() : t.moreComments()}
					</button>
				</p>
			)}
			{question && (
				<CommentQuestions
					question={question}
					pinId={props.pinId}
					onClose={() => setQuestion(null)}
				/>
			)}
		</div>
	);
}
