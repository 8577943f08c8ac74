import { unknownEndpoint } from '~/lib/platform/http/unknown-endpoint.server.ts';

export const ALL = unknownEndpoint;
