import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

const FOOTER_LINKS = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Claves', to: '/admin/claves' },
  { label: 'Centros', to: '/admin/centros' },
] as const;

/** Footer with links to dashboard, claves and centros (spec §2). */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: 3, py: 2 }}
    >
      <Box
        component="nav"
        aria-label="Enlaces del pie de página"
        sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}
      >
        {FOOTER_LINKS.map(({ label, to }) => (
          <Link key={to} component={RouterLink} to={to}>
            {label}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
