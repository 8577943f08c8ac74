import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignGroup, subjectKey } from '~/lib/growth/experiments/assignment.ts';
import { CLOSEUP_SUBTITLE_EXPERIMENT, findExperiment } from '~/lib/growth/experiments/registry.ts';
import { VISITOR_COOKIE } from '~/lib/platform/http/visitor.server.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
let user: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
	t = await createTestDb();
	user = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

const NAME = CLOSEUP_SUBTITLE_EXPERIMENT;
const groupOf = (userId: string | null, visitor: string | null) =>
	assignGroup(findExperiment(NAME)!, subjectKey(userId, visitor)!)!;
const otherGroup = (group: string) =>
	findExperiment(NAME)!.groups.find((g) => g.name !== group)!.name;
let address = 0;
const activate = (
	experiments: unknown,
	options: { userId?: string; cookie?: string; sourceUrl?: string } = {},
) =>
	callResource(
		t.db,
		'ActivateExperimentResource',
		'create',
		{ experiments },
		options.userId ? viewerOf({ ...user, id: options.userId }) : null,
		{
			clientAddress: `10.9.0.${++address}`,
			sourceUrl: options.sourceUrl ?? '/pin/1/',
			...(options.cookie ? { cookie: options.cookie } : {}),
		},
	);
const activations = () => t.db.selectFrom('experiment_activations').selectAll().execute();

describe(`ActivateExperimentResource create on ${testDialect()} (LOG-07)`, () => {
	it('records a signed-in user once per experiment, in the group the server assigns', async () => {
		const group = groupOf(user.id, null);
		const first = await activate([{ experiment_name: NAME, experiment_group: group }], {
			userId: user.id,
		});
		expect(first.r.data).toEqual({ activated: [NAME], ignored: [] });
		const again = await activate([{ experiment_name: NAME, experiment_group: group }], {
			userId: user.id,
		});
		expect(again.r.data).toEqual({ activated: [], ignored: [] });
		const mine = (await activations()).filter((a) => a.user_id === user.id);
		expect(mine).toHaveLength(1);
		expect(mine[0]).toMatchObject({
			subject_key: `user:${user.id}`,
			experiment_name: NAME,
			experiment_group: group,
			visitor_id: null,
		});
	});

	it('signed out: by the visitor id cookie (made on first use), once per visitor', async () => {
		// The visitor's group is only known once the cookie exists: ask with a fresh cookie.
		const visitor = '0b7f1a52-3c9d-4e8f-a1b2-c3d4e5f60718';
		const cookie = `${VISITOR_COOKIE}=${visitor}`;
		const group = groupOf(null, visitor);
		const res = await activate([{ experiment_name: NAME, experiment_group: group }], { cookie });
		expect(res.r.data.activated).toEqual([NAME]);
		expect(
			(await activate([{ experiment_name: NAME, experiment_group: group }], { cookie })).r.data,
		).toEqual({ activated: [], ignored: [] });
		const rows = (await activations()).filter((a) => a.visitor_id === visitor);
		expect(rows.map((r) => r.subject_key)).toEqual([`visitor:${visitor}`]);

		const fresh = await activate([{ experiment_name: NAME, experiment_group: 'control' }]);
		expect(fresh.cookies.some((c) => c.startsWith(`${VISITOR_COOKIE}=`))).toBe(true);
	});

	it('ignores unknown experiments, a group other than the assigned one, and pages with ?disable_experiments', async () => {
		const other = await makeUser(t.db);
		const group = groupOf(other.id, null);
		const before = (await activations()).length;
		const res = await activate(
			[
				{ experiment_name: 'no_such_experiment', experiment_group: 'enabled' },
				{ experiment_name: NAME, experiment_group: otherGroup(group) },
			],
			{ userId: other.id },
		);
		expect(res.r.data).toEqual({ activated: [], ignored: ['no_such_experiment', NAME] });
		const disabled = await activate([{ experiment_name: NAME, experiment_group: group }], {
			userId: other.id,
			sourceUrl: '/pin/1/?disable_experiments',
		});
		expect(disabled.r.data).toEqual({ activated: [], ignored: [NAME] });
		expect((await activations()).length).toBe(before);
	});

	it('bad input answers the error envelope and records nothing', async () => {
		const before = (await activations()).length;
		for (const bad of [
			[],
			[{ experiment_name: NAME }],
			[{ experiment_name: 'Has Caps', experiment_group: 'control' }],
			[{ experiment_name: NAME, experiment_group: 'control', extra: 1 }],
			Array.from({ length: 51 }, (_, i) => ({
				experiment_name: `e${i}`,
				experiment_group: 'control',
			})),
			'nope',
		]) {
			const res = await activate(bad, { userId: user.id });
			expect(res.status).toBe(400);
			expect(res.r.error).toMatchObject({ code: 'InvalidOptions', api_error_code: 1003 });
		}
		expect((await activations()).length).toBe(before);
	});
});
