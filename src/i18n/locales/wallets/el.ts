/** Greek (el) browser-wallet words: πορτοφόλι, δίκτυο, πληρωμή and κωδικός QR as in el.ts, "συναλλαγή" unsourced; polite plural address (εσείς), as in el.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'el',
  $name: 'Ελληνικά',
  $dir: 'ltr',
  walletsHeading: 'Πληρωμή από πορτοφόλι του προγράμματος περιήγησης',
  payWith: (wallet) => `Πληρωμή με ${wallet}`,
  confirmInWallet: (wallet) => `Επιβεβαιώστε την πληρωμή στο ${wallet}.`,
  walletCancelled: 'Ακυρώσατε στο πορτοφόλι σας. Δεν στάλθηκε τίποτα.',
  walletWrongChain: (network) =>
    `Το πορτοφόλι σας δεν είναι στο δίκτυο ${network}, οπότε δεν στάλθηκε τίποτα. Αλλάξτε το στο δίκτυο ${network} και δοκιμάστε ξανά.`,
  walletChainUnknown: (network) =>
    `Το πορτοφόλι σας δεν έχει το δίκτυο ${network}, οπότε δεν στάλθηκε τίποτα. Προσθέστε το δίκτυο ${network} στο πορτοφόλι σας και δοκιμάστε ξανά ή χρησιμοποιήστε τον κωδικό QR ή τη διεύθυνση.`,
  walletBusy:
    'Το πορτοφόλι σας περιμένει ακόμη ένα προηγούμενο αίτημα. Ανοίξτε το, ολοκληρώστε ή κλείστε εκείνο το αίτημα και δοκιμάστε ξανά.',
  walletFailed:
    'Το πορτοφόλι σας δεν μπόρεσε να στείλει την πληρωμή. Δοκιμάστε ξανά ή χρησιμοποιήστε τον κωδικό QR ή τη διεύθυνση.',
  walletSent: 'Στάλθηκε από το πορτοφόλι σας',
  walletSentNext: 'Κρατήστε τη σελίδα ανοιχτή: θα αλλάξει μόλις φτάσει η πληρωμή. Μην τη στείλετε ξανά.',
  transaction: 'Συναλλαγή',
  viewTransaction: 'Προβολή συναλλαγής',
} satisfies WalletTranslation);
