/**
 * The channel page's scenarios: three of the sandbox's seeded channels (SEED_CHANNELS in
 * src/sandbox/seed.ts), chosen by pay currency, network and status. Their ids are written out here
 * because the page cannot import the seed, which needs node:crypto; test/node/shop-channels.test.ts
 * checks them against it, and that the shop relays each as `expect` says.
 */
export interface ChannelScenario {
  /** The option's text in the scenario picker. */
  label: string;
  /** The seeded channel's id. */
  id: string;
  /** What the channel is: the reason it was picked. */
  expect: { payCurrency: string; networkCode: string; status: 'enabled' | 'disabled' };
  /** What the "Simulate deposit" form starts with, in the pay currency. */
  amount: string;
  /** What the scenario shows; the page adds the currencies from the channel document itself. */
  note: string;
}

export const CHANNEL_SCENARIOS = {
  usdt: {
    label: 'USDT on Tron (TRC-20)',
    id: 'c468bfa6-ceab-434f-8d83-224d248a7c62',
    expect: { payCurrency: 'USDT', networkCode: 'tron:usdt', status: 'enabled' },
    amount: '25.5',
    note: 'The busiest channel: 60 deposits, the newest 10 listed, each with what was sent, the rate, the fees, what was credited and its transaction on Tronscan.',
  },
  xrp: {
    label: 'XRP with destination tag',
    id: '7aa9c66d-765f-45e8-9fc2-c8dc701d24a4',
    expect: { payCurrency: 'XRP', networkCode: 'xrp', status: 'enabled' },
    amount: '20',
    note: 'The destination tag is carried in the address (…?dt=<tag>): the element shows it first and the address, QR code and wallet link once the payer confirms they will include it.',
  },
  disabled: {
    label: 'Disabled channel (Litecoin)',
    id: '0a1ba16b-b908-43ad-9b3e-9c206e8bda51',
    expect: { payCurrency: 'LTC', networkCode: 'litecoin', status: 'disabled' },
    amount: '0.5',
    note: 'Deposits are not credited: the element shows no address, QR code or copy button. A simulated deposit is recorded as rejected.',
  },
} as const satisfies Record<string, ChannelScenario>;

export type ChannelScenarioName = keyof typeof CHANNEL_SCENARIOS;
