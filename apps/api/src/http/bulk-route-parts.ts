/** A selection of 50,000 ids is ~400 KB of JSON; the default 1 MB would do, with little margin. */
export const BULK_BODY_LIMIT = 2 * 1024 * 1024;
