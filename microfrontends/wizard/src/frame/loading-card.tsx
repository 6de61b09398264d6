import { Card } from '@formpath/ui';

/** A card that says what is loading, with a spinner (the wizard's steps and the field guide). */
export const LoadingCard = ({ text, className = '' }: { text: string; className?: string }) => (
  <Card className={`center ${className}`.trim()} aria-busy="true">
    <div className="spinner" aria-hidden="true" />
    <p role="status">{text}</p>
  </Card>
);
