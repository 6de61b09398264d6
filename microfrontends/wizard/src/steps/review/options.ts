// Spec 1 §5: the review's option lists. The stored value is the English word of the official
// form; the label comes from i18n (reviewStep.options.<list>.<id>).
const list = <const T extends ReadonlyArray<readonly [string, string]>>(entries: T) => entries.map(([id, value]) => ({ id, value }));

export const optionLists = {
  sex: list([['male', 'Male'], ['female', 'Female']]),
  maritalStatus: list([['single', 'Single'], ['married', 'Married'], ['divorced', 'Divorced'], ['widowed', 'Widowed'], ['separated', 'Separated']]),
  ethnicity: list([['hispanic', 'Hispanic or Latino'], ['notHispanic', 'Not Hispanic or Latino']]),
  race: list([
    ['white', 'White'],
    ['black', 'Black or African American'],
    ['nativeAmerican', 'American Indian or Alaska Native'],
    ['asian', 'Asian'],
    ['pacificIslander', 'Native Hawaiian or Other Pacific Islander'],
  ]),
  eyeColor: list([['black', 'Black'], ['blue', 'Blue'], ['brown', 'Brown'], ['gray', 'Gray'], ['green', 'Green'], ['hazel', 'Hazel'], ['maroon', 'Maroon'], ['pink', 'Pink'], ['unknown', 'Unknown']]),
  hairColor: list([['bald', 'Bald'], ['black', 'Black'], ['blond', 'Blond'], ['brown', 'Brown'], ['gray', 'Gray'], ['red', 'Red'], ['sandy', 'Sandy'], ['white', 'White'], ['unknown', 'Unknown']]),
} as const;

export type OptionListName = keyof typeof optionLists;
