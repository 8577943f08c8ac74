import type { Pin } from '../../content/pins/pin.ts';

/** A pin in a discovery feed's answer (related pins, visual search, videos, shopping). */
export type FeedPin = Omit<Pin, 'originPinId'>;

/**
 * The pin as discovery answers carry it: `originPinId` is left out, because a feed may show a
 * save whose original the viewer may not read (a save of a secret pin must not name it).
 */
export function toFeedPin(pin: Pin): FeedPin {
	const { originPinId: _origin, ...rest } = pin;
	return rest;
}
