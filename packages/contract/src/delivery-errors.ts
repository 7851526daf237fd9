/** Error codes of the deliveries the specification names (issue 19). */
export const DELIVERY_ERRORS = {
  /** The order cannot be returned: not delivered, already returned, or a return itself (`description` says which). */
  ORDER_NOT_RETURNABLE: {
    status: 409,
    message: { ru: 'Заказ нельзя вернуть', kk: 'Тапсырысты қайтаруға болмайды', en: 'The order cannot be returned' },
  },
} as const;
