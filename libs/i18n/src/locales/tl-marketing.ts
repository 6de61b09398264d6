// Tagalog (Filipino) strings of the landing pages (spec 2 §2): the English tree of en-marketing.ts,
// key for key, with the English word kept where Filipino applicants in the US really say it.
import type { LanguageResources } from '../index.js';

export const marketing: LanguageResources['marketing'] = {
  common: {
    newTab: '(magbubukas sa bagong tab)',
    uscisForm: 'Form {{number}} sa uscis.gov',
    showAll: 'Ipakita lahat ng {{total}}',
    showFewer: 'Ipakita lang ang unang {{shown}}',
  },

  // Form names: plain Tagalog translations of the official USCIS titles.
  forms: {
    title: 'Mga form na pinupunan ng Formpath',
    intro:
      'Sa ngayon, dalawang opisyal na form ng USCIS ang pinupunan ng Formpath. Para sa iba, gamitin ang form mula sa USCIS: bawat link ay nagbubukas sa opisyal na pahina nito.',
    listLabel: 'Mga form ng USCIS',
    supported: 'Available na ngayon',
    notYet: 'Wala pa: gamitin ang form ng USCIS',
    getIt: 'Kunin ang Form {{number}} mula sa USCIS',
    items: {
      i485: {
        number: 'I-485',
        name: 'Aplikasyon para Iparehistro ang Permanenteng Paninirahan o I-adjust ang Status',
        detail: 'Edisyon 01/20/25',
      },
      i765: { number: 'I-765', name: 'Aplikasyon para sa Pahintulot na Magtrabaho', detail: 'Ang aplikasyon para sa work permit' },
      i130: { number: 'I-130', name: 'Petisyon para sa Kamag-anak na Dayuhan' },
      i130a: { number: 'I-130A', name: 'Karagdagang Impormasyon para sa Asawang Benepisyaryo' },
      i864: { number: 'I-864', name: 'Sinumpaang Salaysay ng Suporta sa Ilalim ng Seksyon 213A ng INA' },
      i589: { number: 'I-589', name: 'Aplikasyon para sa Asylum at para sa Withholding of Removal (Pagpigil sa Pagpapaalis)' },
      n400: { number: 'N-400', name: 'Aplikasyon para sa Naturalisasyon' },
      i131: {
        number: 'I-131',
        name: 'Aplikasyon para sa mga Dokumento sa Paglalakbay, mga Dokumento ng Parole, at mga Rekord ng Pagdating/Pag-alis',
      },
      i751: { number: 'I-751', name: 'Petisyon para Alisin ang mga Kondisyon sa Paninirahan' },
      i693: { number: 'I-693', name: 'Ulat ng Medikal na Eksaminasyon para sa Imigrasyon at Rekord ng Bakuna' },
    },
  },

  privacy: {
    title: 'Pribado ang iyong mga dokumento',
    intro: 'Ipinagkakatiwala mo sa amin ang mga personal mong papeles. Ito mismo ang nangyayari sa mga ito.',
    items: [
      {
        title: 'Binubura agad ang mga orihinal',
        text: 'Binubura ang mga PDF na ina-upload mo sa sandaling mabasa na ang mga ito.',
      },
      {
        title: 'Naka-encrypt habang nakatago',
        text: 'Ang tekstong nabasa mula sa iyong mga dokumento at ang iyong mga sagot ay naka-encrypt gamit ang AES-256-GCM habang nakatago sa amin.',
      },
      {
        title: 'Binubura pagkalipas ng limitadong panahon',
        text: 'Awtomatikong binubura ang iyong aplikasyon, kasama ang teksto at mga sagot, pagkalipas ng limitadong panahon mula sa una mong upload. I-download ang napunan mong form bago iyon.',
      },
      {
        title: 'Hindi kailanman ibinebenta',
        text: 'Hindi kailanman ibinebenta ng Formpath ang iyong data o ginagamit ito para sa advertising. Ang review link ay napupunta lang sa abogadong pipiliin mo, at mag-e-expire ito.',
      },
    ],
  },

  attorney: {
    title: 'Gusto mo bang makausap ang isang abogado sa imigrasyon?',
    text: 'Hindi law firm ang Formpath at hindi ka nito mabibigyan ng legal na payo. Kung gusto mo ng payo tungkol sa iyong kaso, puwede kang makipag-ugnayan dito sa isang abogado sa imigrasyon.',
    call: 'Tumawag sa {{phone}}',
    message: 'Magpadala ng mensahe',
  },

  home: {
    hero: {
      title: 'Punan ang iyong form para sa green card o work permit gamit ang sarili mong mga dokumento',
      lead: 'I-upload ang PDF ng iyong pasaporte, I-94 at mga sertipiko. Babasahin ng Formpath ang mga ito, pupunan ang opisyal na I-485 o I-765 ng USCIS, at ipapakita sa iyo ang dokumentong pinagmulan ng bawat sagot, para masuri mo ang lahat bago ka mag-file.',
      cta: 'Simulan ang iyong aplikasyon',
      note: 'Libre, at walang credit card. Gagawa ka ng libreng account para makapagsimula.',
      quickLinksLabel: 'Magsimula ayon sa sitwasyon mo',
      quickLinks: {
        marriage: 'Green card sa pamamagitan ng kasal',
        asylum: 'Paghahanda para sa asylum',
        asiloespanol: 'Gabay sa asylum sa wikang Espanyol (en español)',
      },
    },
    tips: {
      title: 'Kumuha ng libreng checklist ng mga dokumento',
      text: 'Iwan ang iyong email para sa mga tip sa paghahanda ng iyong mga form, at makikita mo agad kung aling mga dokumento ang dapat mong ihanda para sa I-485 at I-765.',
      submit: 'Ipakita ang checklist',
    },
    steps: {
      title: 'Paano ito gumagana',
      intro: 'Tatlong hakbang, sa sarili mong bilis.',
      items: [
        {
          title: 'I-upload ang iyong mga dokumento',
          text: 'Idagdag ang PDF ng iyong pasaporte, I-94 record, birth, marriage o divorce certificate, mga employment letter, driver’s license, Social Security card, mga I-797 notice, mga I-20 o lease.',
        },
        {
          title: 'Suriin ang bawat sagot',
          text: 'Pupunan ng Formpath ang opisyal na form. Katabi ng bawat sagot, makikita mo ang dokumento at pahinang pinagmulan nito, at puwede mong baguhin ang kahit ano.',
        },
        {
          title: 'I-download at i-file',
          text: 'I-download ang napunang opisyal na PDF kasama ang mga tagubilin sa pag-file nito. Kung gusto mo, ibahagi muna ang isang pribadong review link sa sarili mong abogado.',
        },
      ],
    },
    conversion: {
      title: 'Hindi ka pa handang magsimula ngayon?',
      text: 'Iwan ang iyong pangalan at email, at lalabas dito mismo ang iyong checklist ng mga dokumento.',
      submit: 'Kunin ang aking checklist',
    },
  },

  checklistGuide: {
    title: 'Ang iyong checklist ng mga dokumento',
    intro:
      'Ihanda ang mga ito bago ka magsimula. Binabasa ng Formpath ang PDF ng mga dokumento sa unang dalawang listahan; ang iba ay ikaw mismo ang magdadagdag sa mga ifa-file mo.',
    sections: [
      {
        title: 'Para sa I-485 (green card)',
        items: [
          'Ang iyong pasaporte: ang pahinang may litrato at anumang US visa',
          'Ang iyong I-94 record ng pagdating at pag-alis',
          'Ang iyong birth certificate, kasama ang certified English translation kung nasa ibang wika ito',
          'Ang iyong marriage certificate, at ang mga divorce o death certificate na nagtapos sa anumang dati mong kasal',
          'Bawat notice mula sa USCIS na natanggap mo (Form I-797), at ang iyong mga I-20 kung nag-aral ka sa US',
          'Mga employment letter, ang iyong driver’s license at ang iyong Social Security card, kung mayroon ka',
          'Ang iyong mga address at trabaho sa nakaraang limang taon: hinihingi ang mga ito sa form',
        ],
      },
      {
        title: 'Para sa I-765 (work permit)',
        items: [
          'Ang iyong pasaporte, o ibang ID na may litrato gaya ng driver’s license',
          'Ang iyong I-94 record',
          'Ang I-797 notice ng kasong pinagbabatayan ng iyong work permit, kung mayroon ka',
          'Anumang dati mong work permit card',
        ],
      },
      {
        title: 'Kailangan sa pag-file, pero hindi binabasa ng Formpath',
        items: [
          'Dalawang passport-style na litrato para sa bawat form',
          'Para sa I-485: ang selyadong I-693 medical exam mula sa isang civil surgeon na itinalaga ng USCIS',
          'Para sa I-485 na batay sa pamilya: ang I-864 affidavit of support mula sa iyong sponsor',
        ],
      },
    ],
    outro: 'Kapag kumpleto na ang mga ito, simulan ang iyong aplikasyon: pupunan ng Formpath ang form at susuriin mo ang bawat sagot.',
  },

  marriage: {
    hero: {
      title: 'Ang iyong green card sa pamamagitan ng kasal, inihahanda nang hakbang-hakbang',
      lead: 'Kasal ka ba sa isang US citizen o permanent resident? Karaniwang apat na form ang kailangan para sa green card sa pamamagitan ng kasal: I-130, I-130A, I-485 at I-864. Sa ngayon, pinupunan ng Formpath ang I-485 mula sa iyong mga dokumento, at ipinapakita nito kung saan kukunin sa USCIS ang tatlo pang iba.',
      cta: 'Simulan ang iyong I-485',
      note: 'Libre, at walang credit card. Gagawa ka ng libreng account para makapagsimula.',
    },
    capture: {
      title: 'Libreng 7-hakbang na gabay sa green card sa pamamagitan ng kasal',
      text: 'Ilagay ang iyong email at basahin ang gabay dito mismo, mula sa pag-alam kung kwalipikado ka hanggang sa interview.',
      submit: 'Ipakita ang gabay',
    },
    forms: {
      title: 'Ang mga form, at kung sino ang pumupuno sa mga ito',
      intro:
        'Sa ngayon, pinupunan ng Formpath ang I-485 at I-765. Ang I-130, I-130A at I-864 ay inihahanda sa mismong mga form ng USCIS: bawat link ay nagbubukas sa opisyal na pahina.',
      roles: {
        i130: 'Ifa-file ng asawang US citizen o permanent resident, para patunayan ang inyong kasal.',
        i130a: 'Mga detalye tungkol sa asawang mag-i-immigrate, na ifa-file kasabay ng I-130.',
        i485: 'Ifa-file ng asawang mag-i-immigrate, para maging permanent resident mula sa loob ng US.',
        i864: 'Ifa-file ng asawang petitioner, para ipakitang kaya ka niyang suportahan sa pinansyal.',
        i765: 'Opsyonal: humihingi ng work permit habang pending ang iyong kaso para sa green card.',
      },
    },
    reasons: {
      title: 'Mga dahilan para maghanda gamit ang Formpath',
      items: [
        {
          title: 'Mas kaunting pagta-type',
          text: 'Binabasa ng Formpath ang iyong pasaporte, I-94, at birth, marriage at divorce certificate na nasa Ingles o Espanyol, at pinupunan nito ang mga sagot para sa iyo.',
        },
        {
          title: 'Walang itinatago',
          text: 'Ipinapakita ng bawat sagot ang dokumento at pahinang pinagmulan nito, at puwede mong i-edit ang alinman sa mga ito.',
        },
        {
          title: 'Puwede itong suriin ng iyong abogado',
          text: 'Magbahagi ng pribadong review link sa sarili mong abogado. Hindi niya kailangan ng account, at mag-e-expire ang link.',
        },
        {
          title: 'Libre at pribado',
          text: 'Walang credit card at walang singil. Binubura ang mga dokumentong ina-upload mo sa sandaling mabasa na ang mga ito.',
        },
      ],
    },
    steps: {
      title: 'Apat na hakbang mula sa iyong mga dokumento hanggang sa napunang form',
      items: [
        {
          title: 'I-upload',
          text: 'Idagdag ang PDF ng inyong mga pasaporte, mga I-94 record, marriage certificate at anumang divorce decree mula sa dating kasal.',
        },
        {
          title: 'Kunin ang impormasyon',
          text: 'Binabasa ng Formpath ang teksto at kinukuha ang mga pangalan, petsa, address at numero ng dokumento.',
        },
        { title: 'Suriin', text: 'Suriin ang bawat sagot katabi ng pahinang pinagmulan nito, at itama o dagdagan ang kahit ano.' },
        {
          title: 'I-file',
          text: 'I-download ang napunang opisyal na I-485 kasama ang mga tagubilin sa pag-file, at i-file ito kasama ng iba mo pang mga form at ebidensya.',
        },
      ],
    },
    checklist: {
      title: 'Checklist ng ebidensya',
      intro: 'Humihingi ang USCIS ng patunay kasama ng iyong mga form. Simulan nang maaga ang paghahanda ng mga ito.',
      items: [
        {
          title: 'Sertipiko ng kasal (marriage certificate)',
          text: 'Ang opisyal na sertipiko, kasama ang certified English translation kung nasa ibang wika ito.',
        },
        {
          title: 'Patunay na totoo ang inyong kasal',
          text: 'Halimbawa: joint lease o mortgage, magkasamang bank account o mga bill, insurance na nakapangalan sa inyong dalawa, mga litrato ninyong magkasama sa paglipas ng panahon, at birth certificate ng inyong mga anak.',
        },
        {
          title: 'Pasaporte, I-94 at kasaysayan ng paglalakbay',
          text: 'Mga pahina ng pasaporte na may visa at entry stamp, ang iyong I-94 record, at ang mga petsa ng iyong mga biyahe papasok at palabas ng US.',
        },
        {
          title: 'Patunay na natapos ang mga dating kasal',
          text: 'Divorce decree, annulment o death certificate para sa anumang dating kasal ninuman sa inyong dalawa.',
        },
        {
          title: 'Status at tax return ng iyong asawa',
          text: 'Ang US passport, naturalization o citizenship certificate, o green card ng asawang petitioner, at ang kanyang mga kamakailang federal tax return.',
        },
        {
          title: 'Ebidensya para sa affidavit of support',
          text: 'Para sa I-864: mga kamakailang tax return o IRS transcript, mga W-2, pay stub at sulat mula sa employer. Makakatulong ang isang joint sponsor kung hindi sapat ang kita.',
        },
      ],
    },
    closing: {
      title: 'Magsimula sa mga dokumentong mayroon ka',
      text: 'Puwede mong suriin at baguhin ang bawat sagot bago ka mag-download ng kahit ano.',
      cta: 'Simulan ang iyong I-485',
    },
  },

  marriageGuide: {
    title: 'Ang 7 hakbang ng green card sa pamamagitan ng kasal',
    intro:
      'Ito ang karaniwang proseso kapag kasal ka sa isang US citizen o permanent resident at nakatira ka sa US. Magkakaiba ang bawat kaso: nasa mga pahina ng form sa USCIS ang kasalukuyang mga tagubilin, at mapapayuhan ka ng isang abogado tungkol sa iyong kaso.',
    steps: [
      {
        title: 'Alamin kung kwalipikado ka',
        text: 'Dapat legal na balido at totoo ang inyong kasal, hindi lang para sa imigrasyon. Kung US citizen ang asawa mo at, noong pumasok ka sa US, na-inspect at na-admit ka o na-parole ka, karaniwang puwedeng i-file nang sabay ang I-130 at I-485. Kung permanent resident ang asawa mo, karaniwang maghihintay ka hanggang magpakita ang Visa Bulletin ng visa na available para sa iyo bago mo i-file ang I-485.',
      },
      {
        title: 'Ang I-130 at ang I-130A',
        text: 'Ang asawa mo, ang petitioner, ang magfa-file ng Form I-130, Petisyon para sa Kamag-anak na Dayuhan (Petition for Alien Relative), para patunayan ang inyong kasal. Pupunan mo ang Form I-130A ng mga detalye tungkol sa iyo, at ifa-file ito kasabay ng I-130.',
      },
      {
        title: 'Ebidensya ng totoong kasal',
        text: 'Isama ang iyong marriage certificate, patunay na natapos ang anumang dating kasal, at patunay ng inyong buhay na magkasama: joint lease, mga bank account, mga bill, insurance, mga litrato ninyong magkasama, at mga sulat mula sa mga taong kilala kayo bilang mag-asawa.',
      },
      {
        title: 'Ang I-485, kasama ang I-864 at I-693',
        text: 'Sa Form I-485, hinihiling mo sa USCIS na gawin kang permanent resident. Ifa-file ng asawa mo ang Form I-864, Affidavit of Support, kasama ang mga tax record na nagpapakitang sapat ang kita; makakatulong ang isang joint sponsor kung hindi ito sapat. Ang Form I-693 ay ang iyong medical exam mula sa isang civil surgeon na itinalaga ng USCIS: ipadala ito, nasa selyadong sobre pa rin, kasama ng iyong I-485.',
      },
      {
        title: 'Opsyonal: trabaho at paglalakbay',
        text: 'Kasabay ng iyong I-485, puwede kang mag-file ng Form I-765 para humingi ng work permit, at Form I-131 para humingi ng advance parole. Kung aalis ka ng US nang walang advance parole habang pending ang iyong I-485, karaniwang itinuturing ng USCIS na inabandona mo na ang iyong aplikasyon.',
      },
      {
        title: 'Ang biometrics',
        text: 'Padadalhan ka ng USCIS ng appointment notice sa koreo. Sa Application Support Center, kukunin nila ang iyong fingerprints, litrato at pirma. Dalhin ang notice at isang ID na may litrato.',
      },
      {
        title: 'Ang interview',
        text: 'Karaniwang sabay kayong ini-interview ng asawa mo sa isang opisina ng USCIS. Dalhin ang mga orihinal ng iyong mga dokumento at mga bagong patunay ng inyong buhay na magkasama. Kung wala pang dalawang taon kayong kasal kapag na-approve ka, conditional ang iyong green card: magkasama ninyong ifa-file ang Form I-751 sa loob ng 90 araw bago ito mag-expire.',
      },
    ],
    outro:
      'Pinupunan ng Formpath ang iyong I-485 at I-765 mula sa iyong mga dokumento. Ang I-130, I-130A, I-864, I-693 at I-131 ay inihahanda sa mga form ng USCIS, na naka-link sa ibaba.',
    linksLabel: 'Ang mga opisyal na form',
  },

  asylum: {
    hero: {
      title: 'Ihanda ang iyong aplikasyon para sa asylum, hakbang-hakbang',
      lead: 'Alamin kung paano gumagana ang asylum, sagutin ang mga tanong tungkol sa iyong kuwento, at ihanda ang iyong ebidensya. Tutulungan ka ng pahinang ito at ng libreng gabay sa paghahanda nito na maghanda sa pagsagot ng Form I-589, na ifa-file mo gamit ang mismong form ng USCIS.',
      cta: 'Buksan ang gabay sa asylum',
      note: 'Libre, at walang credit card. Hindi pinupunan ng Formpath ang I-589 para sa iyo. Ginagawa pa ang interactive na gabay (questionnaire, tracker ng ebidensya, buod); handa na ngayon ang pahinang ito at ang libreng gabay sa paghahanda sa ibaba.',
    },
    deadline: {
      title: 'Ang isang-taong deadline',
      text: 'Sa karamihan ng kaso, dapat mong i-file ang iyong aplikasyon para sa asylum sa loob ng isang taon mula sa huli mong pagdating sa United States. May mga eksepsiyon:',
      exceptions: [
        'Mga nagbagong sitwasyon (changed circumstances) na nakaaapekto kung kwalipikado ka, gaya ng mga bagong pangyayari sa iyong bansa o sa sarili mong buhay.',
        'Mga pambihirang sitwasyon (extraordinary circumstances) na pumigil sa iyo na mag-file sa tamang oras, gaya ng malubhang sakit.',
        'Hindi sakop ng deadline ang mga batang walang kasama (unaccompanied children).',
      ],
      after:
        'Kahit may eksepsiyon, dapat kang mag-file sa loob ng makatwirang panahon. Kung malapit na o lumipas na ang iyong deadline, makipag-usap ngayon din sa isang abogado o accredited representative.',
      link: 'Magbasa tungkol sa asylum sa uscis.gov',
    },
    capture: {
      title: 'Libreng gabay sa paghahanda para sa asylum',
      text: 'Ilagay ang iyong email para mabasa agad ang gabay: ang deadline, kung sino ang kwalipikado, ano ang isusulat, anong ebidensya ang ihahanda, at saan makakahanap ng libreng legal na tulong.',
      submit: 'Ipakita ang gabay',
    },
    cards: {
      title: 'Mga dapat malaman bago ka magsimula',
      items: [
        {
          title: 'Alamin ang iyong deadline',
          text: 'Isulat ang petsa ng huli mong pagdating sa US: mula sa araw na iyon binibilang ang iyong isang taon. Magtago ng patunay nito, gaya ng iyong I-94 record o entry stamp.',
        },
        {
          title: 'Ebidensya tungkol sa iyong bansa',
          text: 'Tinitingnan ng mga asylum officer at mga judge ang nangyayari sa iyong bansa. Makakatulong sa iyong kuwento ang mga ulat mula sa US State Department at mga organisasyon para sa karapatang pantao, at ang mga balita.',
        },
        {
          title: 'Tapat na pagsusuri sa sarili',
          text: 'Ipinapakita ng mga tanong na ito kung ano ang dapat mong pag-usapan kasama ang isang abogado. Hindi nito hinuhulaan ang magiging desisyon, at walang sinumang makapangangako sa iyo nito.',
          points: [
            'Sinaktan ka ba, o natatakot ka bang masaktan, dahil sa iyong lahi, relihiyon, nasyonalidad, pampulitikang paniniwala (political opinion), o pagiging miyembro ng isang partikular na grupong panlipunan (particular social group)?',
            'Sino ang nanakit o nagbanta sa iyo, at kaya ka bang protektahan ng gobyerno ng iyong bansa?',
            'Kailan ka huling dumating sa US, at wala pa bang isang taon mula noon?',
            'Tumira ka ba sa ibang bansa habang papunta rito, o naaresto ka na ba kahit saan? Sabihin ito sa iyong abogado: puwede itong makaapekto.',
          ],
        },
      ],
    },
    why: {
      title: 'Para saan ginagawa ang interactive na gabay',
      items: [
        {
          title: 'Simpleng salita',
          text: 'Ipinapaliwanag ng gabay ang limang protektadong batayan (protected grounds) at ang mga patakaran ng asylum nang walang mahirap na legal na termino.',
        },
        {
          title: 'Ilang tanong lang sa bawat pagkakataon',
          text: 'Nagtatanong ang questionnaire tungkol sa iyong kuwento nang isang pahina sa bawat pagkakataon, at puwede kang bumalik para baguhin ang isang sagot.',
        },
        {
          title: 'Ebidensyang nasusubaybayan mo',
          text: 'Ipinapakita ng checklist ng mga dokumento kung ano na ang naihanda mo at kung ano pa ang kulang.',
        },
        {
          title: 'Libre at pribado',
          text: 'Walang credit card at walang singil. Hindi kailanman ibinebenta ng Formpath ang iyong data o ginagamit ito para sa advertising.',
        },
      ],
    },
    journey: {
      title: 'Ang iyong daan sa gabay',
      items: [
        {
          title: 'Alamin',
          text: 'Basahin kung paano gumagana ang asylum: kung sino ang kwalipikado, ang isang-taong deadline, at kung paano binubuo ang isang kaso.',
        },
        { title: 'Sumagot', text: 'Sagutin ang mga tanong tungkol sa nangyari sa iyo, lima sa bawat pagkakataon.' },
        { title: 'Magdokumento', text: 'Markahan ang ebidensyang naihanda mo na, ayon sa bawat kategorya.' },
        {
          title: 'Maghanda',
          text: 'Basahin ang buod ng iyong mga sagot, para magamit mo kapag pinupunan mo ang I-589 at kapag kausap mo ang isang abogado.',
        },
      ],
    },
    checklist: {
      title: 'Checklist ng ebidensya',
      intro:
        'Ihanda ang kaya mo. Ang bawat dokumentong hindi nakasulat sa Ingles ay kailangang may buong salin sa Ingles, na sertipikado ng tagasalin.',
      items: [
        { title: 'Patunay ng pagkakakilanlan at nasyonalidad', text: 'Ang iyong pasaporte, national ID card o birth certificate.' },
        { title: 'Patunay ng huli mong pagdating', text: 'Ang iyong I-94 record, entry stamp sa iyong pasaporte, o mga tiket sa biyahe.' },
        {
          title: 'Ang iyong nakasulat na salaysay',
          text: 'Ang iyong kuwento sa sarili mong salita: ano ang nangyari, kailan at saan, sino ang gumawa, at bakit sa tingin mo nangyari ito.',
        },
        { title: 'Patunay ng pananakit o pagbabanta', text: 'Mga medical o police report, mga litrato, at mga mensahe o sulat na may pagbabanta.' },
        {
          title: 'Mga sulat mula sa mga saksi',
          text: 'Mga pinirmahang salaysay mula sa mga taong nakakaalam ng nangyari sa iyo, kasama ang kopya ng kanilang ID.',
        },
        {
          title: 'Mga ulat tungkol sa iyong bansa',
          text: 'Mga ulat tungkol sa karapatang pantao at mga balita tungkol sa mga taong tulad mo sa iyong bansa.',
        },
        {
          title: 'Patunay ng iyong paniniwala o pagiging miyembro',
          text: 'Mga membership card, sulat mula sa simbahan, partido o organisasyon, o mga rekord ng iyong mga aktibidad.',
        },
        {
          title: 'Mga litrato at dokumento ng pamilya',
          text: 'Mga passport-style na litrato, at marriage o birth certificate ng asawa o mga anak na kasama sa iyong aplikasyon.',
        },
      ],
    },
    legalHelp: {
      title: 'Libre at murang legal na tulong',
      intro:
        'Masusuri ng isang abogado o accredited representative ang buo mong kaso. Makakatulong sa iyo ang mga opisyal na listahang ito na makahanap ng isa na malapit sa iyo.',
      proBono: {
        title: 'Mga pro bono legal service provider',
        text: 'Naglalathala ang mga immigration court (EOIR) ng listahan ng mga organisasyon at abogadong nagbibigay ng libreng legal na tulong, ayon sa lokasyon ng korte.',
        link: 'Buksan ang pro bono list ng EOIR',
      },
      accredited: {
        title: 'Mga accredited representative ng DOJ',
        text: 'Nagtatrabaho ang mga accredited representative sa mga kinikilalang nonprofit na organisasyon at puwede silang tumulong sa mga kaso sa imigrasyon, nang libre o sa maliit na bayad.',
        link: 'Maghanap ng mga kinikilalang organisasyon',
      },
      warning:
        'Mag-ingat sa mga “notario” (notary public) at sa sinumang hindi abogado o accredited representative: hindi sila pinapayagang magbigay sa iyo ng legal na payo.',
    },
    closing: {
      title: 'Magsimulang maghanda ngayon',
      text: 'Kapag mas maaga kang nagsimula, mas mahaba ang oras mo para maghanda ng ebidensya bago ang iyong deadline.',
      cta: 'Buksan ang gabay sa asylum',
    },
  },

  asylumGuide: {
    title: 'Gabay sa paghahanda para sa asylum',
    intro:
      'Isang maikling gabay sa paghahanda. Pangkalahatang impormasyon ito, hindi legal na payo: mapapayuhan ka ng isang abogado o accredited representative tungkol sa sarili mong kaso.',
    steps: [
      {
        title: 'Tandaan ang isang-taong deadline',
        text: 'Mag-file sa loob ng isang taon mula sa huli mong pagdating sa US. Puwedeng mapagbigyan ang pag-file nang lampas sa deadline dahil sa mga nagbagong sitwasyon o pambihirang sitwasyon, pero dapat ka pa ring mag-file sa loob ng makatwirang panahon. Hindi sakop ng deadline ang mga batang walang kasama (unaccompanied children).',
      },
      {
        title: 'Alamin kung tugma ang asylum sa iyong kuwento',
        text: 'Pinoprotektahan ng asylum ang mga taong inusig (persecuted), o natatakot na usigin, dahil sa kanilang lahi, relihiyon, nasyonalidad, pampulitikang paniniwala, o pagiging miyembro ng isang partikular na grupong panlipunan.',
      },
      {
        title: 'Alamin kung saan ka magfa-file',
        text: 'Kung wala kang kaso (proceedings) sa immigration court, ifa-file mo ang Form I-589 sa USCIS at iinterbyuhin ka ng isang asylum officer. Kung may kaso ka sa immigration court, sa korte ka magfa-file at ihaharap mo ang iyong kaso sa isang judge.',
      },
      {
        title: 'Isulat ang iyong salaysay',
        text: 'Ikuwento ang nangyari sa sarili mong salita, nang sunud-sunod, kasama ang mga petsa at lugar ayon sa abot ng iyong naaalala. Magsabi ng totoo, siguraduhing tugma ito sa iyong form, at sabihin kung may hindi ka naaalala.',
      },
      {
        title: 'Ihanda ang iyong ebidensya',
        text: 'Mga dokumento ng pagkakakilanlan, patunay ng petsa ng iyong pagdating, patunay ng pananakit o pagbabanta, mga sulat mula sa mga saksi, at mga ulat tungkol sa iyong bansa. Ipasalin ang bawat dokumentong hindi nakasulat sa Ingles, kasama ang sertipikasyon ng tagasalin.',
      },
      {
        title: 'Punan at i-file ang Form I-589',
        text: 'Sagutin ang bawat tanong: isulat ang “none” o “not applicable” sa halip na iwanang blangko. Tingnan ang kasalukuyang edisyon, fee at filing address sa pahina ng I-589 sa uscis.gov, at magtago ng buong kopya ng lahat ng ipapadala mo.',
      },
      {
        title: 'Pagkatapos mong mag-file',
        text: 'Ipapatawag ka para sa fingerprints at litrato, at pagkatapos ay para sa interview o hearing. Puwede ka lang humingi ng work permit kapag pending na ang iyong kaso nang ilang panahon (hindi bababa sa 150 araw ayon sa kasalukuyang mga patakaran). Tuwing lilipat ka ng tirahan, sabihin sa USCIS o sa korte ang bago mong address.',
      },
    ],
    outro:
      'Para sa libreng legal na tulong, tingnan ang listahan ng EOIR ng mga pro bono legal service provider, o ang mga kinikilalang organisasyon kung saan nagtatrabaho ang mga accredited representative ng DOJ.',
    linksLabel: 'Mga opisyal na pahina',
  },
};
