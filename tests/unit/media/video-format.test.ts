import { describe, expect, it } from 'vitest';
import { isoDurationOfMs } from '~/lib/platform/media/video/playable-video.ts';
import { parseRange } from '~/lib/platform/media/video/serve-video.server.ts';
import {
	declaredVideoFormat,
	frameTimesMs,
	isVideoFileKey,
	isWebVtt,
	sniffVideoFormat,
	VIDEO_FRAME_COUNT,
	VIDEO_MAX_BYTES,
} from '~/lib/platform/media/video/video-format.ts';

const bytes = (...parts: (number[] | string)[]) =>
	new Uint8Array(
		parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
	);

describe('video rules', () => {
	it('BLD-12 the limit is 209,715,200 bytes; U-23 five cover frames', () => {
		expect(VIDEO_MAX_BYTES).toBe(209_715_200);
		expect(VIDEO_FRAME_COUNT).toBe(5);
	});

	it('sniffs MP4 (ftyp) and WebM (EBML with DocType webm) by magic bytes only', () => {
		expect(sniffVideoFormat(bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
		const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84];
		expect(sniffVideoFormat(bytes(ebml, 'webm', [0x42, 0x87]))).toBe('webm');
		expect(sniffVideoFormat(bytes(ebml.slice(0, -1), [0x88], 'matroska'))).toBeNull();
		expect(sniffVideoFormat(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBeNull();
		expect(sniffVideoFormat(bytes('<html><video>'))).toBeNull();
		expect(sniffVideoFormat(bytes([0, 0, 0, 0], 'ftyp'))).toBeNull();
	});

	it('reads the declared type, parameters and case aside', () => {
		expect(declaredVideoFormat('video/mp4')).toBe('mp4');
		expect(declaredVideoFormat('Video/WebM; codecs="vp9"')).toBe('webm');
		expect(declaredVideoFormat('video/quicktime')).toBeNull();
		expect(declaredVideoFormat(null)).toBeNull();
	});

	it('U-23 takes frames from the middle of each fifth', () => {
		expect(frameTimesMs(10_000)).toEqual([1000, 3000, 5000, 7000, 9000]);
		expect(frameTimesMs(0)).toEqual([0, 0, 0, 0, 0]);
	});

	it('knows WebVTT from SRT and text', () => {
		expect(isWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nHi')).toBe(true);
		expect(isWebVtt('\uFEFFWEBVTT - title\r\n\r\n01:00:01.000 --> 01:00:02.500\r\nHi')).toBe(true);
		expect(isWebVtt('1\n00:00:01,000 --> 00:00:02,000\nHi')).toBe(false);
		expect(isWebVtt('WEBVTTX\n\n00:01.000 --> 00:02.000')).toBe(false);
		expect(isWebVtt('WEBVTT\n\nno cues')).toBe(false);
	});

	it('serves only exact video and captions paths', () => {
		const hex = 'abcd0123456789abcdef0123456789ab';
		expect(isVideoFileKey(`ab/cd/${hex}/video.mp4`)).toBe(true);
		expect(isVideoFileKey(`ab/cd/${hex}/captions.vtt`)).toBe(true);
		expect(isVideoFileKey(`ab/cd/${hex}/video.mov`)).toBe(false);
		expect(isVideoFileKey(`ab/ce/${hex}/video.mp4`)).toBe(false);
		expect(isVideoFileKey(`../ab/cd/${hex}/video.mp4`)).toBe(false);
	});

	it('parses one byte range (RFC 9110) and clamps it', () => {
		expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
		expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
		expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
		expect(parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 });
		expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
		expect(parseRange('bytes=5-1', 1000)).toBe('unsatisfiable');
		expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull();
		expect(parseRange('items=0-1', 1000)).toBeNull();
		expect(parseRange(null, 1000)).toBeNull();
	});

	it('writes ISO 8601 durations', () => {
		expect(isoDurationOfMs(65_400)).toBe('PT1M5S');
		expect(isoDurationOfMs(3_600_000)).toBe('PT1H');
		expect(isoDurationOfMs(200)).toBe('PT1S');
	});
});
