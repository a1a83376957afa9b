/**
 * The booking in progress (package, chosen extras, questionnaire, answers) as React state over the session store:
 * screens of the booking journey read and write it here, and re-render when they change it.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../services/AppServices';
import type { Slot } from './store';
import type { SessionValues } from './values';

type DraftKey = 'package' | 'chosenItems' | 'questionnaire' | 'answers';

export type BookingDraft = { readonly [K in DraftKey]: SessionValues[K] | undefined } & {
  /** Stores one part of the draft. */
  set<K extends DraftKey>(key: K, value: SessionValues[K]): void;
  /**
   * Stores the package chosen from a list. Extras chosen for another package are forgotten: they were priced and
   * checked against that package, and the order would otherwise send them with this one.
   */
  choosePackage(pkg: SessionValues['package']): void;
  /** Forgets one part of the draft. */
  remove(key: DraftKey): void;
  /** Forgets the whole draft (home does this when it opens). */
  clear(): void;
};

export function useBookingDraft(): BookingDraft {
  const session = useSession();
  // Bumped on every write so the values below are read again.
  const [revision, setRevision] = useState(0);
  const bump = useCallback(() => setRevision((value) => value + 1), []);

  const set = useCallback(
    <K extends DraftKey>(key: K, value: SessionValues[K]) => {
      // TypeScript cannot correlate `session[key]` with `SessionValues[K]` for a generic key.
      (session[key] as Slot<SessionValues[K]>).set(value);
      bump();
    },
    [session, bump],
  );
  const choosePackage = useCallback(
    (pkg: SessionValues['package']) => {
      if (session.package.get()?.clus_Code !== pkg.clus_Code) session.chosenItems.clear();
      session.package.set(pkg);
      bump();
    },
    [session, bump],
  );
  const remove = useCallback(
    (key: DraftKey) => {
      session[key].clear();
      bump();
    },
    [session, bump],
  );
  const clear = useCallback(() => {
    session.clearBookingDraft();
    bump();
  }, [session, bump]);

  return useMemo(
    () => ({
      package: session.package.get(),
      chosenItems: session.chosenItems.get(),
      questionnaire: session.questionnaire.get(),
      answers: session.answers.get(),
      set,
      choosePackage,
      remove,
      clear,
    }),
    // `revision` is the signal that the stored values changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session, set, choosePackage, remove, clear, revision],
  );
}
