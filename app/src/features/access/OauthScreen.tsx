/** `/oauth`: the sign-in landing page (docs/product/orders-reports-access.md §2); see `signIn.ts` for what each type does. */
import { Button, Empty, NavBar, orderIcon } from '@checkup/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accessMessages, commonMessages } from '../../messages';
import { leavePage } from '../../platform/pageNavigation';
import { useApi, useSession } from '../../services/AppServices';
import { runSignIn } from './signIn';
import { readOauthQuery } from './signInStart';
import { useNoBackNavigation } from './useNoBackNavigation';
import { SIGN_IN_PATH } from '../../routing/signInPath';

function OauthScreen() {
  useNoBackNavigation();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  const [failure, setFailure] = useState<string>();
  // Bumped by the retry button: signing in again from the same address must run again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void runSignIn(readOauthQuery(new URLSearchParams(search)), { api, session, origin: window.location.origin }).then(
      (step) => {
        if (!current) return;
        if (step.kind === 'fail') setFailure(step.message);
        else if (step.kind === 'leave') leavePage(step.href);
        // Replace: /oauth never stays in the history, so back cannot return to it.
        else void navigate(step.to, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [api, session, navigate, search, attempt]);

  return (
    <main>
      <NavBar title={accessMessages.signInTitle} />
      {failure === undefined ? (
        <Empty icon={orderIcon} description={accessMessages.signingIn} />
      ) : (
        <Empty icon={orderIcon} description={<span role="alert">{failure}</span>}>
          <Button
            variant="primary"
            onClick={() => {
              setFailure(undefined);
              setAttempt((value) => value + 1);
              void navigate(SIGN_IN_PATH, { replace: true });
            }}
          >
            {accessMessages.retrySignIn}
          </Button>
          {/* Back is disabled here (§2); without this a visitor who declined sign-in could reach no page at all. */}
          <Button onClick={() => void navigate('/', { replace: true })}>{commonMessages.backHome}</Button>
        </Empty>
      )}
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { OauthScreen as Component };
