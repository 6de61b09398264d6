import type { LayoutFamily } from '../document-spec.js';
import { i20Development } from './residence-work-i20.development.js';
import { i20Development2 } from './residence-work-i20b.development.js';
import { i20Development3 } from './residence-work-i20c.development.js';
import { i20Development4 } from './residence-work-i20d.development.js';
import { residenceDevelopment } from './residence-work-lease.development.js';
import { residenceDevelopment2 } from './residence-work-lease2.development.js';
import { leaseDevelopment3 } from './residence-work-lease3.development.js';
import { leaseDevelopment4 } from './residence-work-lease4.development.js';
import { employmentLetterDevelopment } from './residence-work-letters.development.js';
import { employmentLetterDevelopment2 } from './residence-work-letters2.development.js';
import { employmentLetterDevelopment3 } from './residence-work-letters3.development.js';
import { employmentLetterDevelopment4 } from './residence-work-letters4.development.js';
import { employmentLetterDevelopment5 } from './residence-work-letters5.development.js';
import { employmentLetterDevelopment6 } from './residence-work-letters6.development.js';
import { schoolWorkDevelopment7 } from './residence-work-letters7.development.js';
import { lettersDevelopment8 } from './residence-work-letters8.development.js';
import { residenceDevelopment3 } from './residence-work-bill3.development.js';
import { noticeDevelopment } from './residence-work-notice.development.js';
import { noticeDevelopment2 } from './residence-work-notice2.development.js';

export const residenceWorkDevelopment: LayoutFamily[] = [
  ...employmentLetterDevelopment,
  ...employmentLetterDevelopment2,
  ...employmentLetterDevelopment3,
  ...employmentLetterDevelopment4,
  ...employmentLetterDevelopment5,
  ...employmentLetterDevelopment6,
  ...residenceDevelopment,
  ...residenceDevelopment2,
  ...leaseDevelopment3,
  ...leaseDevelopment4,
  ...residenceDevelopment3,
  ...noticeDevelopment,
  ...noticeDevelopment2,
  ...i20Development,
  ...i20Development2,
  ...i20Development3,
  ...i20Development4,
  ...schoolWorkDevelopment7,
  ...lettersDevelopment8,
];
