import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { loadFailureText, logLoadFailure } from '../lib/load-failure';

/** A query hook's result, as far as a failed load needs it. */
export interface Load {
  isError: boolean;
  error?: unknown;
  refetch(): unknown;
}

interface LoadErrorProps {
  /** What could not be loaded, to end "No ha sido posible cargar …": "los correos enviados". */
  what: string;
  /** The loads behind it: the message shows while any has failed; retrying retries those. */
  loads: readonly Load[];
  /** Placement where the default (a block with a margin below) does not fit, e.g. a grid. */
  sx?: SxProps<Theme>;
}

/**
 * The one way a screen says a load failed: a Spanish sentence naming what and why,
 * with a retry, announced to assistive technology; the failure is logged once as spec §8 says.
 * Without it a failed list looks like an empty one.
 */
export function LoadError({ what, loads, sx }: LoadErrorProps) {
  const failed = loads.filter((load) => load.isError);
  const error = failed[0]?.error;
  useEffect(() => {
    if (error !== undefined) logLoadFailure(what, error);
  }, [what, error]);
  if (failed.length === 0) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={[{ mb: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
      action={
        <Button
          variant="text"
          color="inherit"
          size="small"
          onClick={() => failed.forEach((load) => void load.refetch())}
        >
          Reintentar
        </Button>
      }
    >
      {loadFailureText(what, error)}
    </Alert>
  );
}
