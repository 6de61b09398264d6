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
  subscribed: 'Salamat. Nasa listahan ka na namin.',
  alreadySubscribed: 'Nasa listahan ka na namin, kaya wala ka nang kailangang gawin. Salamat.',
  privacy:
    'Gagamitin lang namin ang iyong email para padalhan ka ng mga tip mula sa Formpath. Hindi namin ito ibabahagi o ibebenta kailanman, at puwede kang mag-unsubscribe anumang oras.',
  unsubscribeHint: 'Nagbago ang isip mo?',
  unsubscribeLink: 'Mag-unsubscribe',
  exitPopup: {
    title: 'Bago ka umalis: libreng checklist ng mga dokumento',
    description:
      'Ilagay ang iyong email at makikita mo agad ang listahan ng mga dokumentong dapat mong ihanda para sa iyong I-485 o I-765.',
    submit: 'Ipakita ang checklist',
  },
  checklist: {
    title: 'Mga dokumentong dapat ihanda bago ka magsimula',
    groups: [
      {
        title: 'Patunay kung sino ka',
        items: [
          'Pasaporte (ang pahinang may litrato at personal na impormasyon mo) at anumang lumang pasaporte na may US visa o tatak (stamp)',
          'Birth certificate, kasama ang certified na salin sa Ingles (certified English translation) kung hindi ito nakasulat sa Ingles',
          'Government ID na may litrato, gaya ng driver’s license o state ID',
          'Social Security card, kung mayroon ka',
        ],
      },
      {
        title: 'Paano at kailan ka dumating sa US',
        items: [
          'Ang pinakabago mong I-94 record (i-print ito mula sa I-94 website ng CBP)',
          'Ang visa o parole document na ginamit mo sa pagpasok sa US',
          'Anumang approval notice o receipt notice (Form I-797), at ang iyong A-Number kung mayroon ka',
        ],
      },
      {
        title: 'Pamilya',
        items: [
          'Marriage certificate, at kung may dati kang kasal: divorce decree, annulment decree o death certificate na nagpapatunay na natapos ito',
          'Birth certificate ng bawat anak mo',
          'Buong pangalan ng iyong mga magulang, at ang petsa at lugar ng kanilang kapanganakan (mula sa iyong birth certificate)',
        ],
      },
      {
        title: 'Mga tinirhan at trabaho',
        items: [
          'Lahat ng address na tinirhan mo sa nakaraang limang taon (makakatulong ang lease o utility bill)',
          'Mga employment letter o pay stub (payslip) sa nakaraang limang taon',
          'Mga rekord sa paaralan gaya ng Form I-20, kung nag-aral ka sa US',
        ],
      },
    ],
    note: 'Kayang basahin ng Formpath ang PDF ng karamihan sa mga ito at punan ang iyong form mula sa mga ito. Susuriin mo ang bawat sagot bago mo i-download.',
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
