/** Lithuanian (lt) coin picker words: no Lithuanian wallet source words the choice of a payment method, so "mokėjimo būdas" and "kriptovaliuta" are unsourced; parduotuvė and the polite plural imperative, as in lt.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'lt',
  $name: 'Lietuvių',
  $dir: 'ltr',
  chooseMethod: 'Pasirinkite mokėjimo būdą',
  searchMethods: 'Ieškoti kriptovaliutų ir tinklų',
  noMethodMatches: 'Jūsų paieškos neatitinka jokia kriptovaliuta ar tinklas.',
  noMethods: 'Šiam užsakymui nėra jokio galimo mokėjimo būdo. Susisiekite su parduotuve.',
  continueToPay: 'Tęsti',
  preparingPayment: 'Ruošiamas jūsų mokėjimas…',
  methodFailed: 'Šio mokėjimo būdo nustatyti nepavyko. Pasirinkite jį dar kartą arba kitą.',
  payWithAnotherCoin: 'Mokėti kita kriptovaliuta',
  switchWarning:
    'Jei jau išsiuntėte mokėjimą, nekeiskite kriptovaliutos: palaukite, kol jis ateis, arba susisiekite su parduotuve.',
  switchAnyway: 'Pasirinkti kitą kriptovaliutą',
  keepMethod: 'Palikti šį mokėjimą',
} satisfies PickerTranslation);
