import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectIsBusy } from '../../lib/loading-slice';

/**
 * MUI's LinearProgress (with its keyframes) is loaded the first time a request is in flight,
 * not with the login page: the page shows no bar until its form is sent, and a phone evaluates
 * every module of the first load before the page can answer.
 */
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/**
 * A thin progress bar while requests are in flight (spec §4 loading indicator). The box keeps
 * its height so the page does not jump when the bar appears.
 */
export function LoadingBar() {
  const busy = useSelector(selectIsBusy);
  return (
    <Box sx={{ height: 4 }}>
      {busy && (
        <Suspense fallback={null}>
          <LinearProgress aria-label="Cargando" />
        </Suspense>
      )}
    </Box>
  );
}
