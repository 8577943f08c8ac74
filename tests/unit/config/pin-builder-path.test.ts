import { describe, expect, it } from 'vitest';
import { loadConfig } from '~/lib/platform/config/config.server.ts';
import { pinBuilderRedirect, pinBuilderUrl } from '~/lib/platform/config/pin-builder-path.ts';

describe('pinBuilderRedirect', () => {
	it('RTE-16: the active address answers; the other one redirects to it, query and all', () => {
		expect(pinBuilderRedirect('pin-creation-tool', 'pin-creation-tool', '')).toBeNull();
		expect(pinBuilderRedirect('pin-creation-tool', 'idea-pin-builder', '?draft=5')).toBe(
			'/pin-creation-tool/?draft=5',
		);
		expect(pinBuilderRedirect('idea-pin-builder', 'pin-creation-tool', '')).toBe(
			'/idea-pin-builder/',
		);
		expect(pinBuilderRedirect('idea-pin-builder', 'idea-pin-builder', '?x=1')).toBeNull();
		expect(pinBuilderUrl('idea-pin-builder')).toBe('/idea-pin-builder/');
	});

	it('RTE-16: PIN_BUILDER_PATH defaults to pin-creation-tool and takes only the two addresses', () => {
		expect(loadConfig({}).PIN_BUILDER_PATH).toBe('pin-creation-tool');
		expect(loadConfig({ PIN_BUILDER_PATH: '' }).PIN_BUILDER_PATH).toBe('pin-creation-tool');
		expect(loadConfig({ PIN_BUILDER_PATH: 'idea-pin-builder' }).PIN_BUILDER_PATH).toBe(
			'idea-pin-builder',
		);
		expect(() => loadConfig({ PIN_BUILDER_PATH: 'somewhere-else' })).toThrow(/PIN_BUILDER_PATH/);
	});
});
