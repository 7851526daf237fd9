/** Calculation: the tariff list of a route, the chosen quote, and the calls that compute and read quotes. */
export {
  chosenQuote,
  getQuoteQueryOptions,
  getServicesQueryOptions,
  getTerminalsQueryOptions,
  useCalculate,
  usePriorityCalculate,
} from './api/calc.ts';
export { ChosenQuote } from './components/chosen-quote.tsx';
export { TariffList } from './components/tariff-list.tsx';
