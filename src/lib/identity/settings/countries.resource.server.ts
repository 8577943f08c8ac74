import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { countryOptions } from './countries.ts';
import { localeOptions } from './locales.ts';

/** `CountriesResource` get (SET-08, API-35): `[{key: 'US', name: 'United States'}, …]`, by name. */
export const countriesResource = defineResource({
	name: 'CountriesResource',
	get: action({
		auth: 'required',
		options: z.object({}),
		async run() {
			return { data: countryOptions() };
		},
	}),
});

/** `LocalesResource` get (SET-08, API-35): `[{key: 'en-US', name: 'English (United States)'}, …]`. */
export const localesResource = defineResource({
	name: 'LocalesResource',
	get: action({
		auth: 'required',
		options: z.object({}),
		async run() {
			return { data: localeOptions() };
		},
	}),
});
