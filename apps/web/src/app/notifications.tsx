import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';

/**
 * notistack's own green, orange and light blue give white text less than the 4.5:1 contrast
 * WCAG asks for; these darker shades keep every variant readable.
 */
const AccessibleContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8d4e00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#2b74c4' },
});

const CONTENT = {
  default: AccessibleContent,
  success: AccessibleContent,
  error: AccessibleContent,
  warning: AccessibleContent,
  info: AccessibleContent,
};

/**
 * The notification stack (spec §2): top centre, at most 3, no duplicates, success unless told
 * otherwise. Rendered beside the screens rather than around them, and only by the admin layout
 * (every notification of the spec comes from an admin screen), so the login page's JS does not
 * carry notistack. Notifications are raised with lib/notify.ts. Should the auth area need
 * them, render <Notifications /> in its layout too: the two layouts are never mounted together.
 */
export function Notifications() {
  return (
    <SnackbarProvider
      maxSnack={3}
      preventDuplicate
      variant="success"
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={CONTENT}
    />
  );
}
