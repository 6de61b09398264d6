import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useReviewStatus } from '@formpath/web-data';

const Comments = createContext<ReadonlyMap<string, string>>(new Map());

/** The reviewer's comments by field path, for each field to show its own next to it. */
export const AttorneyCommentsProvider = ({ sessionId, children }: { sessionId: string; children: ReactNode }) => {
  const review = useReviewStatus(sessionId);
  const comments = useMemo(() => new Map((review.data?.changes ?? []).flatMap((c) => (c.comment ? [[c.path, c.comment] as const] : []))), [review.data]);
  return <Comments.Provider value={comments}>{children}</Comments.Provider>;
};

export const useAttorneyComment = (path: string): string | undefined => useContext(Comments).get(path);
