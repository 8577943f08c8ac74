/**
 * A build-time rewrite of Astro's `FetchState` (astro 7.3, `dist/core/fetch/fetch-state.js`) so
 * that a request's objects die young.
 *
 * Why: `FetchState` builds each request's contexts (the render options, the API context that
 * middleware and endpoints get, the page's `Astro` partial, the page response head) as object
 * literals with getters, and each getter is a new closure over the request's state. V8 keeps
 * accessor pairs in old space, so every request leaves old-space objects pointing at young
 * closures, and the scavenger treats those pointers as roots until the next full GC. The whole
 * request (context, locals, database rows, response) then survives two scavenges and is promoted:
 * on the typeahead at 800 req/s, 6–8 MB promoted per scavenge and 11–15 ms scavenge pauses, against
 * 0.1–0.3 MB and about 1 ms without the getters (`docs/benchmarks.md`, November 27, 2026).
 *
 * The rewrite keeps the same own, enumerable accessors (same names, same values, the same errors
 * on reassignment), but their getters are module-level functions that read the request's state
 * from a hidden, non-enumerable symbol property, so the accessor pairs point at nothing young.
 *
 * Every edit must find its exact text: when Astro changes this file the build fails here, and the
 * rewrite is checked against the new version (or dropped, if Astro fixed it).
 */
import type { Plugin } from 'vite';

/** The module the rewrite applies to (path inside the `astro` package). */
export const FETCH_STATE_MODULE = 'astro/dist/core/fetch/fetch-state.js';

/** Astro's warning when `Astro.session` is read without session storage (a JSON string literal). */
const SESSION_WARNING =
	'"`Astro.session` was accessed but no session storage is configured. Either configure the storage manually or use an adapter that provides session storage. For more information, see https://docs.astro.build/en/guides/sessions/"';

interface Edit {
	/** What the edit is for, for the build error when its text is missing. */
	name: string;
	find: string;
	replace: string;
}

