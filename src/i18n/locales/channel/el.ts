/** Greek (el) channel words: "κατάθεση" for a deposit, matching "διεύθυνση κατάθεσης" in el.ts; polite plural address (εσείς), terse as in el.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'el',
  $name: 'Ελληνικά',
  $dir: 'ltr',
  channelTitle: (currency) => `Κατάθεση ${currency}`,
  channelCredit: (currency) =>
    `Η διεύθυνση αυτή παραμένει δική σας: στείλτε οποιοδήποτε ποσό, όσες φορές θέλετε. Κάθε κατάθεση μετατρέπεται και πιστώνεται στον λογαριασμό σας σε ${currency}.`,
  channelDisabled: {
    title: 'Οι καταθέσεις έχουν ανασταλεί',
    body: 'Οι καταθέσεις σε αυτή τη διεύθυνση δεν πιστώνονται. Μη στείλετε τίποτα εδώ: επικοινωνήστε με το κατάστημα.',
  },
  deposits: 'Οι καταθέσεις σας',
  noDeposits: 'Καμία κατάθεση ακόμη. Μια κατάθεση εμφανίζεται εδώ μόλις την εντοπίσει το δίκτυο.',
  noDepositsDisabled: 'Καμία κατάθεση σε αυτή τη διεύθυνση.',
  depositSent: 'Απεστάλη',
  depositRate: 'Ισοτιμία',
  depositFee: 'Χρέωση επεξεργασίας',
  depositConsolidationFee: 'Χρέωση ενοποίησης',
  depositTransaction: 'Αναγνωριστικό συναλλαγής',
  depositStatus: { completed: 'Πιστώθηκε', pending: 'Σε επεξεργασία', rejected: 'Δεν πιστώθηκε' },
  depositReceived: (amount, currency) => `Ελήφθη κατάθεση: ${amount} ${currency}.`,
  depositsUnavailable: 'Οι καταθέσεις σας δεν φορτώνονται αυτή τη στιγμή. Νέα προσπάθεια…',
  invalidChannel: 'Η διεύθυνση κατάθεσης δεν μπορεί να εμφανιστεί. Επικοινωνήστε με το κατάστημα.',
  channelWalletDidNotOpen: 'Το πορτοφόλι δεν άνοιξε. Αντιγράψτε τη διεύθυνση μόνοι σας.',
} satisfies ChannelTranslation);
