// Tagalog (Filipino) strings of the email captures, the exit-intent popup and the unsubscribe page (spec 1 §2, §4, §7).
import type { LanguageResources } from '../index.js';
export const leadCapture: LanguageResources['leadCapture'] = {
  email: 'Ang iyong email address',
  firstName: 'Pangalan (opsyonal)',
  lastName: 'Apelyido (opsyonal)',
  sending: 'Ipinapadala...',
  emailRequired: 'Ilagay ang iyong email address.',
  emailInvalid: 'Maglagay ng wastong email address.',
  failed: 'Hindi natuloy ang pag-subscribe',
  subscribed: 'Salamat. Nasa listahan na namin ang iyong email.',
  privacy:
    'Maaari ka naming padalhan paminsan-minsan ng mga tip sa paghahanda ng iyong mga form, at may link sa bawat email para mag-unsubscribe. Hindi namin ibinabahagi o ibinebenta ang iyong email.',
  exitPopup: {
    title: 'Bago ka umalis: libreng checklist ng mga dokumento',
    description:
      'Ilagay ang iyong email at makikita mo agad ang listahan ng mga dokumentong dapat mong ihanda para sa iyong I-485 o I-765.',
    submit: 'Ipakita ang checklist',
  },
  unsubscribe: {
    title: 'Mag-unsubscribe',
    question: 'Gusto mo na bang tumigil sa pagtanggap ng mga email mula sa Formpath?',
    confirm: 'Oo, i-unsubscribe ako',
    working: 'Inaalis ang iyong email sa aming listahan...',
    done: 'Naka-unsubscribe ka na. Hindi ka na namin padadalhan ng email.',
    unknown:
      'Hindi wasto ang unsubscribe link na ito, o napalitan na ito ng mas bago. Kung nakakatanggap ka pa rin ng aming mga email, gamitin ang link sa pinakabagong email.',
    missing: 'Kailangan ng pahinang ito ang unsubscribe link mula sa aming email o mula sa pahina kung saan ka nag-subscribe.',
    failed: 'Hindi ka namin ma-unsubscribe ngayon: {{message}}',
    retry: 'Subukang muli',
    home: 'Bumalik sa Pangunahing Pahina',
  },
};
