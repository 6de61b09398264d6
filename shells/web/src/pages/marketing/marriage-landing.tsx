import './marketing.css';
import { AttorneyBanner } from './attorney-banner.js';
import { CaptureSection } from './capture-section.js';
import { CardGrid } from './card-grid.js';
import { Checklist } from './checklist.js';
import { ClosingCta } from './closing-cta.js';
import { Guide } from './guide.js';
import { Hero } from './hero.js';
import { marriageTargets, uscisFormUrl, type FormId, type LandingVariant } from './links.js';
import { MarriageForms } from './marriage-forms.js';
import { PageFooter } from './page-footer.js';
import { Steps } from './steps.js';
import { useContent } from './use-content.js';

const guideForms: readonly FormId[] = ['i130', 'i130a', 'i485', 'i864', 'i693', 'i765', 'i131'];

/**
 * /marriage (english) and /spanish (spanish): the same page and keys; the route sets the
 * language, the variant sets the email source and the main call to action (spec 2 §2).
 */
export const MarriageLanding = ({ variant }: { variant: LandingVariant }) => {
  const { t } = useContent();
  const target = marriageTargets[variant];
  const links = guideForms.map((form) => ({
    href: uscisFormUrl(form),
    label: t('marketing.common.uscisForm', { number: t(`marketing.forms.items.${form}.number`) }),
  }));
  return (
    <div className="mk" data-variant={variant}>
      <Hero k="marketing.marriage.hero" to={target.app} />
      <CaptureSection id="mk-guide" k="marketing.marriage.capture" source={target.source} success={<Guide k="marketing.marriageGuide" links={links} />} />
      <MarriageForms />
      <CardGrid id="mk-reasons" k="marketing.marriage.reasons" tone="alt" />
      <Steps id="mk-steps" k="marketing.marriage.steps" />
      <Checklist id="mk-evidence" k="marketing.marriage.checklist" tone="alt" />
      <ClosingCta id="mk-closing" k="marketing.marriage.closing" to={target.app} />
      <AttorneyBanner />
      <PageFooter />
    </div>
  );
};
