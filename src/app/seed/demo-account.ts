/**
 * The account everyone can log in with on a seeded instance. README and tests import these
 * constants rather than repeating them. Every other seeded person account has the same
 * password, so flows between two users (following, collaborating) can be tried by hand.
 */
export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@corkboard.test';
export const DEMO_PASSWORD = 'corkboard-demo';
export const DEMO_FIRST_NAME = 'Demo';
export const DEMO_LAST_NAME = 'Pinner';

/** The domain of every seeded email address (reserved for testing, never delivered). */
export const SEED_EMAIL_DOMAIN = 'corkboard.test';
