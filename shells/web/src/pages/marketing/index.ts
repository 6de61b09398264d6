// The landing pages of spec 2 §2; the routes are wired in app-routes.tsx.
export { AsylumLanding } from './asylum-landing.js';
export { HomeLanding } from './home-landing.js';
export { MarriageLanding } from './marriage-landing.js';
export type { LandingVariant } from './links.js';
