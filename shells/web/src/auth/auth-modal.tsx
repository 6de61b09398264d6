import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Tabs, toast } from '@formpath/ui';
import { authErrorMessage, isNetworkError, trackConversion, useAuth } from '@formpath/web-data';
import { firstBrokenRule, type AuthFields, type AuthMode } from './auth-form-rules.js';

const empty: AuthFields = { email: '', password: '', confirm: '' };

/** Spec 1 §2 auth modal: Sign In and Sign Up, fields cleared on open and on tab change. */
export const AuthModal = ({
  open,
  onOpenChange,
  title,
  description,
  source,
  onSuccess,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description?: string;
  source: string;
  onSuccess?: () => void;
}) => {
  const { t } = useTranslation();
  const { signIn, signUp } = useAuth();
  const [mode, setMode] = useState<AuthMode>('signin');
  const [fields, setFields] = useState<AuthFields>(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = signIn.isPending || signUp.isPending;

  useEffect(() => {
    if (open) {
      setFields(empty);
      setProblem(null);
    }
  }, [open]);

  const switchMode = (next: string) => {
    setMode(next as AuthMode);
    setFields(empty);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = firstBrokenRule(mode, fields);
    if (broken) {
      const message = t(`authRules.${broken}.message`);
      setProblem(message);
      toast({ title: t(`authRules.${broken}.title`), description: message, variant: 'destructive' });
      return;
    }
    setProblem(null);
    void trackConversion('auth_attempt_traditional', { source, metadata: { mode } });
    try {
      const credentials = { email: fields.email.trim(), password: fields.password };
      await (mode === 'signup' ? signUp : signIn).mutateAsync(credentials);
      void trackConversion('auth_success_traditional', { source, metadata: { mode } });
      toast({ title: t('auth.successTitle'), description: mode === 'signup' ? t('auth.accountCreated') : t('auth.signedIn'), variant: 'success' });
      // Success first: closing afterwards must not read as a dismissal.
      onSuccess?.();
      onOpenChange(false);
    } catch (err) {
      void trackConversion('auth_failure_traditional', { source, metadata: { mode } });
      if (isNetworkError(err)) {
        setProblem(t('errors.network'));
        toast({ title: t('auth.errorTitle'), description: t('auth.unexpected'), variant: 'destructive' });
        return;
      }
      const message = authErrorMessage(err, mode === 'signup' ? t('auth.signUpFailed') : t('auth.signInFailed'));
      setProblem(message);
      toast({ title: t('auth.failedTitle'), description: message || t('auth.failedFallback'), variant: 'destructive' });
    }
  };

  const set = (key: keyof AuthFields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value }));

  const form = (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${mode}-email`}>{t('auth.email')}</label>
        <input id={`${mode}-email`} type="email" autoComplete="email" value={fields.email} onChange={set('email')} />
      </div>
      <div className="field">
        <label htmlFor={`${mode}-password`}>{t('auth.password')}</label>
        <input id={`${mode}-password`} type="password" autoComplete={mode === 'signup' ? 'new-password' : 'current-password'} value={fields.password} onChange={set('password')} />
      </div>
      {mode === 'signup' && (
        <div className="field">
          <label htmlFor="signup-confirm">{t('auth.confirmPassword')}</label>
          <input id="signup-confirm" type="password" autoComplete="new-password" value={fields.confirm} onChange={set('confirm')} />
        </div>
      )}
      {problem && <p className="field-error" role="alert">{problem}</p>}
      <Button type="submit" disabled={busy}>
        {busy ? t('auth.working') : mode === 'signup' ? t('auth.createAccount') : t('auth.signIn')}
      </Button>
    </form>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title ?? t('auth.title')} description={description ?? t('auth.description')}>
      <Tabs
        label={t('auth.title')}
        value={mode}
        onValueChange={switchMode}
        items={[
          { value: 'signin', label: t('auth.signIn'), content: mode === 'signin' ? form : null },
          { value: 'signup', label: t('auth.signUp'), content: mode === 'signup' ? form : null },
        ]}
      />
      <p className="muted" style={{ fontSize: '0.85rem', marginTop: '1rem' }}>{t('auth.note')}</p>
    </Dialog>
  );
};
