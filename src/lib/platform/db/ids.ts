/**
 * Time-ordered 64-bit ids (snowflake style), written as decimal strings.
 *
 * Layout: 41 bits of milliseconds since 2024-01-01, 10 bits of shard, 12 bits of sequence.
 * Newer ids compare greater, so `ORDER BY id DESC` is newest first and keyset pagination
 * needs no second column. The shard bits let ids carry a shard number later.
 */
const EPOCH = 1_704_067_200_000n; // 2024-01-01T00:00:00Z
const SHARD_BITS = 10n;
const SEQ_BITS = 12n;
const MAX_SEQ = (1n << SEQ_BITS) - 1n;

export type IdGenerator = (at?: number) => string;

/** Makes a generator for one shard. Ids stay unique and increasing within a process. */
export function createIdGenerator(shard = 0): IdGenerator {
	const shardPart = BigInt(shard & 1023) << SEQ_BITS;
	let lastMs = -1n;
	let seq = 0n;
	return (at?: number) => {
		let ms = BigInt(at ?? Date.now()) - EPOCH;
		if (ms < lastMs) ms = lastMs; // clock moved back: stay monotonic
		if (ms === lastMs) {
			seq += 1n;
			if (seq > MAX_SEQ) {
				ms += 1n; // borrow the next millisecond rather than collide
				seq = 0n;
			}
		} else {
			seq = 0n;
		}
		lastMs = ms;
		return ((ms << (SHARD_BITS + SEQ_BITS)) | shardPart | seq).toString();
	};
}

/** The process-wide generator. */
export const newId: IdGenerator = createIdGenerator(Number(process.env.SHARD_ID ?? 0));

/** The creation time carried by an id. */
export function idTime(id: string): Date {
	return new Date(Number((BigInt(id) >> (SHARD_BITS + SEQ_BITS)) + EPOCH));
}

const MAX_ID = (1n << 63n) - 1n;

/**
 * True for a positive decimal id that fits a signed 64-bit column (what `newId` makes).
 * Checking the range, not just the digits, keeps a 19-digit id above 2^63 − 1 from reaching
 * PostgreSQL, which would fail the query instead of finding nothing.
 */
export function isId(value: string): boolean {
	return /^[1-9][0-9]{0,18}$/.test(value) && BigInt(value) <= MAX_ID;
}
