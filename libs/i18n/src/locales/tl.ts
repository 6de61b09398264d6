// Tagalog (Filipino) resources: the English tree of en.ts, key for key.
import type { LanguageResources } from '../index.js';
import { answers } from './tl-answers.js';
import { fieldGuide } from './tl-field-guide.js';
import { leadCapture } from './tl-lead-capture.js';
import { marketing } from './tl-marketing.js';
import { reviewPortal } from './tl-review-portal.js';
import { reviewStep } from './tl-review-step.js';
import { wizard } from './tl-wizard.js';

export const tl: LanguageResources = {
  skipLink: 'Lumaktaw sa pangunahing nilalaman',
  nav: {
    label: 'Pangunahin',
    brand: 'Formpath',
    home: 'Pangunahing Pahina',
    marriage: 'Green Card sa Kasal',
    asylum: 'Gabay sa Asylum',
    // Language names stay in their own language.
    spanish: 'Español',
    filipino: 'Filipino',
    dashboard: 'Aking Dashboard',
    signOut: 'Mag-sign Out',
    getStarted: 'Magsimula',
    menu: 'Menu',
    openMenu: 'Buksan ang menu',
    closeMenu: 'Isara ang menu',
  },
  titles: {
    home: 'Formpath: punan ang iyong USCIS form mula sa sarili mong mga dokumento',
    marriage: 'Green card sa pamamagitan ng kasal: ihanda ang iyong mga form | Formpath',
    asylum: 'Ihanda ang iyong aplikasyon sa asylum | Formpath',
    app: 'Ang iyong aplikasyon | Formpath',
    guide: 'Gabay sa bawat patlang | Formpath',
    default: 'Formpath',
  },
  languageSwitcher: { label: 'Wika' },
  header: {
    title: 'Formpath',
    subtitle: 'Matalinong Pagproseso ng mga Immigration Form',
    secure: 'Ligtas at Naka-encrypt',
  },
  disclaimer:
    'Hindi law firm (opisina ng mga abogado) ang Formpath, at hindi legal na payo ang serbisyong ito. Para sa payo tungkol sa iyong sitwasyon, kumonsulta sa isang kwalipikadong abogado sa imigrasyon.',
  gate: {
    checking: 'Tinitingnan kung naka-sign in ka...',
    title: 'Kailangang Mag-sign In',
    text: 'Mag-sign in o gumawa ng account para mabuksan ang portal ng imigrasyon',
    quickStart: 'Mabilis na Simula',
    recommended: 'Inirerekomenda',
    instant: 'Agad-agad',
    secure: 'Ligtas',
    trusted: 'Pinagkakatiwalaan',
    quickStartButton: 'Magpatuloy gamit ang {{name}}',
    quickStartUnavailable: 'Hindi naka-set up sa server na ito ang pag-sign in gamit ang Mabilis na Simula. Gamitin ang Email at Password.',
    emailPassword: 'Email at Password',
    openModal: 'Mag-sign In / Gumawa ng Account',
    benefits: ['Pagsagot ng form sa tulong ng AI', 'Ligtas na pagproseso ng mga dokumento', 'Awtomatikong nase-save ang iyong progreso'],
    backHome: 'Bumalik sa Pangunahing Pahina',
    identityProvider: 'serbisyo sa pag-sign in',
  },
  routeSignIn: {
    app: {
      title: 'Mag-sign in para simulan ang iyong aplikasyon',
      description: 'Mag-sign in o gumawa ng account para ma-upload ang iyong mga dokumento at maihanda ang iyong form ng USCIS',
    },
    i485Guide: {
      title: 'Mag-sign in para buksan ang gabay sa I-485',
      description: 'Mag-sign in o gumawa ng account para mabasa ang gabay sa bawat tanong ng iyong I-485 form',
    },
    i765Guide: {
      title: 'Mag-sign in para buksan ang gabay sa I-765',
      description: 'Mag-sign in o gumawa ng account para mabasa ang gabay sa bawat tanong ng iyong I-765 form',
    },
    // Spec 2 §2: the Spanish route's texts are Spanish whatever the interface language.
    spanishApp: {
      title: 'Inicia sesión para comenzar tu solicitud',
      description: 'Inicia sesión o crea una cuenta para subir tus documentos y preparar tu formulario de USCIS en español',
    },
    marriageFilipino: {
      title: 'Mag-sign in para simulan ang iyong aplikasyon para sa green card batay sa kasal',
      description: 'Mag-sign in o gumawa ng account para maihanda sa Filipino ang iyong mga form para sa green card batay sa kasal',
    },
    asylumGuide: {
      title: 'Mag-sign in para buksan ang gabay sa asylum',
      description: 'Mag-sign in o gumawa ng account para masundan ang gabay sa asylum at ma-save ang iyong mga sagot',
    },
  },
  auth: {
    title: 'Kailangang Mag-sign In',
    description: 'Mag-sign in o gumawa ng account para ma-download ang iyong napunang I-485 form',
    note: 'Ligtas ang iyong impormasyon at gagamitin lang ito sa pagproseso ng iyong form',
    signIn: 'Mag-sign In',
    signUp: 'Mag-sign Up',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Kumpirmahin ang Password',
    working: 'Sandali lang...',
    createAccount: 'Gumawa ng Account',
    successTitle: 'Tagumpay!',
    signedIn: 'Matagumpay kang naka-sign in',
    accountCreated: 'Matagumpay na nagawa ang iyong account',
    oidcSignedIn: 'Matagumpay na na-verify kung sino ka',
    errorTitle: 'May Problema',
    unexpected: 'Nagkaroon ng hindi inaasahang problema',
    failedTitle: 'Hindi Nakapag-sign In',
    failedFallback: 'Nagkaroon ng problema',
    signUpFailed: 'Hindi nakapag-sign up',
    signInFailed: 'Hindi nakapag-sign in',
  },
  authRules: {
    email: { title: 'Hindi Wastong Email', message: 'Maglagay ng wastong email address' },
    signUpPassword: {
      title: 'Kulang ang Password',
      message:
        'Dapat may hindi bababa sa 8 karakter ang password, at may malaking titik, maliit na titik, numero, at simbolo (halimbawa ! o #)',
    },
    signInPassword: { title: 'Masyadong Maikli ang Password', message: 'Dapat may hindi bababa sa 6 na karakter ang password' },
    confirmation: { title: 'Hindi Magkapareho ang mga Password', message: 'Siguraduhing magkapareho ang dalawang password' },
  },
  errors: {
    network: 'Nagkaroon ng problema sa koneksyon sa internet',
  },
  upload: {
    invalidType: 'Pumili ng wastong PDF file',
    tooLarge: 'Lampas sa 10MB na limitasyon ang laki ng file',
    signInRequired: 'Mag-sign in para makapag-upload ng mga dokumento.',
    failedFallback: 'Hindi na-upload ang file',
    problem: 'Nagkaroon ng problema sa pag-upload ng iyong file',
  },
  ui: {
    close: 'Isara',
    notifications: 'Abiso',
    // {hotkey} (single braces) is filled in by the toast viewport, not by i18next.
    notificationsRegion: 'Mga abiso ({hotkey})',
  },
  notFound: { title: '404 Hindi Makita ang Pahina', hint: 'Nakalimutan mo bang idagdag ang pahina sa router?' },
  notAvailable: {
    title: 'Wala pa ito',
    text: 'Hindi pa nagagawa ang bahaging ito ng Formpath. Lalabas ito rito sa sandaling handa na.',
  },
  wizard,
  reviewStep,
  fieldGuide,
  reviewPortal,
  answers,
  marketing,
  leadCapture,
  remote: {
    failedTitle: 'Hindi ma-load ang bahaging ito ng Formpath',
    failedText: 'Tingnan ang iyong koneksyon sa internet at subukang muli.',
    retry: 'Subukang muli',
    loading: 'Naglo-load...',
  },
};
