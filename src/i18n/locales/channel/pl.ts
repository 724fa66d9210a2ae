/** Polish (pl) channel words: "wpłata", the word Polish exchanges use for a deposit, and "adres depozytowy" as in pl.ts; the informal "ty", as in pl.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'pl',
  $name: 'Polski',
  $dir: 'ltr',
  channelTitle: (currency) => `Wpłać ${currency}`,
  channelCredit: (currency) =>
    `Ten adres pozostaje Twój: wysyłaj dowolne kwoty, tyle razy, ile chcesz. Każda wpłata jest przeliczana i księgowana na Twoim koncie w ${currency}.`,
  channelDisabled: {
    title: 'Wpłaty są wstrzymane',
    body: 'Wpłaty na ten adres nie są księgowane. Nic na niego nie wysyłaj: skontaktuj się ze sklepem.',
  },
  deposits: 'Twoje wpłaty',
  noDeposits: 'Nie ma jeszcze żadnych wpłat. Wpłata pojawi się tutaj, gdy tylko sieć ją wykryje.',
  noDepositsDisabled: 'Brak wpłat na ten adres.',
  depositSent: 'Wysłano',
  depositRate: 'Kurs',
  depositFee: 'Opłata za przetworzenie',
  depositConsolidationFee: 'Opłata za konsolidację',
  depositTransaction: 'ID transakcji',
  depositStatus: { completed: 'Zaksięgowana', pending: 'Przetwarzana', rejected: 'Niezaksięgowana' },
  depositReceived: (amount, currency) => `Otrzymano wpłatę: ${amount} ${currency}.`,
  depositsUnavailable: 'Nie można teraz wczytać Twoich wpłat. Ponawiamy próbę…',
  invalidChannel: 'Nie można wyświetlić tego adresu depozytowego. Skontaktuj się ze sklepem.',
  channelWalletDidNotOpen: 'Nie otworzyła się żadna aplikacja portfela. Skopiuj adres do portfela ręcznie.',
} satisfies ChannelTranslation);