const EDITS: Edit[] = [
	{
		name: 'render options',
		find: `    const self = this;
    this.renderOptions = {
      ...options ?? {
        addCookieHeader: false,
        clientAddress: void 0,
        prerenderedErrorPageFetch: fetch,
        routeData: void 0,
        waitUntil: void 0
      },
      get locals() {
        return self.locals;
      }
    };`,
		replace: `    this.renderOptions = {
      ...options ?? {
        addCookieHeader: false,
        clientAddress: void 0,
        prerenderedErrorPageFetch: fetch,
        routeData: void 0,
        waitUntil: void 0
      }
    };
    sharedGetters$attach(this.renderOptions, this, sharedGetters$renderOptions);`,
	},
	{
		name: 'page response head',
		find: `    const response = {
      status: actionResult?.error ? actionResult?.error.status : status,
      statusText: actionResult?.error ? actionResult?.error.type : "OK",
      get headers() {
        return headers;
      },
      set headers(_) {
        throw new AstroError(AstroErrorData.AstroResponseHeadersReassigned);
      }
    };`,
		replace: `    const response = {
      status: actionResult?.error ? actionResult?.error.status : status,
      statusText: actionResult?.error ? actionResult?.error.type : "OK"
    };
    sharedGetters$attach(response, headers, sharedGetters$responseHead);`,
	},
	{
		name: 'page Astro partial',
		find: `    const partial = {
      generator: ASTRO_GENERATOR,
      routePattern: this.routeData.route,
      isPrerendered: this.routeData.prerender,
      cookies,
      get slots() {
        const slotsByAstro = result._metadata.slotsByAstro ??= /* @__PURE__ */ new WeakMap();
        let slots = slotsByAstro.get(this);
        if (slots === void 0) {
          slots = new Slots(
            result,
            this[slotValuesSymbol] ?? null,
            logger
          );
          slotsByAstro.set(this, slots);
        }
        return slots;
      },
      get clientAddress() {
        return state.getClientAddress();
      },
      get currentLocale() {
        return state.computeCurrentLocale();
      },
      params,
      get preferredLocale() {
        return state.computePreferredLocale();
      },
      get preferredLocaleList() {
        return state.computePreferredLocaleList();
      },
      locals,
      redirect,
      rewrite,
      request: this.request,
      response,
      site: getSite(this.manifest),
      getActionResult: createGetActionResult(locals),
      get callAction() {
        return callAction;
      },
      url,
      get originPathname() {
        return getOriginPathname(state.request);
      },
      get csp() {
        return state.getCsp();
      },
      get logger() {
        return astroToRuntimeLogger(logger);
      }
    };`,
		replace: `    const partial = {
      generator: ASTRO_GENERATOR,
      routePattern: this.routeData.route,
      isPrerendered: this.routeData.prerender,
      cookies,
      params,
      locals,
      redirect,
      rewrite,
      request: this.request,
      response,
      site: getSite(this.manifest),
      getActionResult: createGetActionResult(locals),
      url
    };
    Object.defineProperty(partial, sharedGetters$pagePartKey, { value: { result, callAction } });
    sharedGetters$attach(partial, this, sharedGetters$pagePartial);`,
	},
	{
		name: 'provider getters',
		find: `  defineProviderGetters(target) {
    const state = this;
    if (this.#providers) {
      for (const key of this.#providers.keys()) {
        Object.defineProperty(target, key, {
          get: () => state.resolve(key),
          enumerable: true,
          configurable: true
        });
      }
    }
    if (!this.#providers?.has("session")) {
      let warned = false;
      Object.defineProperty(target, "session", {
        get() {
          if (!warned) {
            warned = true;
            state.logger.warn(
              "session",
              ${SESSION_WARNING}
            );
          }
          return void 0;
        },
        enumerable: true,
        configurable: true
      });
    }
  }`,
		replace: `  defineProviderGetters(target) {
    if (!Object.hasOwn(target, sharedGetters$stateKey)) {
      Object.defineProperty(target, sharedGetters$stateKey, { value: this, configurable: true });
    }
    if (this.#providers) {
      for (const key of this.#providers.keys()) {
        Object.defineProperty(target, key, {
          get: sharedGetters$provider(key),
          enumerable: true,
          configurable: true
        });
      }
    }
    if (!this.#providers?.has("session")) {
      Object.defineProperty(target, "session", {
        get: sharedGetters$missingSession,
        enumerable: true,
        configurable: true
      });
    }
  }`,
	},
	{
		name: 'action API context',
		find: `    const state = this;
    const ctx = {
      get cookies() {
        return state.cookies;
      },
      routePattern: this.routeData.route,
      isPrerendered: this.routeData.prerender,
      get clientAddress() {
        return state.getClientAddress();
      },
      get currentLocale() {
        return state.computeCurrentLocale();
      },
      generator: ASTRO_GENERATOR,
      get locals() {
        return state.locals;
      },
      set locals(_) {
        throw new AstroError(AstroErrorData.LocalsReassigned);
      },
      // SAFETY: getActionAPIContext is only called after route resolution,
      // so routeData is always set and the params getter always returns a value.
      params: this.params,
      get preferredLocale() {
        return state.computePreferredLocale();
      },
      get preferredLocaleList() {
        return state.computePreferredLocaleList();
      },
      request: this.request,
      site: getSite(this.manifest),
      url: this.url,
      get originPathname() {
        return getOriginPathname(state.request);
      },
      get csp() {
        return state.getCsp();
      },
      get logger() {
        return astroToRuntimeLogger(state.logger);
      }
    };`,
		replace: `    const ctx = {
      routePattern: this.routeData.route,
      isPrerendered: this.routeData.prerender,
      generator: ASTRO_GENERATOR,
      params: this.params,
      request: this.request,
      site: getSite(this.manifest),
      url: this.url
    };
    sharedGetters$attach(ctx, this, sharedGetters$actionContext);`,
	},
];

/**
 * The shared getters, appended to the module so they see its imports. `this` is the object the
 * property is read on (for the page partial, the page's `Astro`, which inherits from it), and the
 * hidden symbol property (own or inherited) holds what the old closures captured.
 */
