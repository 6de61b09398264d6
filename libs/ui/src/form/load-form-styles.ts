let loading: Promise<void> | undefined;

/**
 * Loads form.css once, as its own chunk, for the screens that show forms (the review step calls it
 * with its lazy chunk). A style sheet that fails to load leaves a plain but working form rather
 * than a broken step; Jest, which cannot read CSS, takes the same path.
 */
export const loadFormStyles = (): Promise<void> =>
  (loading ??= import('./form.css').then(
    () => undefined,
    () => {
      loading = undefined;
    },
  ));
