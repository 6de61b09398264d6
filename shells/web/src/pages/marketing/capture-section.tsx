import type { ReactNode } from 'react';
import type { EmailSource } from '@formpath/contracts';
import { EmailCaptureForm } from '../../lead-capture/email-capture-form.js';
import { Section } from './section.js';
import { useContent } from './use-content.js';

export interface CaptureSectionProps {
  id: string;
  /** Key of { title, text, submit }. */
  k: string;
  source: EmailSource;
  withName?: boolean;
  /** What the visitor gets at once, in place of the form. */
  success: ReactNode;
  tone?: 'plain' | 'alt';
}

/** An email capture with its heading and promise; the success content replaces the form. */
export const CaptureSection = ({ id, k, source, withName, success, tone = 'alt' }: CaptureSectionProps) => {
  const { t } = useContent();
  return (
    <Section id={id} title={t(`${k}.title`)} intro={t(`${k}.text`)} tone={tone}>
      <div className="mk-capture">
        <EmailCaptureForm source={source} withName={withName} submitLabel={t(`${k}.submit`)} success={success} />
      </div>
    </Section>
  );
};
