import type { BankRequest } from '@jetkiz/contract';

/** The bank's `payment-api.js` global (Halyk ePay, reference §5.1). */
type Halyk = {
  showPaymentWidget(
    paymentObject: BankRequest['paymentObject'] & { auth: BankRequest['auth'] },
    callback: (result: { success: boolean }) => void,
  ): void;
};
declare global {
  interface Window {
    halyk?: Halyk;
  }
}

const loaded = new Map<string, Promise<Halyk>>();

/** Loads the bank's script once (from the bank's origin, which the CSP allows) and answers its `halyk` global. */
const loadWidget = (url: string): Promise<Halyk> => {
  const existing = loaded.get(url);
  if (existing) return existing;
  const promise = new Promise<Halyk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.halyk ? resolve(window.halyk) : reject(new Error('payment-api.js defined no halyk')));
    script.onerror = () => {
      loaded.delete(url);
      script.remove();
      reject(new Error('the bank’s payment script did not load'));
    };
    document.head.append(script);
  });
  loaded.set(url, promise);
  return promise;
};

/** Opens the bank's card form in its 400 px frame; resolves with what the form reported when it closes. */
export const openBankWidget = async (request: BankRequest): Promise<{ success: boolean }> => {
  const halyk = await loadWidget(request.widgetUrl);
  return new Promise((resolve) => halyk.showPaymentWidget({ ...request.paymentObject, auth: request.auth }, resolve));
};
