import { describeFuzzShard, shardTargets } from '../../helpers/fuzz/fuzz-suite.ts';

/** Generated input for every endpoint: see docs/security/fuzzing-and-csrf.md. */
describeFuzzShard(1, await shardTargets(1));
