import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CommunitiesField } from '../../../components/communities-field';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import {
  useGetSecondFactorPolicyQuery,
  useSetSecondFactorPolicyMutation,
} from '../second-factor-api';

/**
 * The programme's rule: every administrator needs a second factor, or only the administrators
 * scoped to some communities. A national administrator who writes changes it (audited; the
 * page shows it to no one else); the API refuses requiring it of everyone to one who has none
 * yet.
 */
export function SecondFactorPolicySwitch() {
  const policy = useGetSecondFactorPolicyQuery(undefined);
  const [save, saving] = useSetSecondFactorPolicyMutation();
  const busy = !policy.data || saving.isLoading;
  const change = async (next: { required: boolean; comunidades: number[] }, done: string) => {
    try {
      await save(next).unwrap();
      notify(done);
    } catch (error) {
      notify(errorMessage(error), { variant: 'error' });
    }
  };
  const comunidades = policy.data?.comunidades ?? [];
  return (
    <Paper component="section" aria-labelledby="policy-heading" sx={{ p: 3 }}>
      <Typography id="policy-heading" component="h2" variant="h6" gutterBottom>
        Programa
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={policy.data?.required ?? false}
            disabled={busy}
            onChange={(event) =>
              void change(
                { required: event.target.checked, comunidades },
                event.target.checked
                  ? 'Ahora todos los administradores necesitan la verificación en dos pasos.'
                  : 'La verificación en dos pasos ya no es obligatoria para todos.',
              )
            }
          />
        }
        label="Exigir la verificación en dos pasos a todos los administradores"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Quien no la tenga activada deberá activarla al iniciar sesión antes de poder usar la
        aplicación.
      </Typography>
      <CommunitiesField
        label="Exigirla a los administradores de estas comunidades"
        helperText="Se exige a quien tenga en su ámbito alguna de ellas. Vacío: a ninguno en particular."
        value={comunidades}
        disabled={busy}
        onChange={(ids) =>
          void change(
            { required: policy.data?.required ?? false, comunidades: ids },
            'Se han guardado las comunidades que exigen la verificación en dos pasos.',
          )
        }
      />
    </Paper>
  );
}
