/** Czech (cs) channel words: "vklad" for a deposit, matching "adresa pro vklad" in cs.ts; polite plural address (vykání), as in cs.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'cs',
  $name: 'Čeština',
  $dir: 'ltr',
  channelTitle: (currency) => `Vklad ${currency}`,
  channelCredit: (currency) =>
    `Tato adresa vám zůstává: posílejte libovolné částky, kolikrát chcete. Každý vklad se převede a připíše na váš účet v ${currency}.`,
  channelDisabled: {
    title: 'Vklady jsou pozastaveny',
    body: 'Vklady na tuto adresu se nepřipisují. Nic na ni neposílejte: kontaktujte obchod.',
  },
  deposits: 'Vaše vklady',
  noDeposits: 'Zatím žádné vklady. Vklad se tu zobrazí, jakmile ho síť zaznamená.',
  noDepositsDisabled: 'Na tuto adresu nejsou žádné vklady.',
  depositSent: 'Odesláno',
  depositRate: 'Kurz',
  depositFee: 'Poplatek za zpracování',
  depositConsolidationFee: 'Poplatek za konsolidaci',
  depositTransaction: 'ID transakce',
  depositStatus: { completed: 'Připsáno', pending: 'Zpracovává se', rejected: 'Nepřipsáno' },
  depositReceived: (amount, currency) => `Vklad přijat: ${amount} ${currency}.`,
  depositsUnavailable: 'Vaše vklady teď nelze načíst. Zkoušíme to znovu…',
  invalidChannel: 'Tuto adresu pro vklad nelze zobrazit. Kontaktujte obchod.',
  channelWalletDidNotOpen: 'Neotevřela se žádná peněženka. Zkopírujte adresu do peněženky ručně.',
} satisfies ChannelTranslation);
