import Link from '@mui/material/Link';
import { FOCUS_RING } from '../theme';

/**
 * "Saltar al contenido" (WCAG 2.4.1): the first stop of the Tab key, hidden until it
 * has the focus, taking keyboard users past the top bar and the 16 menu entries.
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        // Focus as well as scroll: the router would otherwise keep the focus on the link.
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1.5,
        bgcolor: 'background.paper',
        fontWeight: 600,
        '&:focus': { top: 8, outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
      }}
    >
      Saltar al contenido
    </Link>
  );
}
