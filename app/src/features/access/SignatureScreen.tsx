/**
 * `/signature`: the signature pad (docs/product/orders-reports-access.md §2: next, save, clear; what the saved signature is for is
 * not shown). Save keeps the drawing in the session (`signature`: PNG data URL and time) and shows it as the consent
 * record; next saves an unsaved drawing first and goes on to the `next` query path of the app (home by default).
 * There is no API operation for signatures, so it never leaves the browser.
 */
import { formatShanghaiDateTime } from '@checkup/sdk/rules';
import { Button, Card, NavBar, SignaturePad, toast, type SignaturePadHandle } from '@checkup/ui';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { screenBody } from '../../shared/layout';
import { signatureMessages as text } from '../../messages';
import { useSession } from '../../services/AppServices';
import type { SavedSignature } from '../../session/values';
import { useBack } from '../../routing/useBack';

/** The page after signing: a path of this app only (never another site), home when absent. */
function nextPath(next: string | null): string {
  return next !== null && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

function SignatureScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const back = useBack();
  const [params] = useSearchParams();
  const pad = useRef<SignaturePadHandle>(null);
  const [saved, setSaved] = useState(() => session.signature.get());

  const save = (png: string): SavedSignature => {
    const signature = { png, signedAt: formatShanghaiDateTime(new Date()) };
    session.signature.set(signature);
    setSaved(signature);
    return signature;
  };

  const next = () => {
    const drawn = pad.current?.toDataURL() ?? null;
    // A new drawing replaces the saved one; without either there is nothing to go on with.
    if (drawn !== null) save(drawn);
    else if (!saved) return void toast(text.required);
    void navigate(nextPath(params.get('next')));
  };

  return (
    <main>
      <NavBar title={text.title} onBack={back} />
      <div className={screenBody}>
        <p>{text.intro}</p>
        <SignaturePad
          ref={pad}
          label={text.pad}
          saveText={text.save}
          clearText={text.clear}
          onSave={(png) => {
            save(png);
            toast(text.saved);
          }}
          extraActions={
            <Button variant="primary" onClick={next}>
              {text.next}
            </Button>
          }
        />
        {saved && (
          <Card title={text.savedTitle}>
            <img src={saved.png} alt={text.savedImage} width={240} />
            <p>{text.savedAt(saved.signedAt)}</p>
          </Card>
        )}
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { SignatureScreen as Component };
