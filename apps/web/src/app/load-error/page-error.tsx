import { useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { LoadErrorPanel } from './load-error-panel';
import { isChunkLoadError, isOnline, reloadWhenReachable, useOnBackOnline } from './online';

/**
 * The error boundary of the signed-in screens: a screen that throws (or whose code fails to load
 * some other way) shows the panel inside the app's shell, whose bar stays usable. Retry renders the
 * screen again; a failed chunk needs a fresh page load, done once the server answers.
 */
export function PageError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const retry = async () => {
    if (isChunkLoadError(error)) {
      if (!isOnline()) return;
      setBusy(true);
      await reloadWhenReachable();
      setBusy(false);
      return;
    }
    // A new history entry object for the same address resets the router's error boundary.
    void navigate(location, { replace: true, state: location.state });
  };
  useOnBackOnline(() => void retry());
  return <LoadErrorPanel onRetry={() => void retry()} busy={busy} />;
}
