/**
 * Names in the order a person expects: "Extra2" before "Extra10", "ana" beside "Ana" (issue 29).
 * One collator for every list of people or classes a teacher sorts.
 */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export const compareNatural = (a: string, b: string): number => collator.compare(a, b);

/** A copy of `list` in natural order of `name`. */
export const sortNatural = <T>(list: readonly T[], name: (item: T) => string): T[] => [...list].sort((a, b) => compareNatural(name(a), name(b)));
