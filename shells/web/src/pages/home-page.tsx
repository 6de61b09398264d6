import { HomeLanding } from './marketing/home-landing.js';

/** The landing page / (spec 2 §2): hero, captures, how it works, forms, privacy. */
export const HomePage = () => <HomeLanding />;
