import { unknownEndpoint } from '~/lib/http/unknown-endpoint.server.ts';

export const ALL = unknownEndpoint;
