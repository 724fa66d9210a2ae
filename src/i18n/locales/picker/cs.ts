/** Czech (cs) coin picker words: "Vyberte …" and "Pokračovat" as Cake Wallet's payment-method picker has them, "kryptoměny" as Trezor Suite writes coins in Czech; polite plural address (vykání), as in cs.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'cs',
  $name: 'Čeština',
  $dir: 'ltr',
  chooseMethod: 'Vyberte způsob platby',
  searchMethods: 'Hledat kryptoměny a sítě',
  noMethodMatches: 'Hledání neodpovídá žádná kryptoměna ani síť.',
  noMethods: 'Pro tuto objednávku není k dispozici žádný způsob platby. Kontaktujte obchod.',
  continueToPay: 'Pokračovat',
  preparingPayment: 'Připravujeme vaši platbu…',
  methodFailed: 'Tento způsob platby se nepodařilo nastavit. Zvolte ho znovu nebo vyberte jiný.',
  payWithAnotherCoin: 'Zaplatit jinou kryptoměnou',
  switchWarning:
    'Pokud jste už platbu odeslali, kryptoměnu neměňte: počkejte, až platba dorazí, nebo kontaktujte obchod.',
  switchAnyway: 'Vybrat jinou kryptoměnu',
  keepMethod: 'Ponechat tuto platbu',
} satisfies PickerTranslation);
