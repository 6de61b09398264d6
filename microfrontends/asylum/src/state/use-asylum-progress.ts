import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isPristineProgress, mergeProgress } from '@formpath/contracts/asylum';
import { onSignedOut, useAuth, useDeleteAsylumProgress, useSaveAsylumProgress, useSavedAsylumProgress } from '@formpath/web-data';
import { asProgress, emptyProgress, progressReducer, readLocalProgress, writeLocalProgress, type Progress } from './progress.js';

export type SyncState = 'device' | 'saving' | 'account' | 'failed';

// Typing fast sends one save, not one per key.
const saveDelayMs = 800;

/**
 * The guide's progress: in this browser always (spec 2 §4), and in the signed-in applicant's
 * account too. The two copies are merged whenever the account's arrives (at sign-in, on every
 * return to the tab), so nothing given on one device is lost on another.
 */
export const useAsylumProgress = () => {
  const { user } = useAuth();
  const [state, dispatch] = useReducer(progressReducer, undefined, () => readLocalProgress(asProgress) ?? emptyProgress());
  const saved = useSavedAsylumProgress(user?.id);
  const save = useSaveAsylumProgress(user?.id);
  const remove = useDeleteAsylumProgress(user?.id);
  const [sync, setSync] = useState<SyncState>('device');
  const current = useRef(state);
  current.current = state;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  // The account's copy joins this one; the result is newer than both, so it is saved back.
  useEffect(() => {
    const account = saved.data;
    if (!account) return;
    const here = current.current;
    if (isPristineProgress(here)) return dispatch({ type: 'replace', progress: account });
    const merged = mergeProgress(here, account);
    if (JSON.stringify({ ...merged, updatedAt: '' }) !== JSON.stringify({ ...here, updatedAt: '' })) {
      dispatch({ type: 'replace', progress: { ...merged, updatedAt: new Date().toISOString() } });
    }
  }, [saved.data]);

  // Signing out on purpose forgets the answers here (they stay in the account).
  useEffect(() => onSignedOut(() => dispatch({ type: 'reset' })), []);

  useEffect(() => writeLocalProgress(state), [state]);

  const mutateAsync = save.mutateAsync;
  useEffect(() => {
    if (!user || !saved.isFetched || isPristineProgress(state)) return;
    setSync('saving');
    timer.current = setTimeout(() => {
      inFlight.current = mutateAsync(state).then(
        () => setSync('account'),
        () => setSync('failed'),
      );
    }, saveDelayMs);
    return () => clearTimeout(timer.current);
  }, [state, user, saved.isFetched, mutateAsync]);

  /** Saves now (before the draft is made from the saved copy). */
  const saveNow = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    await inFlight.current;
    await mutateAsync(current.current);
    setSync('account');
  }, [mutateAsync]);

  /** Forgets everything, here and in the account; a save on its way cannot bring it back. */
  const forget = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    await inFlight.current;
    if (user) await remove.mutateAsync();
    dispatch({ type: 'reset' });
    setSync('device');
  }, [user, remove]);

  return { state, dispatch, sync: user ? sync : 'device', signedIn: Boolean(user), saveNow, forget } as const;
};

export type AsylumProgressHandle = ReturnType<typeof useAsylumProgress>;
export type { Progress };
