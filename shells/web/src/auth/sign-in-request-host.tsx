import { Suspense, lazy } from 'react';
import { useSignInRequestHost } from '@formpath/web-data';

// The dialog's code loads the first time a remote asks for sign-in.
const AuthModal = lazy(async () => ({ default: (await import('./auth-modal.js')).AuthModal }));

/** The one sign-in dialog answering `requestSignIn` from any remote (Share, Download...). */
export const SignInRequestHost = () => {
  const { open, texts, succeeded, dismissed } = useSignInRequestHost();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal
        open={open}
        onOpenChange={(next) => {
          if (!next) dismissed();
        }}
        onSuccess={succeeded}
        source="sign_in_request"
        {...(texts.title ? { title: texts.title } : {})}
        {...(texts.description ? { description: texts.description } : {})}
      />
    </Suspense>
  );
};
