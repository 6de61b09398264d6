// Tagalog questions (the wizard is offered in Filipino): the words that say nothing, and the words of
// an applicant's question in the forms' English. Data only; query-terms.ts reads it with the Spanish.
// Tagalog borrows much of this vocabulary from English and Spanish ("green card", "visa", "address",
// "pasaporte", "abogado"), which the other tables already read; words that are also English ("may",
// "dating", "mister") are left out.

export const tagalogStopwords = `ang ng nang sa si ni kay ko mo niya namin natin nila ako ikaw siya kami tayo kayo sila akin iyo kanya amin atin inyo kanila
  ito iyan iyon yan yun yung ire dito diyan doon po opo oo hindi huwag wala mayroon meron na daw rin lang lamang naman kasi kaya
  pero at o kung kapag para mga saan ano anong paano bakit kailan sino alin ilan ilang gaano dapat kailangan pwede puwede maaari gusto alam
  ilalagay ilagay lagay isusulat isulat sulat sagot sasagutin sagutan tanong ganito ganyan ganoon lahat buong buo bawat isa isang lalo`;

/** Tagalog -> the forms' English; alternatives by commas, as for Spanish. Affixed forms are listed as written. */
export const tagalogWords: Record<string, string> = {
  pangalan: 'name', apelyido: 'family name', palayaw: 'nickname,other names', kapanganakan: 'birth', ipinanganak: 'born,birth',
  kaarawan: 'date of birth', petsa: 'date', lugar: 'place', bansa: 'country', lungsod: 'city,town', bayan: 'town,city', probinsya: 'province,state',
  tirahan: 'address,residence', nakatira: 'reside,address', tumira: 'resided,address', padalhan: 'mailing address', koreo: 'mailing,mail',
  telepono: 'telephone', selpon: 'mobile telephone', iba: 'other', ibang: 'other',
  asawa: 'spouse', misis: 'spouse', kasal: 'marriage,married', ikinasal: 'married,marriage', nagpakasal: 'married,marriage',
  hiwalay: 'divorced,separated', diborsyo: 'divorce,divorced', balo: 'widowed', anak: 'child,children', magulang: 'parent', ama: 'father,parent',
  tatay: 'father,parent', ina: 'mother,parent', nanay: 'mother,parent', kapatid: 'sibling,brother,sister', pinsan: 'cousin,relative',
  'kamag-anak': 'relative', kaibigan: 'friend', trabaho: 'employment,employer', nagtrabaho: 'worked,employment', amo: 'employer', kumpanya: 'employer',
  paaralan: 'school', eskwelahan: 'school', dumating: 'arrival,arrived', pagdating: 'arrival',
  pumasok: 'entered,entry', katayuan: 'status', pirma: 'signature,sign', pumirma: 'signature,sign', pipirma: 'signature,sign',
  pirmahan: 'signature,sign', tagasalin: 'interpreter', isinalin: 'interpreter,translated', nagsalin: 'interpreter', naghanda: 'preparer,prepared',
  gumawa: 'preparer,prepared', 'nag-type': 'preparer,prepared', nagfill: 'preparer,prepared', 'nag-fill': 'preparer,prepared', inaresto: 'arrested', hinuli: 'arrested',
  nakulong: 'jail,detained', kulungan: 'jail', korte: 'court', krimen: 'crime', kaso: 'charged,case', taas: 'height', tangkad: 'height',
  timbang: 'weight', mata: 'eye color', buhok: 'hair color', lahi: 'race', kasarian: 'sex', mamamayan: 'citizen', pagkamamamayan: 'citizenship',
  nasyonalidad: 'nationality', tulong: 'assistance,benefits', benepisyo: 'benefits', kita: 'income', sahod: 'income', 'ari-arian': 'assets',
  utang: 'liabilities', sundalo: 'military', hukbo: 'armed forces', organisasyon: 'organization', samahan: 'organization',
  miyembro: 'member', bumoto: 'voted', dagdag: 'additional', espasyo: 'space', wika: 'language', kategorya: 'category',
  dati: 'prior,previous', huling: 'last,recent', huli: 'last,recent', kasalukuyang: 'current', kasalukuyan: 'current',
  ngayon: 'current', pinauwi: 'removed,deported', pinabalik: 'removed,deported',
};
