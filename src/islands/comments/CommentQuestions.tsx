import { useState } from 'react';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import {
	deleteComment,
	flagComment,
	hideUserComments,
	REPORT_REASONS,
	type ReportReason,
} from '~/lib/social/comments/client/comments.api.ts';
import { dispatchComment, refusalText } from '~/lib/social/comments/client/comments.store.ts';
import comments from '~/messages/comments/index.ts';
import { CommentDialog } from './CommentDialog.tsx';
import type { CommentQuestion } from './CommentView.tsx';

/** The reasons' labels (CMT-04), in the current language. */
function reasonLabels(): Record<ReportReason, string> {
	const t = comments();
	return {
		spam: t.reasonSpam(),
		harassment: t.reasonHarassment(),
		hate: t.reasonHate(),
		self_harm: t.reasonSelfHarm(),
		nudity: t.reasonNudity(),
		violence: t.reasonViolence(),
		misinformation: t.reasonMisinformation(),
		other: t.reasonOther(),
	};
}

/**
 * The one open question about a comment: delete it (author or pin owner), hide every comment
 * of its author (pin owner, CMT-02), or report it with a reason (CMT-04). A confirmed answer
 * changes the store (`deleted`, `hiddenForUser`, `hidden`: a reported comment leaves the
 * reporter's view) and says so in a toast; a refusal keeps the dialog open with the server's
 * words in a toast.
 */
export function CommentQuestions({
	question,
	pinId,
	onClose,
}: {
	question: CommentQuestion;
	pinId: string;
	onClose: () => void;
}) {
	const t = comments();
	const [busy, setBusy] = useState(false);
	const { comment } = question;
	const name = comment.user.full_name || comment.user.username;

	async function run(call: () => Promise<void>) {
		setBusy(true);
		try {
			await call();
			onClose();
		} catch (error) {
			showToast(refusalText(error));
		} finally {
			setBusy(false);
		}
	}

	if (question.kind === 'delete') {
		return (
			<CommentDialog
				id="comment-delete"
				title={t.deleteTitle()}
				confirmLabel={t.delete()}
				busy={busy}
				danger
				onClose={onClose}
				onConfirm={() =>
					run(async () => {
						await deleteComment(comment.id);
						dispatchComment({ type: 'deleted', id: comment.id });
						showToast(t.deleted());
					})
				}
			>
				<p>{t.deleteBody()}</p>
			</CommentDialog>
		);
	}
	if (question.kind === 'hide') {
		return (
			<CommentDialog
				id="comment-hide"
				title={t.hideUserTitle({ name })}
				confirmLabel={t.hideUserConfirm()}
				busy={busy}
				onClose={onClose}
				onConfirm={() =>
					run(async () => {
						await hideUserComments(pinId, comment.user.id);
						dispatchComment({ type: 'hiddenForUser', userId: comment.user.id });
						showToast(t.userHidden({ name }));
					})
				}
			>
				<p>{t.hideUserBody()}</p>
			</CommentDialog>
		);
	}
	const labels = reasonLabels();
	return (
		<CommentDialog
			id="comment-report"
			title={t.reportTitle()}
			confirmLabel={t.reportSend()}
			busy={busy}
			onClose={onClose}
			onConfirm={(form) => {
				const data = new FormData(form);
				const reason = data.get('reason') as ReportReason | null;
				if (!reason) return;
				const detail = String(data.get('detail') ?? '').trim();
				void run(async () => {
					await flagComment(comment.id, reason, detail);
					dispatchComment({ type: 'hidden', id: comment.id });
					showToast(t.reported());
				});
			}}
		>
			<fieldset className="comment-dialog__reasons">
				<legend>{t.reportIntro()}</legend>
				{REPORT_REASONS.map((reason) => (
					<label key={reason} className="comment-dialog__reason">
						<input type="radio" name="reason" value={reason} required />
						{labels[reason]}
					</label>
				))}
			</fieldset>
			<label className="comment-dialog__detail">
				{t.reportDetail()}
				<textarea name="detail" rows={2} maxLength={500} dir="auto" />
			</label>
		</CommentDialog>
	);
}
