// Identifier formats of US immigration documents, normalised to what the forms ask for.

/** A-Number: 7 to 9 digits after "A"; the form takes nine digits. */
export const aNumber = (raw: string): string | undefined => {
  const m = raw.replace(/[\s-]/g, '').match(/^A?(\d{7,9})$/i);
  return m ? (m[1] ?? '').padStart(9, '0') : undefined;
};

/** Social Security number as 123-45-6789; numbers that are never issued are refused. */
export const ssn = (raw: string): string | undefined => {
  const m = raw.replace(/\s/g, '').match(/^(\d{3})-?(\d{2})-?(\d{4})$/);
  if (!m || m[1] === '000' || m[1] === '666' || (m[1] ?? '').startsWith('9') || m[2] === '00' || m[3] === '0000') return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
};

/** I-94 admission number: 11 characters, digits (a letter in the tenth place on newer ones). */
export const i94Number = (raw: string): string | undefined => {
  const v = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{9}[A-Z0-9]\d$/.test(v) ? v : undefined;
};

/** USCIS online account number: twelve digits. */
export const uscisAccount = (raw: string): string | undefined => {
  const v = raw.replace(/[\s-]/g, '');
  return /^\d{12}$/.test(v) ? v : undefined;
};

/** Passport number: 6 to 9 letters and digits, at least one digit. */
export const passportNumber = (raw: string): string | undefined => {
  const v = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{6,9}$/.test(v) && /\d/.test(v) ? v : undefined;
};

export const phone = (raw: string): string | undefined => {
  const digits = raw.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : undefined;
};

export const email = (raw: string): string | undefined => raw.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/)?.[0]?.toLowerCase();

export const sex = (raw: string): string | undefined => {
  const v = raw.trim().toUpperCase();
  if (/^(M|MALE|MASCULINO|H|HOMBRE)\b/.test(v)) return 'Male';
  if (/^(F|FEMALE|FEMENINO|MUJER)\b/.test(v)) return 'Female';
  return undefined;
};

/** Class of admission as printed on an I-94 (B2, F1, H-1B, K1…). */
export const admissionClass = (raw: string): string | undefined => {
  const v = raw.trim().toUpperCase().replace(/\s+/g, '');
  return /^[A-Z]{1,2}-?\d{0,2}[A-Z]?$/.test(v) && /\d/.test(v) ? v : undefined;
};
