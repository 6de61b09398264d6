import type { Persona } from './persona.js';
import type { Rng } from './random.js';

// Issuer identification numbers of a few jurisdictions (AAMVA IIN list); others get a made-up one.
const iins: Record<string, string> = { CA: '636014', TX: '636015', NY: '636001', FL: '636010', IL: '636035', NJ: '636036', WA: '636045', AZ: '636026', GA: '636055', MA: '636002' };

const pad = (n: number) => String(n).padStart(2, '0');
const mmddccyy = (d: Date) => `${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${d.getUTCFullYear()}`;

/**
 * The text a licence's PDF417 barcode carries, as the AAMVA DL/ID Card Design Standard lays it
 * out: the compliance indicator and separators, "ANSI ", the issuer's IIN, the standard's
 * version, one subfile designator with its offset and length, then the DL subfile's data
 * elements, one a line. Versions 2-3 give the given names together (DCT); 4 and later apart
 * (DAC, DAD). Heights in inches or centimetres, nine-digit ZIP codes padded to eleven.
 */
export const aamvaBarcode = (p: Persona, rng: Rng, issued: Date, number: string): string => {
  const a = p.address;
  const version = rng.pick(['03', '08', '09', '10']);
  const cm = rng.chance(0.15);
  const height = p.height.feet * 12 + p.height.inches;
  const unitLine = a.unit ? `${rng.pick(['APT', 'UNIT', '#'])} ${a.unit}` : '';
  const inline = Boolean(unitLine) && rng.chance(0.5);
  const names: Array<[string, string]> =
    version === '03'
      ? [['DCS', p.name.family], ['DCT', [p.name.given, p.name.middle].filter(Boolean).join(rng.pick([',', ' ']))]]
      : [['DCS', p.name.family], ['DAC', p.name.given], ['DAD', p.name.middle || 'NONE'], ['DDE', 'N'], ['DDF', 'N'], ['DDG', 'N']];
  const elements: Array<[string, string]> = [
    ['DAQ', number],
    ['DCA', 'C'],
    ['DCB', 'NONE'],
    ['DCD', 'NONE'],
    ['DBA', mmddccyy(new Date(issued.getTime() + 5 * 365 * 86400000))],
    ...names,
    ['DBD', mmddccyy(issued)],
    ['DBB', mmddccyy(p.dob)],
    ['DBC', p.sex === 'Male' ? '1' : '2'],
    ['DAY', p.eyes.code],
    ['DAU', cm ? `${Math.round(height * 2.54)} cm` : `${String(height).padStart(3, '0')} in`],
    ['DAG', inline ? `${a.street} ${unitLine}` : a.street],
    ...(unitLine && !inline ? ([['DAH', unitLine]] as Array<[string, string]>) : []),
    ['DAI', a.city],
    ['DAJ', a.state],
    ['DAK', `${a.zip}${rng.chance(0.5) ? '0000' : String(Math.floor(rng.between(1000, 9999)))}`.padEnd(11, ' ')],
    ['DCF', `${Math.floor(rng.between(1e9, 9e9))}`],
    ['DCG', 'USA'],
    ['DAW', String(p.weight)],
    ['DAZ', p.hair.code],
    ['DCK', `${Math.floor(rng.between(1e9, 9e9))}${Math.floor(rng.between(1e9, 9e9))}`],
  ];
  const subfile = `DL${elements.map(([id, value]) => `${id}${value.toUpperCase()}`).join('\n')}\r`;
  const iin = iins[a.state] ?? `6360${String(Math.floor(rng.between(60, 99)))}`;
  const header = `@\n\x1e\rANSI ${iin}${version}0001`;
  const offset = header.length + 10;
  return `${header}DL${String(offset).padStart(4, '0')}${String(subfile.length).padStart(4, '0')}${subfile}`;
};
