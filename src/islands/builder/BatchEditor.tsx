import { useState } from 'react';
import { type DirtyFields, markDirty } from '~/lib/content/drafts/draft-model.ts';
import builderMessages from '~/messages/builder/index.ts';
import builderEditorMessages from '~/messages/builder-editor/index.ts';
import { BoardSelect } from './BoardSelect.tsx';
import { applyBatch, type BatchValues, batchFields, EMPTY_BATCH } from './batch-edit.ts';
import { editDraft, saveNow } from './builder.store.ts';
import { Switch } from './Switch.tsx';

interface Props {
	ids: string[];
	onDone: (message: string) => void;
	onCancel: () => void;
}

/** BLD-10: edit the selected drafts together; only the fields changed here are applied. */
export function BatchEditor({ ids, onDone, onCancel }: Props) {
	const t = builderMessages();
	const te = builderEditorMessages();
	const [values, setValues] = useState<BatchValues>(EMPTY_BATCH);
	const [boardName, setBoardName] = useState<string | null>(null);
	const [dirty, setDirty] = useState<DirtyFields>(new Set());
	const [busy, setBusy] = useState(false);
	const set = <K extends keyof BatchValues>(key: K, value: BatchValues[K]) => {
		setValues((v) => ({ ...v, [key]: value }));
		setDirty((d) => markDirty(d, key));
	};

	async function apply() {
		setBusy(true);
		const fields = batchFields(values, dirty);
		for (const id of ids) editDraft(id, (d) => applyBatch(d, fields, boardName), { fields });
		const results = await Promise.all(ids.map((id) => saveNow(id)));
		setBusy(false);
		const failed = results.filter((r) => r === null).length;
		onDone(
			failed === 0
				? t.batchUpdated({ count: ids.length })
				: t.batchPartlyUpdated({ done: ids.length - failed, failed }),
		);
	}

	return (
		<form
			className="builder-batch"
			aria-label={t.batchFormLabel({ count: ids.length })}
			onSubmit={(e) => {
				e.preventDefault();
				void apply();
			}}
		>
			<h2 className="builder-subheading">{t.batchHeading({ count: ids.length })}</h2>
			<p className="builder-hint">{t.batchHint()}</p>
			<BoardSelect
				value={
					values.board_id
						? {
								boardId: values.board_id,
								boardName: boardName ?? '',
								sectionId: null,
								sectionName: null,
							}
						: null
				}
				onChange={(b) => {
					setBoardName(b.boardName);
					set('board_id', b.boardId);
				}}
			/>
			<Switch
				label={te.allowComments()}
				checked={values.is_comments_allowed}
				onChange={(on) => set('is_comments_allowed', on)}
			/>
			<Switch
				label={te.shoppingRecommendations()}
				checked={values.is_shopping_rec_allowed}
				onChange={(on) => set('is_shopping_rec_allowed', on)}
			/>
			<div className="builder-row">
				<button type="button" className="button" onClick={onCancel}>
					{t.batchCancel()}
				</button>
				<button
					type="submit"
					className="button button--primary"
					disabled={busy || dirty.size === 0}
				>
					{t.batchApply({ count: ids.length })}
				</button>
			</div>
		</form>
	);
}
