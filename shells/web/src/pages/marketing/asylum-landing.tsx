import './marketing.css';
import { AttorneyBanner } from './attorney-banner.js';
import { CaptureSection } from './capture-section.js';
import { CardGrid } from './card-grid.js';
import { Checklist } from './checklist.js';
import { ClosingCta } from './closing-cta.js';
import { DeadlineNotice } from './deadline-notice.js';
import { Guide } from './guide.js';
import { Hero } from './hero.js';
import { LegalHelp } from './legal-help.js';
import { asylumTargets, officialLinks, uscisFormUrl, type LandingVariant } from './links.js';
import { PageFooter } from './page-footer.js';
import { Steps } from './steps.js';
import { useContent } from './use-content.js';

/**
 * /asylum (english) and /asiloespanol (spanish): the same page and keys; the variant sets the
 * email source and the guide the calls to action open (spec 2 §2).
 */
export const AsylumLanding = ({ variant }: { variant: LandingVariant }) => {
  const { t } = useContent();
  const target = asylumTargets[variant];
  const links = [
    { href: uscisFormUrl('i589'), label: t('marketing.common.uscisForm', { number: t('marketing.forms.items.i589.number') }) },
    { href: officialLinks.eoirProBono, label: t('marketing.asylum.legalHelp.proBono.link') },
    { href: officialLinks.eoirAccredited, label: t('marketing.asylum.legalHelp.accredited.link') },
  ];
  return (
    <div className="mk" data-variant={variant}>
      <Hero k="marketing.asylum.hero" to={target.guide} />
      <DeadlineNotice />
      <CaptureSection id="mk-guide" k="marketing.asylum.capture" source={target.source} success={<Guide k="marketing.asylumGuide" links={links} />} />
      <CardGrid id="mk-know" k="marketing.asylum.cards" />
      <CardGrid id="mk-why" k="marketing.asylum.why" tone="alt" />
      <Steps id="mk-journey" k="marketing.asylum.journey" />
      <Checklist id="mk-evidence" k="marketing.asylum.checklist" initial={6} tone="alt" />
      <LegalHelp />
      <ClosingCta id="mk-closing" k="marketing.asylum.closing" to={target.guide} />
      <AttorneyBanner />
      <PageFooter />
    </div>
  );
};
