import { allCountries } from 'country-region-data';
import { fold, normaliseCountry, stateCode } from '@formpath/forms';

// A place written with its state or province and no country ("MISSISSAUGA, ONTARIO", "León,
// Guanajuato"): the country whose first-level region it is. Only a region name that one country
// alone has; the United States is told by its state codes elsewhere.

const byRegion = (() => {
  const seen = new Map<string, Set<string>>();
  for (const [, code, regions] of allCountries) {
    const country = normaliseCountry(code);
    if (!country || country === 'United States') continue;
    // A US state's name (Florida, Maryland, Montana are regions abroad too) is the United States'.
    for (const [name] of regions.filter(([n]) => !stateCode(n))) seen.set(fold(name), (seen.get(fold(name)) ?? new Set()).add(country));
  }
  return new Map([...seen].filter(([, countries]) => countries.size === 1).map(([name, countries]) => [name, [...countries][0] as string]));
})();

/** The country of a first-level region named alone, when only one country has a region of that name. */
export const countryOfRegion = (region: string): string | undefined => byRegion.get(fold(region.trim()));
