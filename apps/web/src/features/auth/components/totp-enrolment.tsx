import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TotpEnrolment as Enrolment } from '@eval/contracts/second-factor';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useConfirmEnrolmentMutation, useStartEnrolmentMutation } from '../second-factor-api';

interface TotpEnrolmentProps {
  /** The second factor is active: its recovery codes, for the page to show once. */
  onEnabled(recoveryCodes: string[]): void;
}

/**
 * Enrolment: a new secret as a QR code and as a key to type, confirmed by a first
 * code of the app. The page then shows the recovery codes, once.
 */
export function TotpEnrolment({ onEnabled }: TotpEnrolmentProps) {
  const [start, started] = useStartEnrolmentMutation();
  const [confirm, confirming] = useConfirmEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const begin = async () => {
    try {
      setEnrolment(await start(undefined).unwrap());
    } catch (error) {
      notify(errorMessage(error), { variant: 'error' });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const result = await confirm({ code }).unwrap();
      onEnabled(result.recoveryCodes);
      notify('Verificación en dos pasos activada.');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  if (!enrolment)
    return (
      <Box>
        <Button onClick={() => void begin()} disabled={started.isLoading}>
          Activar la verificación en dos pasos
        </Button>
      </Box>
    );
  return (
    <Box
      component="form"
      noValidate
      aria-label="Activar la verificación en dos pasos"
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
    >
      <Typography>
        1. Escanee este código QR con su aplicación de autenticación (Google Authenticator,
        Microsoft Authenticator, FreeOTP, 1Password…).
      </Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt="Código QR para añadir la cuenta a su aplicación de autenticación"
        sx={{ width: 200, height: 200, bgcolor: '#fff' }}
      />
      <Typography>
        Si no puede escanearlo, escriba esta clave en la aplicación:{' '}
        <Box component="code" data-testid="totp-secret" sx={{ wordBreak: 'break-all' }}>
          {enrolment.secret}
        </Box>
      </Typography>
      <Typography>2. Escriba el código de 6 cifras que muestra la aplicación.</Typography>
      <TextField
        label="Código de verificación"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        required
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
      <Box>
        <Button type="submit" disabled={confirming.isLoading}>
          Confirmar
        </Button>
      </Box>
    </Box>
  );
}
