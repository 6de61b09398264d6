// Each page's <title>, in the page's language (set in the browser, and by the pre-render).
const titleKeys: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'home'],
  [/^\/(?:marriage|spanish)$/i, 'marriage'],
  [/^\/(?:asylum|asiloespanol)$/i, 'asylum'],
  [/^\/(?:app|spanish\/app|marriagefilipino)$/i, 'app'],
  [/^\/(?:i485|i765)-guide$/i, 'guide'],
];

/** The key under `titles` for a path; other pages share the default. */
export const titleKeyOfPath = (pathname: string): string => titleKeys.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'default';
