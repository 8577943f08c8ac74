import { makeMedia, makeVideo } from '../../../helpers/builders.ts';
import { secretBoardFixture } from '../fixtures.ts';
import { AUTH, denied, LIMITED, NOT_FOUND, OK } from '../outcomes.ts';
import { cells } from '../presets.ts';
import type { Fixture, Row } from '../row.ts';
import { resource, route } from '../row-kinds.ts';
import type { World } from '../world.ts';

/**
 * Uploaded videos (cr-video): uploading is for anyone with a full login; a video's cover and
 * captions are its owner's alone, and another person's video does not exist for them (404).
 */

/**
 * The secret board fixture with its owner's pin turned into a video pin: a `videos` row of the
 * owner with two frames (media rows of the owner), the first its cover.
 */
async function videoPinFixture(w: World): Promise<Fixture> {
	const fx = await secretBoardFixture(w);
	const owner = w.users.owner;
	const frames = [
		await makeMedia(w.db, { owner_id: owner.id }),
		await makeMedia(w.db, { owner_id: owner.id }),
	];
	const { id } = await makeVideo(
		w.db,
		owner.id,
		frames.map((f) => f.id),
		{
			storage_key: 'ab/cd/abcd0000000000000000000000000000',
			width: 320,
			height: 240,
			duration_ms: 2000,
			bytes: 1000,
		},
	);
	await w.db
		.updateTable('pins')
		.set({ video_id: id, pin_type: 'video', media_id: frames[0]!.id })
		.where('id', '=', fx.pin!)
		.execute();
	return { ...fx, video: id, frame: frames[1]!.id };
}

const ownerOnly = cells(NOT_FOUND, {
	owner: OK,
	anonymous: AUTH,
	suspended: AUTH,
	limited: LIMITED,
});

export const VIDEO_ROWS: Row[] = [
	resource('VideoCoverResource.update', {
		does: "pick another cover frame of the owner's video on a secret board",
		fixture: videoPinFixture,
		options: ({ fx }) => ({ video_id: fx.video!, media_id: fx.frame! }),
		expect: ownerOnly,
	}),
	route('POST /upload-video', {
		does: 'upload a video (a JSON body, no video)',
		path: () => '/upload-video/',
		json: () => ({}),
		expect: cells(denied(400, 'VideoRequired'), {
			anonymous: AUTH,
			suspended: AUTH,
			limited: LIMITED,
		}),
	}),
	route('POST /upload-video/[id]/captions', {
		does: "add captions (not WebVTT) to the owner's video",
		fixture: videoPinFixture,
		path: ({ fx }) => `/upload-video/${fx.video!}/captions/`,
		json: () => ({}),
		expect: cells(NOT_FOUND, {
			owner: denied(400, 'CaptionsInvalid'),
			anonymous: AUTH,
			suspended: AUTH,
			limited: LIMITED,
		}),
	}),
];
