/**
 * The pseudo-locale `en-XA` for QA: English with every letter accented and about 40% more text, so a
 * layout that would clip or overflow in German, Finnish or Greek shows it in the demo first. Values put
 * into sentences (amounts, addresses, durations) stay as they are, as in a real language.
 */
import { channelEn, registerChannelTranslation, type ChannelTranslation } from '../src/i18n/channel-messages.js';
import { en, type Messages } from '../src/i18n/messages.js';
import { registerTranslation, type Translation } from '../src/i18n/localize.js';

export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aáeéiíoöuücçnñsšyýzžAÅEÉIÎOØUÜCÇNÑSŠYÝ'.matchAll(/(.)(.)/gu)].map(([, plain, accented]) => [plain!, accented!]),
);

/** `text` accented, with words of filler that make it about 40% longer. */
export function pseudo(text: string): string {
  if (!text) return text;
  const filler = Math.round(text.length * 0.4);
  const words = Array.from({ length: Math.ceil(filler / 6) }, () => 'ẋẋẋẋẋ').join(' ');
  return `${text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter)} ${words}`;
}

const MEMO_KINDS = new Set(['destination-tag', 'memo', 'comment']);

/** Every message of `messages` in pseudo-text; a sentence's values are marked, so only its words change. */
function pseudoMessages<T extends object>(messages: T): T {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => {
      if (typeof value == 'string') return [key, pseudo(value)];
      if (typeof value == 'function')
        return [
          key,
          (...values: unknown[]) => {
            // Private-use characters stand in for the values while the words are accented.
            const marked = values.map((value, index) =>
              typeof value == 'string' && !MEMO_KINDS.has(value) ? String.fromCharCode(0xe000 + index) : value,
            );
            return pseudo(String(value(...marked))).replace(/[\ue000-\ue0ff]/g, (mark) =>
              String(values[mark.charCodeAt(0) - 0xe000]),
            );
          },
        ];
      return [key, pseudoMessages(value as object)];
    }),
  ) as T;
}

registerTranslation({
  ...pseudoMessages<Messages>(en),
  $code: PSEUDO_LOCALE,
  $name: 'Pseudo (en-XA)',
  $dir: 'ltr',
} satisfies Translation);

// <crypto-channel>'s own words, so the channel page's pseudo-locale leaves no English behind either.
registerChannelTranslation({
  ...pseudoMessages(channelEn),
  $code: PSEUDO_LOCALE,
  $name: 'Pseudo (en-XA)',
  $dir: 'ltr',
} satisfies ChannelTranslation);
