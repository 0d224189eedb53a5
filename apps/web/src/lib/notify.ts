import { useCallback } from 'react';
import { useSnackbar, type OptionsObject, type SnackbarKey, type SnackbarMessage } from 'notistack';

/**
 * Shows a notification; success unless told otherwise (spec §2). The SnackbarProvider also
 * defaults to success, this keeps the rule visible where notifications are raised.
 */
export function useNotify(): (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message, options) => enqueueSnackbar(message, { variant: 'success', ...options }),
    [enqueueSnackbar],
  );
}
