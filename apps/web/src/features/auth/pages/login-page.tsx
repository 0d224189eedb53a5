import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { LoginBody } from '@eval/contracts/auth';
import { PageHeading } from '../../../components/page-heading';
import { PROGRAMME_TITLE } from '../../../lib/programme';
import { signedIn } from '../../../lib/session-slice';
import { useLoginMutation } from '../api';
import { LoginForm } from '../components/login-form';
import { sessionFromLoginResponse } from '../login-result';

/**
 * /auth/login (spec §2, §4). A successful login keeps the session (mirrored to local storage
 * key `user`) and opens the dashboard. A failure shows nothing and stores nothing (spec §8).
 */
export default function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();

  const handleLogin = async (credentials: LoginBody) => {
    const result = await login(credentials);
    const user = 'data' in result ? sessionFromLoginResponse(result.data) : null;
    if (!user) return;
    dispatch(signedIn(user));
    navigate('/admin/dashboard', { replace: true });
  };

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}>
      <Typography component="p" variant="subtitle1" color="text.secondary" gutterBottom>
        {PROGRAMME_TITLE}
      </Typography>
      <PageHeading title="Iniciar sesión" />
      <LoginForm onSubmit={(credentials) => void handleLogin(credentials)} submitting={isLoading} />
    </Paper>
  );
}
