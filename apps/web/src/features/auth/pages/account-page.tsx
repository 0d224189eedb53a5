import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SECOND_FACTOR_MESSAGES } from '@eval/contracts/second-factor';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { selectSessionUser, signedIn } from '../../../lib/session-slice';
import { ChangePasswordForm } from '../components/change-password-form';
import { ManageSecondFactor } from '../components/manage-second-factor';
import { OwnLanguageForm } from '../components/own-language-form';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { SecondFactorPolicySwitch } from '../components/second-factor-policy-switch';
import { TotpEnrolment } from '../components/totp-enrolment';
import { useGetSecondFactorQuery } from '../second-factor-api';
import { useCanWrite, useCanWriteNational } from '../../../lib/admin-scope';

/**
 * /admin/mi-cuenta: one's own password, language and second factor —
 * enrolment, recovery codes, disabling — and, for every administrator, the programme's rule that
 * requires it. Reached from the top bar's user menu, and first of all while the rule waits for
 * this administrator: then only the second factor is shown, the one thing the session may do.
 */
export default function AccountPage() {
  const dispatch = useDispatch();
  const user = useSelector(selectSessionUser);
  const status = useGetSecondFactorQuery(undefined);
  const setupRequired = user?.secondFactorSetupRequired === true;
  // A read-only administrator is refused every change but setting up their second factor.
  const canWrite = useCanWrite();
  const canWriteNational = useCanWriteNational();
  /** Recovery codes just issued: shown until the administrator says they are kept. */
  const [codes, setCodes] = useState<string[] | null>(null);

  const enabled = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes);
    if (user && setupRequired) {
      const { secondFactorSetupRequired: _done, ...rest } = user;
      dispatch(signedIn(rest));
    }
  };

  return (
    <>
      <PageHeading title="Mi cuenta" />
      {setupRequired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SECOND_FACTOR_MESSAGES.setupRequired}
        </Alert>
      )}
      <LoadError what="la verificación en dos pasos" loads={[status]} />
      <Paper component="section" aria-labelledby="second-factor-heading" sx={{ p: 3, mb: 3 }}>
        <Typography id="second-factor-heading" component="h2" variant="h6" gutterBottom>
          Verificación en dos pasos
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Además de la contraseña, el inicio de sesión pide un código de 6 cifras que genera una
          aplicación de su teléfono y cambia cada 30 segundos.
        </Typography>
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
        ) : (
          status.data &&
          (status.data.enabled ? (
            !canWrite ? (
              <Typography>Está activada en su cuenta.</Typography>
            ) : (
              <ManageSecondFactor
                recoveryCodesLeft={status.data.recoveryCodesLeft}
                onRenewed={setCodes}
              />
            )
          ) : (
            <TotpEnrolment onEnabled={enabled} />
          ))
        )}
      </Paper>
      {!setupRequired && canWrite && (
        <>
          <Paper component="section" aria-labelledby="password-heading" sx={{ p: 3, mb: 3 }}>
            <Typography id="password-heading" component="h2" variant="h6" gutterBottom>
              Cambiar contraseña
            </Typography>
            <Typography sx={{ mb: 2 }}>
              Las demás sesiones abiertas con su cuenta se cerrarán; esta sigue abierta.
            </Typography>
            <ChangePasswordForm />
          </Paper>
          <Paper component="section" aria-labelledby="language-heading" sx={{ p: 3, mb: 3 }}>
            <Typography id="language-heading" component="h2" variant="h6" gutterBottom>
              Idioma
            </Typography>
            <Typography sx={{ mb: 2 }}>
              Es el idioma de los correos electrónicos que le envía la aplicación, como el de
              bienvenida o el del enlace para restablecer la contraseña.
            </Typography>
            <OwnLanguageForm />
          </Paper>
          {canWriteNational && <SecondFactorPolicySwitch />}
        </>
      )}
    </>
  );
}
