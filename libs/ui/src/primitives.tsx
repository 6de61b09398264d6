import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode, Ref } from 'react';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

export const Button = ({ variant = 'primary', className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; ref?: Ref<HTMLButtonElement> }) => (
  <button type={type} className={cx('btn', `btn-${variant}`, className)} {...props} />
);

export const Card = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => <div className={cx('card', className)} {...props} />;

/** A card that says what is loading, with a spinner. */
export const LoadingCard = ({ text, className }: { text: string; className?: string }) => (
  <Card className={cx('center', className)} aria-busy="true">
    <div className="spinner" aria-hidden="true" />
    <p role="status">{text}</p>
  </Card>
);

export const Badge = ({ tone = 'neutral', children }: { tone?: 'neutral' | 'success' | 'info' | 'warning'; children: ReactNode }) => (
  <span className={cx('badge', `badge-${tone}`)}>{children}</span>
);

export const Notice = ({ tone = 'info', title, children }: { tone?: 'info' | 'warning' | 'error'; title?: string; children?: ReactNode }) => (
  <div className={cx('notice', `notice-${tone}`)} role={tone === 'error' ? 'alert' : 'status'}>
    {title && <p className="notice-title">{title}</p>}
    {children}
  </div>
);
