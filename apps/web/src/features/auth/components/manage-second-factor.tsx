import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import {
  useDisableSecondFactorMutation,
  useRenewRecoveryCodesMutation,
} from '../second-factor-api';

interface ManageSecondFactorProps {
  recoveryCodesLeft: number;
  /** New recovery codes were issued: the page shows them once. */
  onRenewed(codes: string[]): void;
}

/** An active second factor: new recovery codes against a code, or off against the password. */
export function ManageSecondFactor({ recoveryCodesLeft, onRenewed }: ManageSecondFactorProps) {
  const [renew, renewing] = useRenewRecoveryCodesMutation();
  const [disable, disabling] = useDisableSecondFactorMutation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);

  const submitRenew = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      onRenewed((await renew({ code }).unwrap()).recoveryCodes);
      setCode('');
    } catch (error) {
      setCodeProblem(errorMessage(error));
    }
  };

  const submitDisable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      notify((await disable({ password }).unwrap()).message);
    } catch (error) {
      setPasswordProblem(errorMessage(error));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 480 }}>
      <Typography data-testid="second-factor-state">
        {`Activada. Códigos de recuperación sin usar: ${recoveryCodesLeft}.`}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Generar códigos de recuperación nuevos"
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submitRenew(event)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <TextField
          label="Código de verificación"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeProblem(null);
          }}
          error={codeProblem !== null}
          helperText={codeProblem ?? 'El código que muestra ahora su aplicación.'}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={renewing.isLoading}>
            Generar códigos de recuperación nuevos
          </Button>
        </Box>
      </Box>
      <Box
        component="form"
        noValidate
        aria-label="Desactivar la verificación en dos pasos"
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submitDisable(event)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <TextField
          label="Contraseña"
          type="password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordProblem(null);
          }}
          error={passwordProblem !== null}
          helperText={passwordProblem ?? 'Su contraseña actual, para confirmar.'}
          autoComplete="current-password"
        />
        <Box>
          <Button type="submit" color="error" disabled={disabling.isLoading}>
            Desactivar la verificación en dos pasos
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
