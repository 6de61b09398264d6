import { authRules } from '@formpath/contracts/rules';
import { answers } from './en-answers.js';
import { fieldGuide } from './en-field-guide.js';
import { leadCapture } from './en-lead-capture.js';
import { marketing } from './en-marketing.js';
import { reviewPortal } from './en-review-portal.js';
import { reviewStep } from './en-review-step.js';
import { wizard } from './en-wizard.js';

export const en = {
  // The shell's frame: skip link, navigation, header.
  skipLink: 'Skip to main content',
  nav: {
    label: 'Main',
    brand: 'Formpath',
    home: 'Home',
    marriage: 'Marriage Green Card',
    asylum: 'Asylum Guide',
    spanish: 'Español',
    filipino: 'Filipino',
    dashboard: 'My Dashboard',
    signOut: 'Sign Out',
    getStarted: 'Get Started',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  titles: {
    home: 'Formpath: fill your USCIS form from your own documents',
    marriage: 'Marriage green card: prepare your forms | Formpath',
    asylum: 'Prepare your asylum application | Formpath',
    app: 'Your application | Formpath',
    guide: 'Field guide | Formpath',
    default: 'Formpath',
  },
  languageSwitcher: { label: 'Language' },
  header: {
    title: 'Formpath',
    subtitle: 'Intelligent Immigration Form Processing',
    secure: 'Secure & Encrypted',
  },
  disclaimer:
    'Formpath is not a law firm and this service is not legal advice. For advice about your situation, consult a qualified immigration attorney.',
  gate: {
    checking: 'Checking authentication...',
    title: 'Sign In Required',
    text: 'Please sign in or create an account to access the immigration portal',
    quickStart: 'Quick Start',
    recommended: 'Recommended',
    instant: 'Instant',
    secure: 'Secure',
    trusted: 'Trusted',
    quickStartButton: 'Continue with {{name}}',
    quickStartUnavailable: 'Quick Start sign-in is not configured on this server. Please use Email & Password.',
    emailPassword: 'Email & Password',
    openModal: 'Sign In / Create Account',
    benefits: ['AI-powered form completion', 'Secure document processing', 'Save progress automatically'],
    backHome: 'Back to Home',
    identityProvider: 'identity provider',
  },
  // Spec 2 §2: the sign-in modal a protected route opens, one title and description per route.
  // The Spanish route's texts are Spanish whatever the interface language (the spec says so).
  routeSignIn: {
    app: {
      title: 'Sign in to start your application',
      description: 'Please sign in or create an account to upload your documents and prepare your USCIS form',
    },
    i485Guide: {
      title: 'Sign in to open the I-485 field guide',
      description: 'Please sign in or create an account to read the field-by-field guide to your I-485 form',
    },
    i765Guide: {
      title: 'Sign in to open the I-765 field guide',
      description: 'Please sign in or create an account to read the field-by-field guide to your I-765 form',
    },
    spanishApp: {
      title: 'Inicia sesión para comenzar tu solicitud',
      description: 'Inicia sesión o crea una cuenta para subir tus documentos y preparar tu formulario de USCIS en español',
    },
    marriageFilipino: {
      title: 'Sign in to start your marriage green card application',
      description: 'Please sign in or create an account to prepare your marriage-based green card forms in Filipino',
    },
    asylumGuide: {
      title: 'Sign in to open the asylum guide',
      description: 'Please sign in or create an account to work through the asylum guide and keep your answers',
    },
  },
  auth: {
    title: 'Authentication Required',
    description: 'Please sign in or create an account to download your populated I-485 form',
    note: 'Your data is secure and will only be used for form processing',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    working: 'Please wait...',
    createAccount: 'Create Account',
    // Spec 1 §8.
    successTitle: 'Success!',
    signedIn: 'Successfully signed in',
    accountCreated: 'Account created successfully',
    oidcSignedIn: 'Successfully authenticated',
    errorTitle: 'Error',
    unexpected: 'An unexpected error occurred',
    failedTitle: 'Authentication Failed',
    failedFallback: 'An error occurred',
    signUpFailed: 'Signup failed',
    signInFailed: 'Login failed',
  },
  // Spec 1 §5, in the order they are checked: the server's own texts, verbatim.
  authRules,
  // Messages of libs/web-data (spec 1 §8 and §9), used by the wizard.
  errors: {
    network: 'Network error occurred',
  },
  upload: {
    invalidType: 'Please select a valid PDF file',
    tooLarge: 'File size exceeds the 10MB limit',
    signInRequired: 'Please sign in to upload documents.',
    failedFallback: 'Failed to upload file',
    problem: 'There was a problem uploading your file',
  },
  // libs/ui.
  ui: {
    close: 'Close',
    notifications: 'Notification',
    notificationsRegion: 'Notifications ({hotkey})',
  },
  notFound: { title: '404 Page Not Found', hint: 'Did you forget to add the page to the router?' },
  notAvailable: {
    title: 'Not available yet',
    text: 'This part of Formpath has not been built yet. It will appear here as soon as it is ready.',
  },
  wizard,
  reviewStep,
  fieldGuide,
  reviewPortal,
  answers,
  marketing,
  leadCapture,
  remote: {
    failedTitle: 'This part of Formpath could not be loaded',
    failedText: 'Please check your connection and try again.',
    retry: 'Retry',
    loading: 'Loading...',
  },
};
export type Resources = typeof en;
