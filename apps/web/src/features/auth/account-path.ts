/** "Mi cuenta": one's own second factor and password, opened from the top bar. */
export const ACCOUNT_SEGMENT = 'mi-cuenta';
export const ACCOUNT_PATH = `/admin/${ACCOUNT_SEGMENT}`;
