import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import {
  useGetSecondFactorPolicyQuery,
  useSetSecondFactorPolicyMutation,
} from '../second-factor-api';

/**
 * The programme's rule: every administrator needs a second factor. Any administrator
 * may change it (audited); the API refuses turning it on to one who has none yet.
 */
export function SecondFactorPolicySwitch() {
  const policy = useGetSecondFactorPolicyQuery(undefined);
  const [save, saving] = useSetSecondFactorPolicyMutation();
  const change = async (required: boolean) => {
    try {
      await save({ required }).unwrap();
      notify(
        required
          ? 'Ahora todos los administradores necesitan la verificación en dos pasos.'
          : 'La verificación en dos pasos ya no es obligatoria.',
      );
    } catch (error) {
      notify(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Paper component="section" aria-labelledby="policy-heading" sx={{ p: 3 }}>
      <Typography id="policy-heading" component="h2" variant="h6" gutterBottom>
        Programa
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={policy.data?.required ?? false}
            disabled={!policy.data || saving.isLoading}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label="Exigir la verificación en dos pasos a todos los administradores"
      />
      <Typography variant="body2" color="text.secondary">
        Quien no la tenga activada deberá activarla al iniciar sesión antes de poder usar la
        aplicación.
      </Typography>
    </Paper>
  );
}