export const SHARED_GETTERS_SOURCE = `
const sharedGetters$stateKey = Symbol("corkboard.fetchState");
const sharedGetters$pagePartKey = Symbol("corkboard.pagePartial");
function sharedGetters$attach(target, hidden, getters) {
  Object.defineProperty(target, sharedGetters$stateKey, { value: hidden, configurable: true });
  for (const name of Object.keys(getters)) {
    const { get, set } = getters[name];
    Object.defineProperty(target, name, { get, set, enumerable: true, configurable: true });
  }
}
function sharedGetters$state(object) {
  return object[sharedGetters$stateKey];
}
const sharedGetters$renderOptions = {
  locals: { get() { return sharedGetters$state(this).locals; } }
};
// The response head's hidden value is its Headers, not the state.
const sharedGetters$responseHead = {
  headers: {
    get() { return sharedGetters$state(this); },
    set(_) { throw new AstroError(AstroErrorData.AstroResponseHeadersReassigned); }
  }
};
const sharedGetters$stateReaders = {
  clientAddress: { get() { return sharedGetters$state(this).getClientAddress(); } },
  currentLocale: { get() { return sharedGetters$state(this).computeCurrentLocale(); } },
  preferredLocale: { get() { return sharedGetters$state(this).computePreferredLocale(); } },
  preferredLocaleList: { get() { return sharedGetters$state(this).computePreferredLocaleList(); } },
  originPathname: { get() { return getOriginPathname(sharedGetters$state(this).request); } },
  csp: { get() { return sharedGetters$state(this).getCsp(); } },
  logger: { get() { return astroToRuntimeLogger(sharedGetters$state(this).logger); } }
};
const sharedGetters$actionContext = {
  ...sharedGetters$stateReaders,
  cookies: { get() { return sharedGetters$state(this).cookies; } },
  locals: {
    get() { return sharedGetters$state(this).locals; },
    set(_) { throw new AstroError(AstroErrorData.LocalsReassigned); }
  }
};
const sharedGetters$pagePartial = {
  ...sharedGetters$stateReaders,
  slots: {
    get() {
      const { result } = this[sharedGetters$pagePartKey];
      const slotsByAstro = result._metadata.slotsByAstro ??= /* @__PURE__ */ new WeakMap();
      let slots = slotsByAstro.get(this);
      if (slots === void 0) {
        slots = new Slots(result, this[slotValuesSymbol] ?? null, sharedGetters$state(this).logger);
        slotsByAstro.set(this, slots);
      }
      return slots;
    }
  },
  callAction: { get() { return this[sharedGetters$pagePartKey].callAction; } }
};
const sharedGetters$warnedKey = Symbol("corkboard.sessionWarned");
function sharedGetters$missingSession() {
  const state = sharedGetters$state(this);
  if (!state[sharedGetters$warnedKey]) {
    state[sharedGetters$warnedKey] = true;
    state.logger.warn("session", ${SESSION_WARNING});
  }
  return void 0;
}
const sharedGetters$providers = new Map();
function sharedGetters$provider(key) {
  let get = sharedGetters$providers.get(key);
  if (get === void 0) {
    get = function() { return sharedGetters$state(this).resolve(key); };
    sharedGetters$providers.set(key, get);
  }
  return get;
}
`;

/** `code` (the text of {@link FETCH_STATE_MODULE}) with every edit applied; throws if one is missing. */
export function rewriteFetchState(code: string): string {
	let out = code;
	for (const edit of EDITS) {
		const at = out.indexOf(edit.find);
		if (at === -1 || out.indexOf(edit.find, at + 1) !== -1) {
			throw new Error(
				`shared-context-getters: the ${edit.name} of ${FETCH_STATE_MODULE} is not where it was in ` +
					'astro 7.3; check the rewrite against the new version (build/shared-context-getters.ts).',
			);
		}
		out = out.slice(0, at) + edit.replace + out.slice(at + edit.find.length);
	}
	return out + SHARED_GETTERS_SOURCE;
}

/** The Vite plugin that applies {@link rewriteFetchState} when Astro's server code is bundled. */
export function sharedContextGetters(): Plugin {
	return {
		name: 'corkboard:shared-context-getters',
		enforce: 'pre',
		transform(code, id) {
			if (!id.replaceAll('\\', '/').endsWith(`/node_modules/${FETCH_STATE_MODULE}`)) return null;
			return { code: rewriteFetchState(code), map: null };
		},
	};
}
