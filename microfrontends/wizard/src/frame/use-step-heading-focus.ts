import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the heading of each new step (the first h2 inside `container`), so keyboard and
 * screen reader users start reading the step from its top. Steps that load lazily (the review)
 * render their heading later: wait for it, for a few seconds at most. The first step shown after
 * the page loads keeps the browser's own focus order, so the skip link stays the first stop.
 */
export const useStepHeadingFocus = (container: RefObject<HTMLElement | null>, stepKey: string, enabled: boolean): void => {
  const firstShown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const root = container.current;
    if (!enabled || !root) return;
    firstShown.current ??= stepKey;
    if (firstShown.current === stepKey && !root.contains(document.activeElement) && document.activeElement === document.body) return;
    const focus = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h2');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => focus() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [container, stepKey, enabled]);
};
