import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	convertToBusiness,
	convertToPersonal,
	createLinkedBusiness,
} from '~/lib/identity/multi-account/linked-business.service.server.ts';
import { MAX_LINKED_BUSINESSES } from '~/lib/identity/multi-account/linked-business.ts';
import { storedAccountProfiles } from '~/lib/identity/multi-account/stored-account.server.ts';
import { findUserById } from '~/lib/identity/users/users.repository.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
	try {
		await promise;
	} catch (error) {
		return error instanceof AppError ? error.code : String(error);
	}
	return 'no error';
}

describe(`linked businesses on ${testDialect()}`, () => {
	it('MAS-07: creates a linked business with a derived, unique username and no password', async () => {
		const owner = await makeUser(t.db, { country: 'FR', locale: 'fr-FR' });
		const first = await createLinkedBusiness(t.db, owner, {
			business_name: '  Café   Olé & Co ',
			website_url: 'https://cafe.example.com',
		});
		const second = await createLinkedBusiness(t.db, owner, { business_name: 'Cafe Ole Co' });
		expect(first.username).toBe('cafeoleco');
		expect(second.username).toMatch(/^cafeoleco\d{2,}$/);
		const row = (await findUserById(t.db, first.id))!;
		expect(row).toMatchObject({
			account_type: 'business',
			owner_user_id: owner.id,
			business_name: 'Café Olé & Co',
			first_name: 'Café Olé & Co',
			password_hash: null,
			email: `biz-${first.id}@business.invalid`,
			website_url: 'https://cafe.example.com',
			country: 'FR',
			locale: 'fr-FR',
		});
		expect(row.email_verified_at).not.toBeNull();
		const profiles = await storedAccountProfiles(t.db, [owner.id, first.id]);
		expect(profiles.get(owner.id)!.businesses.map((b) => b.id)).toEqual([first.id, second.id]);
		// Without a contact address the owner's email is the contact.
		expect(profiles.get(first.id)!.partner).toEqual({
			is_linked_business: true,
			business_name: 'Café Olé & Co',
			biz_contact_email: owner.email,
			biz_ownership_email: owner.email,
		});
	});

	it('MAS-07: never takes a reserved name', async () => {
		const owner = await makeUser(t.db);
		const shop = await createLinkedBusiness(t.db, owner, { business_name: 'Settings' });
		expect(shop.username).not.toBe('settings');
		expect(shop.username).toMatch(/^settings\d{2,}$/);
		const blank = await createLinkedBusiness(t.db, owner, { business_name: '★★★' });
		// The fallback stem `business` is itself reserved (U-34), so it gets digits too.
		expect(blank.username).toMatch(/^business\d{2,}$/);
	});

	it('MAS-07: refuses bad input, business owners and too many businesses', async () => {
		const owner = await makeUser(t.db);
		expect(await codeOf(createLinkedBusiness(t.db, owner, { business_name: '   ' }))).toBe(
			'InvalidOptions',
		);
		expect(await codeOf(createLinkedBusiness(t.db, owner, { business_name: 'x'.repeat(61) }))).toBe(
			'InvalidOptions',
		);
		expect(
			await codeOf(
				createLinkedBusiness(t.db, owner, { business_name: 'Shop', website_url: 'javascript:x' }),
			),
		).toBe('InvalidOptions');
		const business = await createLinkedBusiness(t.db, owner, { business_name: 'Parent' });
		expect(await codeOf(createLinkedBusiness(t.db, business, { business_name: 'Child' }))).toBe(
			'Forbidden',
		);
		const converted = await makeUser(t.db, { account_type: 'business', business_name: 'Big' });
		expect(await codeOf(createLinkedBusiness(t.db, converted, { business_name: 'Sub' }))).toBe(
			'Forbidden',
		);

		const busy = await makeUser(t.db);
		for (let i = 0; i < MAX_LINKED_BUSINESSES; i++) {
			await createLinkedBusiness(t.db, busy, { business_name: `Busy ${i}` });
		}
		expect(await codeOf(createLinkedBusiness(t.db, busy, { business_name: 'One more' }))).toBe(
			'InvalidOptions',
		);
	});

	it('SET-12: converts a personal account to business and back', async () => {
		const user = await makeUser(t.db);
		await convertToBusiness(t.db, user, { business_name: ' Studio Nine ' });
		expect(await findUserById(t.db, user.id)).toMatchObject({
			account_type: 'business',
			business_name: 'Studio Nine',
			email: user.email,
		});
		const profile = (await storedAccountProfiles(t.db, [user.id])).get(user.id)!;
		expect(profile.partner).toEqual({
			is_linked_business: false,
			business_name: 'Studio Nine',
			biz_contact_email: user.email,
			biz_ownership_email: user.email,
		});
		expect(profile.full_name).toBe('Studio Nine');
		expect(await codeOf(convertToBusiness(t.db, user, { business_name: 'Again' }))).toBe(
			'Conflict',
		);
		await convertToPersonal(t.db, user);
		expect(await findUserById(t.db, user.id)).toMatchObject({
			account_type: 'personal',
			business_name: null,
		});
		expect(await codeOf(convertToPersonal(t.db, user))).toBe('Conflict');
	});

	it('SET-12: owners of linked businesses cannot convert; linked businesses cannot go personal', async () => {
		const owner = await makeUser(t.db);
		const business = await createLinkedBusiness(t.db, owner, { business_name: 'Linked' });
		expect(await codeOf(convertToBusiness(t.db, owner, { business_name: 'Nope' }))).toBe(
			'Conflict',
		);
		expect(await codeOf(convertToPersonal(t.db, business))).toBe('Forbidden');
		expect((await findUserById(t.db, owner.id))!.account_type).toBe('personal');
	});
});
