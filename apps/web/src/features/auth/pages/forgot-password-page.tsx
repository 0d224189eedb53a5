import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/page-heading';

/** /auth/forgot-password: placeholder until the password recovery screen is built. */
export default function ForgotPasswordPage() {
  return (
    <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }}>
      <PageHeading title="Recuperar contraseña" />
      <Link component={RouterLink} to="/auth/login">
        Volver a iniciar sesión
      </Link>
    </Paper>
  );
}
