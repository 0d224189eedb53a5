import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { LOGIN_FORM_TEXT } from '../../../sign-in/texts';

/** The sign-in's path (spec §2), served as a page of its own: auth/login.html, src/sign-in. */
export const SIGN_IN_PATH = '/auth/login';

/** The path the app was loaded at. */
const BOOT_PATH = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * `/auth/login` inside the app (a logout, an ended session, a guard's redirect): the sign-in is
 * a page of its own, a few kB instead of the app's JS, so the app loads it with a page load.
 * Loaded at this path means the server sent the app instead (a build without the page), and
 * reloading would only load the app again: then, and until the page loads, a link says where.
 */
export default function SignInElsewhere() {
  const loadedHere = BOOT_PATH.replace(/\/+$/, '') === SIGN_IN_PATH;
  useEffect(() => {
    if (!loadedHere) window.location.replace(SIGN_IN_PATH);
  }, [loadedHere]);
  return (
    <Typography role="status">
      <Link href={SIGN_IN_PATH}>{LOGIN_FORM_TEXT.title}</Link>
    </Typography>
  );
}
