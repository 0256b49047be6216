import type { RouterContextProvider } from "react-router";
import { databaseOf } from "../request-context";
import { readQuoteListId } from "./cookie";
import { countQuoteItems } from "./lists";

/**
 * The number of products in the visitor's list, for the header's «Mi consulta (3)». Without the
 * cookie it is 0 with no query: anonymous pages stay as cheap as they were (and the page cache
 * serves only requests without a cookie, docs/decisions/035-quote-list-and-lead-pipeline.md).
 */
export async function readQuoteListCount(request: Request, context: Pick<RouterContextProvider, "get">): Promise<number> {
  const listId = await readQuoteListId(request);
  return listId ? countQuoteItems(await databaseOf(context), listId) : 0;
}
