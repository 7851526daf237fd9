/** The calculation feature's public face: other features and the routes import from here only. */
export { chosenQuote, getQuoteQueryOptions, getServicesQueryOptions, getTerminalsQueryOptions } from './api/calc.ts';
export { Calculator } from './components/calculator.tsx';
export { ChosenQuote } from './components/chosen-quote.tsx';
export { PriorityCalculator } from './components/priority-calculator.tsx';
export { TariffList } from './components/tariff-list.tsx';
