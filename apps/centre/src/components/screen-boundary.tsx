import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadScreens } from '../lib/lazy-screen';
import { useOnline } from '../lib/online';

interface Props {
  children: ReactNode;
  /** A change (the next screen) clears the failure and tries again. */
  resetKey: string;
}

interface State {
  failed: boolean;
  /** The failure happened with a network: loading again in place won't help, a reload will. */
  failedOnline: boolean;
}

/**
 * What a screen shows when it could not be rendered, typically because its chunk could not
 * load ("Failed to fetch dynamically imported module": no network and no service worker yet, or
 * a release that replaced it): a message and a retry, never a blank page. It tries again by
 * itself when the browser is back online or the person goes to another screen.
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failed: false, failedOnline: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true, failedOnline: navigator.onLine };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.retry();
  }

  private readonly retry = () => {
    reloadScreens();
    this.setState({ failed: false, failedOnline: false });
  };

  private readonly retryAsked = () => {
    // Online and still failing: the page itself is out of date (a new release), load it anew.
    if (this.state.failedOnline && navigator.onLine) window.location.reload();
    else this.retry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailed onRetry={this.retryAsked} />;
  }
}

function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <Alert
      severity={online ? 'error' : 'warning'}
      role="alert"
      data-testid="screen-failed"
      action={
        <Button color="inherit" variant="text" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
    >
      {online ? t('app.screenFailed') : t('app.screenFailedOffline')}
    </Alert>
  );
}
