/** CMT-04 `PUT /v3/did_it/{id}/flag/`: the same report as `/v3/aggregated_comments/{id}/flag/`. */
import { PUT as flagComment } from '../../../aggregated_comments/[id]/flag/index.ts';

export const PUT = flagComment;
