import { useEffect, useReducer, useRef, useState } from 'react';
import { useAuth, useSaveAsylumProgress, useSavedAsylumProgress } from '@formpath/web-data';
import { asProgress, emptyProgress, newer, progressReducer, readLocalProgress, writeLocalProgress } from './progress.js';

export type SyncState = 'device' | 'saving' | 'account' | 'failed';

// Typing fast sends one save, not one per key.
const saveDelayMs = 800;

/**
 * The guide's progress: in this browser always (spec 2 §4), and in the signed-in applicant's
 * account too, where the newer copy wins on every device.
 */
export const useAsylumProgress = () => {
  const { user } = useAuth();
  const [state, dispatch] = useReducer(progressReducer, undefined, () => readLocalProgress(asProgress) ?? emptyProgress());
  const saved = useSavedAsylumProgress(user?.id);
  const save = useSaveAsylumProgress(user?.id);
  const [sync, setSync] = useState<SyncState>('device');
  const current = useRef(state);
  current.current = state;

  // The account's copy, once it arrives, replaces an older one here.
  useEffect(() => {
    if (!saved.data) return;
    const winner = newer(current.current, saved.data);
    if (winner !== current.current && winner) dispatch({ type: 'replace', progress: winner });
  }, [saved.data]);

  // Signing out forgets the answers here too (they stay in the account): a shared computer keeps nothing.
  const owner = useRef(user?.id);
  useEffect(() => {
    if (owner.current && !user) dispatch({ type: 'reset' });
    owner.current = user?.id;
  }, [user]);

  useEffect(() => writeLocalProgress(state), [state]);

  const mutate = save.mutate;
  useEffect(() => {
    if (!user || !saved.isFetched || !Object.keys(state.answers).length && !state.checked.length) return;
    setSync('saving');
    const timer = setTimeout(() => mutate(state, { onSuccess: () => setSync('account'), onError: () => setSync('failed') }), saveDelayMs);
    return () => clearTimeout(timer);
  }, [state, user, saved.isFetched, mutate]);

  return { state, dispatch, sync: user ? sync : 'device', signedIn: Boolean(user), userId: user?.id };
};
