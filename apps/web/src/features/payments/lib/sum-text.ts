/** A sum as people type it («10 000», «1 500,50») in the form the API and the domain read («10000», «1500.50»). */
export const sumText = (typed: string): string => typed.replace(/\s/g, '').replace(',', '.');
