import './marketing.css';
import { AttorneyBanner } from './attorney-banner.js';
import { CaptureSection } from './capture-section.js';
import { Guide } from './guide.js';
import { Hero } from './hero.js';
import { PageFooter } from './page-footer.js';
import { Privacy } from './privacy.js';
import { QuickLinks } from './quick-links.js';
import { Steps } from './steps.js';
import { SupportedForms } from './supported-forms.js';

/** The landing page / (spec 2 §2), adapted to what Formpath does today. */
export const HomeLanding = () => (
  <div className="mk">
    <Hero k="marketing.home.hero" to="/app">
      <QuickLinks />
    </Hero>
    <CaptureSection id="mk-tips" k="marketing.home.tips" source="hero_secondary" success={<Guide k="marketing.checklistGuide" />} />
    <Steps id="mk-how" k="marketing.home.steps" />
    <SupportedForms tone="alt" />
    <Privacy />
    <CaptureSection id="mk-conversion" k="marketing.home.conversion" source="conversion_section" withName success={<Guide k="marketing.checklistGuide" />} />
    <AttorneyBanner />
    <PageFooter />
  </div>
);
