// What the payment service's specification shows, for tests that hold the sandbox and the readers to it.

/** The attributes of the spec's Invoice table ("Invoice (type `invoices`)"), in its order. */
export const SPEC_INVOICE_ATTRIBUTES = [
  'amountBilled',
  'amountCharged',
  'targetAmount',
  'billedCurrency',
  'chargedCurrency',
  'targetCurrency',
  'targetAccountId',
  'chargedTargetRate',
  'chargedTargetRateCurrency',
  'reference',
  'networkName',
  'paymentMethods',
  'successRedirectUrl',
  'unsuccessRedirectUrl',
  'exchangeRate',
  'expiresAt',
  'createdAt',
  'hostedPageUrl',
] as const;
