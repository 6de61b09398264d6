import { createCanvas } from '@napi-rs/canvas';
import { TesseractPool, looksSpanish } from './tesseract-pool.js';

describe('OCR languages', () => {
  it('knows a Spanish civil record from an English one', () => {
    expect(looksSpanish('ACTA DE NACIMIENTO\nNombre del inscrito: JOSE\nFecha de nacimiento: 15 de marzo')).toBe(true);
    expect(looksSpanish('CERTIFICATE OF BIRTH\nName of child: JOSE\nDate of birth: March 15, 1990\nFather: Juan')).toBe(false);
  });

  it('reads the translation of a record from a Spanish-speaking country as Spanish too (its names carry accents)', () => {
    expect(looksSpanish('CERTIFIED TRANSLATION\nRepublic of Honduras, National Registry of Persons\nFather: Ramón Nájera')).toBe(true);
    expect(looksSpanish('I certify that this is a true translation from the Spanish original.')).toBe(true);
    expect(looksSpanish('CERTIFICATE OF LIVE BIRTH\nState of Texas\nFather: John Smith')).toBe(false);
  });

  it('reads the accents of a Spanish page with the Spanish model', async () => {
    const canvas = createCanvas(1400, 420);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 1400, 420);
    g.fillStyle = '#000';
    g.font = '36px serif';
    ['ACTA DE NACIMIENTO - Registro Civil', 'Nombre del inscrito: José Ángel Núñez Peña', 'Fecha de nacimiento: 15 de marzo de 1990', 'Padre: Juan Núñez   Madre: María Peña'].forEach((t, i) => g.fillText(t, 30, 70 + i * 80));
    const pool = new TesseractPool({ OCR_CONCURRENCY: 1 } as never);
    try {
      const { text } = await pool.recognise(canvas.toBuffer('image/png'));
      expect(text).toContain('Núñez Peña');
    } finally {
      await pool.onApplicationShutdown();
    }
  });
});
