import {
  enqueueSnackbar,
  type OptionsObject,
  type SnackbarKey,
  type SnackbarMessage,
} from 'notistack';

/**
 * Shows a notification, success unless told otherwise (spec §2). Uses notistack's standalone
 * `enqueueSnackbar`, served by the SnackbarProvider of app/notifications.tsx, which the admin
 * layout renders beside (not around) the screens: notistack's `useSnackbar` would find no
 * provider above it and must not be used.
 */
export function notify(message: SnackbarMessage, options?: OptionsObject): SnackbarKey {
  return enqueueSnackbar(message, { variant: 'success', ...options });
}

/** Hook form of {@link notify}, for components. */
export function useNotify(): typeof notify {
  return notify;
}
