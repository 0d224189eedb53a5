/** See node-version.mjs: the refusal message, or null when `version` satisfies `range`. */
export function unsupportedNodeMessage(version: string, range: string): string | null;
