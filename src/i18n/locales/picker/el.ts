/** Greek (el) coin picker words: no Greek wallet source words the choice of a payment method (BTCPay's checkout has only "Πληρώστε με"), so "τρόπος πληρωμής" and "κρυπτονόμισμα" are unsourced; polite plural address (εσείς), terse as in el.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'el',
  $name: 'Ελληνικά',
  $dir: 'ltr',
  chooseMethod: 'Επιλέξτε τρόπο πληρωμής',
  searchMethods: 'Αναζήτηση κρυπτονομισμάτων και δικτύων',
  noMethodMatches: 'Κανένα κρυπτονόμισμα ή δίκτυο δεν ταιριάζει με την αναζήτηση.',
  noMethods: 'Δεν υπάρχει διαθέσιμος τρόπος πληρωμής για αυτή την παραγγελία. Επικοινωνήστε με το κατάστημα.',
  continueToPay: 'Συνέχεια',
  preparingPayment: 'Προετοιμασία πληρωμής…',
  methodFailed: 'Δεν ήταν δυνατή η ρύθμιση αυτού του τρόπου πληρωμής. Επιλέξτε τον ξανά ή επιλέξτε άλλον.',
  payWithAnotherCoin: 'Πληρωμή με άλλο κρυπτονόμισμα',
  switchWarning:
    'Αν έχετε ήδη στείλει πληρωμή, μην αλλάξετε κρυπτονόμισμα: περιμένετε να φτάσει ή επικοινωνήστε με το κατάστημα.',
  switchAnyway: 'Επιλογή άλλου κρυπτονομίσματος',
  keepMethod: 'Διατήρηση αυτής της πληρωμής',
} satisfies PickerTranslation);
