import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ACCOUNT_PATH } from '../../features/auth/account-path';
import { selectSessionUser } from '../../lib/session-slice';
import { useAppSelector } from '../hooks';
import { useGetLanguagesQuery } from '../../lib/languages';
import '../../lib/dates';
import { Notifications } from '../notifications';
import { MOBILE_MEDIA_QUERY, SIDEBAR_WIDTH } from '../theme';
import { adminTheme } from './admin-theme';
import { Footer } from './footer';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** The main landmark's id, the target of "Saltar al contenido". */
const MAIN_ID = 'contenido';

/**
 * Frame of the administration area (spec §2): top bar, sidebar (permanent from 960 px,
 * a temporary drawer below), the screen as the main landmark, and the footer.
 */
export default function AdminLayout() {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  // Retries the start-up language list if it failed before the administrator signed in.
  useGetLanguagesQuery(undefined);
  const { pathname } = useLocation();
  // The programme requires a second factor this administrator has not set up: "Mi cuenta"
  // (its enrolment) before anything else; the API refuses the other screens' calls meanwhile.
  const setupFirst =
    useAppSelector(selectSessionUser)?.secondFactorSetupRequired === true &&
    pathname !== ACCOUNT_PATH;
  if (setupFirst) return <Navigate to={ACCOUNT_PATH} replace />;

  return (
    <ThemeProvider theme={adminTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es">
        <SkipLink target={MAIN_ID} />
        <Box sx={{ display: 'flex', minHeight: '100vh' }}>
          <TopBar isMobile={isMobile} onOpenMenu={() => setMenuOpen(true)} />
          <Sidebar isMobile={isMobile} open={menuOpen} onClose={() => setMenuOpen(false)} />
          <Box
            sx={{
              flexGrow: 1,
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              width: isMobile ? '100%' : `calc(100% - ${SIDEBAR_WIDTH}px)`,
            }}
          >
            {/* Room for the fixed top bar and its loading bar. */}
            <Toolbar />
            <Box sx={{ height: 4 }} />
            <Box
              component="main"
              id={MAIN_ID}
              tabIndex={-1}
              sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
            >
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </Box>
            <Footer />
          </Box>
        </Box>
        <Notifications />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
