import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { registerUserBodySchema } from '@eval/contracts/users';
import { CommunitiesField } from '../../../components/communities-field';
import type { ContractForm } from '../../../components/form/use-contract-form';

/** Said under "Ámbito": what an empty choice means. */
export const AMBITO_HELPER = 'Vacío: ámbito nacional (todas las comunidades).';

/**
 * An administrator's scope in the user form: "Ámbito" (communities; none is national) and
 * "Solo consulta". Shown by the form only for profile 0 and to a national administrator who
 * writes, the one the server lets set them (docs/security.md "Scope").
 */
export function UserScopeFields({ form }: { form: ContractForm<typeof registerUserBodySchema> }) {
  const ambito = form.watch('ambito');
  const readOnly = form.watch('solo_lectura') === 1;
  return (
    <Box
      component="fieldset"
      sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      <CommunitiesField
        label="Ámbito"
        size="small"
        helperText={AMBITO_HELPER}
        value={Array.isArray(ambito) ? ambito : []}
        onChange={(ids) => form.setValue('ambito', ids, { shouldDirty: true })}
      />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={readOnly}
              onChange={(event) =>
                form.setValue('solo_lectura', event.target.checked ? 1 : 0, { shouldDirty: true })
              }
              slotProps={{ input: { 'aria-describedby': 'solo-consulta-help' } }}
            />
          }
          label="Solo consulta"
        />
        <FormHelperText id="solo-consulta-help" sx={{ mt: 0 }}>
          Ve lo de su ámbito, pero no puede crear, cambiar ni borrar nada.
        </FormHelperText>
      </Box>
    </Box>
  );
}

/**
 * The scope part of a user's body: sent only for an administrator and by one who may set it;
 * otherwise left out, so the server keeps (or defaults) it and refuses nothing for it.
 */
export function scopeBody(
  values: { perfil?: unknown; ambito?: unknown; solo_lectura?: unknown },
  mayEdit: boolean,
): { ambito?: number[]; solo_lectura?: 0 | 1 } {
  if (!mayEdit || values.perfil !== 0) return {};
  const ambito = Array.isArray(values.ambito)
    ? values.ambito.filter((id): id is number => typeof id === 'number')
    : [];
  return { ambito, solo_lectura: values.solo_lectura === 1 ? 1 : 0 };
}
