import type { LayoutFamily } from '../document-spec.js';
import { birthDevelopment } from './civil-birth.development.js';
import { birthDevelopment2 } from './civil-birth2.development.js';
import { birthDevelopment4 } from './civil-birth3.development.js';
import { birthDevelopment5 } from './civil-birth5.development.js';
import { birthDevelopment6 } from './civil-birth6.development.js';
import { birthDevelopment7 } from './civil-birth7.development.js';
import { birthDevelopment8 } from './civil-birth8.development.js';
import { birthDevelopment9 } from './civil-birth9.development.js';
import { birthDevelopment10 } from './civil-birth10.development.js';
import { birthDevelopment11 } from './civil-birth11.development.js';
import { birthDevelopment12 } from './civil-birth12.development.js';
import { divorceDevelopment } from './civil-divorce.development.js';
import { divorceDevelopment2 } from './civil-divorce2.development.js';
import { divorceDevelopment5 } from './civil-divorce5.development.js';
import { divorceDevelopment6 } from './civil-divorce6.development.js';
import { divorceDevelopment10 } from './civil-divorce10.development.js';
import { divorceDevelopment11 } from './civil-divorce11.development.js';
import { marriageDevelopment } from './civil-marriage.development.js';
import { marriageDevelopment2 } from './civil-marriage2.development.js';
import { marriageDevelopment5 } from './civil-marriage5.development.js';
import { birthDevelopment3, divorceDevelopment3, marriageDevelopment3 } from './civil-more.development.js';
import { divorceDevelopment4, marriageDevelopment4 } from './civil-unions3.development.js';
import { divorceDevelopment7, marriageDevelopment7 } from './civil-unions7.development.js';

export const civilDevelopment: LayoutFamily[] = [
  ...birthDevelopment,
  ...birthDevelopment2,
  ...birthDevelopment3,
  ...birthDevelopment4,
  ...birthDevelopment5,
  ...birthDevelopment6,
  ...birthDevelopment7,
  ...birthDevelopment8,
  ...birthDevelopment9,
  ...birthDevelopment10,
  ...birthDevelopment11,
  ...birthDevelopment12,
  ...marriageDevelopment,
  ...marriageDevelopment2,
  ...marriageDevelopment3,
  ...marriageDevelopment4,
  ...marriageDevelopment5,
  ...marriageDevelopment7,
  ...divorceDevelopment,
  ...divorceDevelopment2,
  ...divorceDevelopment3,
  ...divorceDevelopment4,
  ...divorceDevelopment5,
  ...divorceDevelopment6,
  ...divorceDevelopment7,
  ...divorceDevelopment10,
  ...divorceDevelopment11,
];
