/** A value that survives `JSON.stringify` / `JSON.parse` unchanged; client state is kept as JSON. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export type JsonObject = { [key: string]: JsonValue };
