import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import { config } from '../../platform/config/config.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { type StoredVariants, variantsToImages } from '../../platform/media/image-sizes.ts';
import { absoluteUrl } from '../../platform/routing/absolute-url.server.ts';
import { BRAND } from '../../platform/ui/brand.ts';
import { anonymizeEmail } from '../users/display-name.ts';
import { parseUserSettings } from '../users/user-settings.ts';
import {
	collaborationPages,
	exportLinkedAccounts,
	exportProfile,
	followedBoardPages,
	followedInterestPages,
	followedUserPages,
	mailPages,
	ownBoardPages,
	pinPages,
	sectionPages,
	sessionPages,
	userStatePages,
} from './data-export.repository.server.ts';
import { exportReadme } from './export-readme.ts';

/** The download's file name: `corkboard-data-{username}-{YYYY-MM-DD}.zip`. */
export function exportFileName(username: string, date: Date): string {
	const safe = username.replace(/[^a-z0-9_]/gi, '').slice(0, 40) || 'account';
	return `${BRAND.toLowerCase()}-data-${safe}-${date.toISOString().slice(0, 10)}.zip`;
}

/**
 * A JSON array with one element per line, built page by page as rows arrive (each row becomes
 * text at once; the rows themselves are not kept).
 */
async function collect<R>(pages: AsyncGenerator<R[]>, shape: (row: R) => unknown): Promise<string> {
	const lines: string[] = [];
	for await (const rows of pages) for (const row of rows) lines.push(JSON.stringify(shape(row)));
	return lines.length === 0 ? '[]' : `[\n${lines.join(',\n')}\n]`;
}

function json(value: unknown): string {
	return `${JSON.stringify(value, null, 1)}\n`;
}

function parseJson(text: string | null): unknown {
	if (!text) return null;
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}

const flag = (value: number) => value === 1;

/**
 * SET-12 request data: a ZIP of everything the account holds, for its owner. Files:
 * README.txt, profile.json, settings.json, boards.json, sections.json, pins.json (with image
 * URLs), follows.json, sessions.json, signup.json, user_states.json, mail.json.
 *
 * Never included: password, MFA and passcode hashes or secrets, session or token hashes, mail
 * bodies, and other people's secret boards (a secret board the user collaborates on, accepted,
 * appears by name only). Rows are read by keyset in pages of 1,000
 * (`data-export.repository.server.ts`).
 * Returns null when the account does not exist.
 *
 * @param origin the request URL, for absolute image and board links (`PUBLIC_ORIGIN` wins).
 */
export async function buildExportArchive(
	db: Kysely<Database>,
	userId: string,
	options: { origin: URL; now?: Date },
): Promise<Uint8Array<ArrayBuffer> | null> {
	const now = options.now ?? new Date();
	const profile = await exportProfile(db, userId);
	if (!profile) return null;
	const url = (path: string) => absoluteUrl(options.origin, path);
	const mediaBase = config().MEDIA_BASE_URL;
	const imageUrls = (storageKey: string, variantsJson: string) => {
		const images = variantsToImages(
			mediaBase,
			storageKey,
			JSON.parse(variantsJson) as StoredVariants,
		);
		return { image_url: url(images.orig.url), image_736x_url: url(images['736x'].url) };
	};

	const {
		settings,
		signup_data,
		image_storage_key,
		image_variants,
		has_passcode,
		passcode_backup_email,
		...rest
	} = profile;
	const linked = await exportLinkedAccounts(db, userId);
	const profileJson = json({
		...rest,
		is_private: flag(rest.is_private),
		mfa_enabled: flag(rest.mfa_enabled),
		has_parental_passcode: Number(has_passcode) === 1,
		// The parent's address is their data: the account sees it masked, as everywhere (ACC-09).
		passcode_backup_email: anonymizeEmail(passcode_backup_email),
		profile_url: url(`/${rest.username}/`),
		image_url:
			image_storage_key && image_variants
				? imageUrls(image_storage_key, image_variants).image_url
				: null,
		linked_business_accounts: linked,
	});
	const settingsJson = json({
		...parseUserSettings(settings),
		opt_in_private_account: flag(rest.is_private),
	});

	const ownBoards = await collect(ownBoardPages(db, userId), (b) => ({
		...b,
		is_collaborative: flag(b.is_collaborative),
		is_archived: flag(b.is_archived),
		url: url(`/${rest.username}/${b.slug}/`),
	}));
	const collaborations = await collect(collaborationPages(db, userId), (b) =>
		b.privacy === 'secret'
			? { name: b.name, privacy: 'secret' }
			: {
					id: b.id,
					name: b.name,
					owner_username: b.owner_username,
					url: url(`/${b.owner_username}/${b.slug}/`),
					joined_at: b.joined_at,
				},
	);
	const boardsJson = `{\n"boards": ${ownBoards},\n"collaborating_on": ${collaborations}\n}\n`;

	const sectionsJson = await collect(sectionPages(db, userId), (s) => s);
	const pinsJson = await collect(pinPages(db, userId), (p) => {
		const { storage_key, variants, is_hidden, ...pin } = p;
		return {
			...pin,
			is_hidden: flag(is_hidden),
			url: url(`/pin/${pin.id}/`),
			...imageUrls(storage_key, variants),
		};
	});

	const users = await collect(followedUserPages(db, userId), (u) => ({
		...u,
		url: url(`/${u.username}/`),
	}));
	const boards = await collect(followedBoardPages(db, userId), (b) => ({
		id: b.id,
		name: b.name,
		owner_username: b.owner_username,
		url: url(`/${b.owner_username}/${b.slug}/`),
		followed_at: b.followed_at,
	}));
	const interests = await collect(followedInterestPages(db, userId), (i) => i);
	const followsJson = `{\n"users": ${users},\n"boards": ${boards},\n"interests": ${interests}\n}\n`;

	const sessionsJson = await collect(sessionPages(db, userId), ({ id: _id, ...s }) => s);
	const statesJson = await collect(userStatePages(db, userId), (s) => s);
	const mailJson = await collect(mailPages(db, userId), ({ id: _id, ...m }) => m);

	const files: Zippable = {
		'README.txt': strToU8(exportReadme(rest.username, now)),
		'profile.json': strToU8(profileJson),
		'settings.json': strToU8(settingsJson),
		'boards.json': strToU8(boardsJson),
		'sections.json': strToU8(`${sectionsJson}\n`),
		'pins.json': strToU8(`${pinsJson}\n`),
		'follows.json': strToU8(followsJson),
		'sessions.json': strToU8(`${sessionsJson}\n`),
		'signup.json': strToU8(json(parseJson(signup_data))),
		'user_states.json': strToU8(`${statesJson}\n`),
		'mail.json': strToU8(`${mailJson}\n`),
	};
	// fflate allocates plain ArrayBuffers; the cast lets the bytes be a Response body as they are.
	return zipSync(files, { level: 6, mtime: now }) as Uint8Array<ArrayBuffer>;
}
