import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useGetScopeCommunitiesQuery } from '../../lib/communities-api';
import { READ_ONLY_LABEL, scopeLabel, useSessionScope } from '../../lib/admin-scope';

/**
 * Under the programme's title: "Ámbito: nacional" or the communities of the administrator's
 * scope, and "Solo consulta" for one who only reads, so that what a screen lists and offers is
 * never a surprise. One short line that wraps rather than hides at 390 px.
 */
export function ScopeLine() {
  const scope = useSessionScope();
  // National: no name to look up, no request.
  const { data } = useGetScopeCommunitiesQuery(undefined, { skip: scope.national });
  const names = useMemo(
    () => new Map((data ?? []).map((comunidad) => [comunidad.id, comunidad.nombre])),
    [data],
  );
  return (
    <Typography
      component="p"
      variant="body2"
      data-testid="admin-scope"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, lineHeight: 1.3 }}
    >
      <span>{scopeLabel(scope, names)}</span>
      {scope.readOnly && (
        <Box component="span" sx={{ fontWeight: 'bold' }}>
          {READ_ONLY_LABEL}
        </Box>
      )}
    </Typography>
  );
}
