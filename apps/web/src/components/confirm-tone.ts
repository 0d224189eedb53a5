import type { ButtonProps } from '@mui/material/Button';

/**
 * What a confirmed action does to the data: destroying or closing something (deleting,
 * deactivating, cancelling a campaign) or adding to it (activating, sending). The two look
 * different so that "Activar" is not mistaken for a loss.
 */
export type ConfirmTone = 'destructive' | 'constructive';

/** The confirm button's colour for a tone: the error colour for a loss, primary otherwise. */
export function confirmColor(tone: ConfirmTone): ButtonProps['color'] {
  return tone === 'destructive' ? 'error' : 'primary';
}
