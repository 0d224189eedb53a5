/**
 * The user area's contracts (spec §3, §5, §7), one file per idea; the apps import them all from
 * here (`@eval/contracts/users`).
 */
export * from './user-messages';
export * from './user-bodies';
export * from './user-list';
export * from './user-profiles';
export * from './mass-upload';
export * from './passwords';
