import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { LoadingBar } from './loading-bar';

/** Frame of the authentication area: the loading bar and the page as the main landmark. */
export function AuthLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <LoadingBar />
      <Box
        component="main"
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', px: 2, py: 8 }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
