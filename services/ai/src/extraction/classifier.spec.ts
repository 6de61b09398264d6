import { classify } from './classifier.js';

describe('document kinds from their words', () => {
  it.each([
    ['ACTA DE NACIMIENTO\nRegistro Civil de las Personas\nNombre del registrado: JUAN PEREZ', 'birth_certificate'],
    ['CERTIFICATE OF LIVE BIRTH\n1. CHILD NAME (First, Middle, Last)', 'birth_certificate'],
    ['CERTIFICADO DE MATRIMONIO\nContrayentes: ANA LOPEZ y JUAN PEREZ', 'marriage_certificate'],
    ['SENTENCIA DE DIVORCIO\nSe declara la disolución del vínculo matrimonial', 'divorce_decree'],
    ['CONSTANCIA DE EMPLEO\nA quien corresponda: por medio de la presente se hace constar que Ana López labora en nuestra empresa', 'employment_letter'],
    ['CONTRATO DE ARRENDAMIENTO\nEl arrendador y el arrendatario acuerdan', 'lease_or_utility_bill'],
    ['CERTIFIED COPY OF BIRTH RECORD\nName: ANA LOPEZ', 'birth_certificate'],
    ['SENTENCIA No. 063\nJuicio ordinario de divorcio necesario promovido por ANA LOPEZ contra JUAN PEREZ\nRegistro civil de matrimonio', 'divorce_decree'],
    ['This letter confirms the employment of Ana Lopez. She has worked for Acme since 2020; her employment is full-time.', 'employment_letter'],
    ['CONSTANCIA LABORAL\nLa empresa hace constar que Ana López presta sus servicios desde 2020 en el puesto de cocinera.', 'employment_letter'],
    ['SEVIS STUDENT RECORD\nSEVIS ID: N0012345678\nProgram End Date: 05/15/2027\nDesignated School Official: Jane Roe', 'i20'],
    ['I, John Roe, owner of Roe Roofing, state that Ana Lopez works for my company as a roofer, about 30 hours a week.', 'employment_letter'],
    ['GENERAL REGISTER OFFICE\nCERTIFIED COPY OF AN ENTRY OF BIRTH\n(2) Name, if any   Raquel GASTELUM', 'birth_certificate'],
    // A qualifier between the record's name and "de nacimiento": "partida íntegra", "extracto de acta".
    ['REGISTRO CIVIL\nPARTIDA ÍNTEGRA DE NACIMIENTO\nApellidos: PEREZ', 'birth_certificate'],
    ['EXTRACTO DE ACTA DE NACIMIENTO\nNombre(s): JUAN', 'birth_certificate'],
    ['CERTIFICACIÓN LITERAL DE MATRIMONIO\nContrayente: ANA LOPEZ', 'marriage_certificate'],
    // Its words, not a birth date's label under a marriage record's number.
    ['ACTA DE MATRIMONIO\nNúmero de acta\nFecha de nacimiento del contrayente: 01/02/1980', 'marriage_certificate'],
    ['LICENCIA DE CONDUCIR\nDLN 123456 CLASS C', 'drivers_license'],
    ['I-797C, NOTICE OF ACTION\nBiometrics appointment notice', 'uscis_notice'],
    ['STATE UNIVERSITY\nVERIFICATION OF APPOINTMENT\nDr. Ana Ruiz has held an academic appointment since 2021. She is currently appointed as Research Associate at 0.50 FTE.', 'employment_letter'],
    ['IN THE HIGH COURT OF MALAYA\nDIVORCE PETITION NO. JA-33-1092\nthe marriage solemnized on 01/03/2008 and registered under Marriage Certificate No. C4377 be dissolved\nDECREE ABSOLUTE', 'divorce_decree'],
    ['AFFIDAVIT OF DECLARATION OF AGE\nI, ANA OKAFOR, do hereby make oath and state that I was born on 5 May 1990 at Enugu', 'birth_certificate'],
  ])('%#: %s', (text, kind) => expect(classify(text).kind).toBe(kind));
});
