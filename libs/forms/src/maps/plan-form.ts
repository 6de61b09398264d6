import type { FormData as FormModel, I485FormData, I765FormData } from '@formpath/contracts';
import type { SupportedForm } from '../catalog.js';
import type { FillPlan } from '../fill-plan.js';
import { planI485 } from './i-485.map.js';
import { planI765 } from './i-765.map.js';
import { planI589 } from './i-589.map.js';

export { planI485, planI765, planI589 };

/** The fill plan of a form's data on the edition Formpath fills. */
export const planForm = (form: SupportedForm, data: FormModel): FillPlan => (form === 'I-485' ? planI485(data as I485FormData) : planI765(data as I765FormData));
