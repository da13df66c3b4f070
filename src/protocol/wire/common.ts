// Shapes shared by many endpoints (PROTOCOL.md §0, §1.5).
import { s, type Infer, type Schema } from '../schema';

export const successResponse = s.object({ success: s.boolean() });
export type SuccessResponse = Infer<typeof successResponse>;

/** An empty JSON object, as the invitation-accepting endpoints answer. */
export const emptyResponse = s.object({});

/** A body that is an empty JSON object when sent at all (the SDK sends `{}`, other clients may send none). */
export const emptyBody = s.object({}).optional();

/** The query of an endpoint without parameters: CRUD endpoints reject extras (PROTOCOL.md §1.1). */
export const noQuery = s.object({});

export interface ListEnvelope<T> {
  items: T[];
  is_paginated: boolean;
  pagination?: { next_cursor: string | null };
}

export function listEnvelope<T>(item: Schema<T>) {
  return s.object({
    items: s.array(item),
    is_paginated: s.boolean(),
    pagination: s.object({ next_cursor: s.string().nullable() }).optional(),
  });
}
