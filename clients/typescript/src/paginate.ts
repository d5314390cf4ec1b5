import { unwrap } from "./errors";

/** A page of a cursor-paged list: `{ data, next_cursor, has_more }`. */
export interface CursorPage<Item> {
  data: Item[];
  next_cursor: string | null;
  has_more: boolean;
}

/**
 * Every item of every page of a cursor-paged list, following `next_cursor` to the last page.
 * `fetchPage` makes one request for a cursor (undefined for the first page):
 *
 *     for await (const entry of paginate((cursor) => client.GET("/v1/audit", { params: { query: { cursor, limit: 100 } } }))) { … }
 *
 * A problem answer is thrown as an IntegrationsApiError.
 */
export async function* paginate<Item>(
  fetchPage: (cursor: string | undefined) => Promise<{ data?: CursorPage<Item>; error?: unknown; response: Response }>,
): AsyncGenerator<Item, void, undefined> {
  let cursor: string | undefined;
  for (;;) {
    const page = unwrap(await fetchPage(cursor));
    yield* page.data;
    if (!page.has_more || !page.next_cursor) return;
    cursor = page.next_cursor;
  }
}
