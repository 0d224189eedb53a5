import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ACCOUNT_PATH } from '../../features/auth/account-path';
import { useLogoutMutation } from '../../features/auth/logout-api';
import { api } from '../../lib/api';
import { PROGRAMME_TITLE } from '../../lib/programme';
import { loggedOut, selectSessionUser } from '../../lib/session-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { LOGIN_PATH } from '../route-guard';
import { LoadingBar } from './loading-bar';
import { ScopeLine } from './scope-line';

interface TopBarProps {
  isMobile: boolean;
  onOpenMenu: () => void;
}

/**
 * Programme title with the administrator's scope under it, the signed-in administrator (a menu
 * with "Mi cuenta"), logout, and the loading bar.
 */
export function TopBar({ isMobile, onOpenMenu }: TopBarProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const [endSession] = useLogoutMutation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  // Logout clears local storage and goes to /auth/login (spec §4). The server is asked first to
  // stop accepting the token, which storage still holds; a failure there (already expired,
  // offline) must not keep anyone signed in. Storage is cleared last because resetting the
  // store writes the (initial) state once more.
  const logout = async () => {
    await endSession(undefined)
      .unwrap()
      .catch(() => undefined);
    dispatch(api.util.resetApiState());
    dispatch(loggedOut());
    localStorage.clear();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 2 }}>
        {isMobile && (
          <IconButton color="inherit" edge="start" aria-label="Abrir menú" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="p" variant="h6" noWrap sx={{ lineHeight: 1.3 }}>
            {PROGRAMME_TITLE}
          </Typography>
          {user && <ScopeLine />}
        </Box>
        {user && (
          <>
            <Button
              color="inherit"
              variant="text"
              startIcon={<AccountCircleIcon />}
              aria-label={`Menú de ${user.nombre} ${user.apellidos}`}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? 'user-menu' : undefined}
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              sx={{ flexShrink: 0, minWidth: 0 }}
            >
              <Box
                component="span"
                sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}
                data-testid="signed-in-user"
              >
                {`${user.nombre} ${user.apellidos}`}
              </Box>
            </Button>
            <Menu
              id="user-menu"
              anchorEl={menuAnchor}
              open={menuAnchor !== null}
              onClose={() => setMenuAnchor(null)}
            >
              <MenuItem
                component={RouterLink}
                to={ACCOUNT_PATH}
                onClick={() => setMenuAnchor(null)}
              >
                Mi cuenta
              </MenuItem>
            </Menu>
          </>
        )}
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => void logout()}
          sx={{ flexShrink: 0 }}
        >
          Cerrar sesión
        </Button>
      </Toolbar>
      <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: -4 }}>
        <LoadingBar />
      </Box>
    </AppBar>
  );
}
