/**
 * The coin picker inside `<crypto-checkout>`: follows the element's `order-src` and `methods`, feeds the
 * picker's state model (state.ts) what the order's URL and the payer do, performs its effects, and draws its
 * screens. The element loads this module only when a page uses the picker (load.ts), and wires it.
 */
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { OrderController } from './order-controller.js';
import type { CheckoutEventMap } from '../ui/events.js';
import { parseInvoice } from '../core/invoice.js';
import { resolveLocale } from '../i18n/localize.js';
import type { Messages } from '../i18n/messages.js';
import { parseMethods } from '../core/order.js';
import { pickerEn, type PickerMessages } from '../i18n/picker-messages.js';
import { errorScreen } from '../ui/message.js';
import { pickerScreen, pickerStyles, switchMethod } from './picker-screen.js';
import { initialPickerState, step, type PickerEffect, type PickerInput } from './state.js';

/** What the picker reads of its element. */
export interface PickerHost extends ReactiveControllerHost, HTMLElement {
  orderSrc?: string | undefined;
  methods?: unknown;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** What the element does for the picker. */
export interface PickerHooks {
  /** Fires the element's event; false when the page prevented its default. */
  emit<K extends 'checkout-method-select' | 'checkout-error'>(
    type: K,
    detail: CheckoutEventMap[K]['detail'],
    cancelable?: boolean,
  ): boolean;
  /** Shows the invoice `document` and follows its status at `src`; with neither, stops following the one shown. */
  follow(src?: string, document?: unknown): void;
  /** Once drawn, moves the keyboard to the element of this `part`. */
  focus(part: string): void;
}

/** The picker's English words, the part its locale files are packed against. */
const ENGLISH = [pickerEn];

export class PickerController implements ReactiveController {
  readonly #host: PickerHost;
  readonly #hooks: PickerHooks;
  #state = initialPickerState();
  /** The host's `methods` and `order-src` as last taken. */
  #methods?: unknown;
  #orderSrc?: string | undefined;

  readonly #order: OrderController;

  constructor(host: PickerHost, hooks: PickerHooks) {
    this.#host = host;
    this.#hooks = hooks;
    this.#order = new OrderController(host, {
      onMethods: (methods, owed) => this.#step({ type: 'methods', methods, owed, fromHost: false }),
      onInvoice: (document, src, methods) => {
        const parsed = parseInvoice(document);
        this.#step({ type: 'invoice', document, src, view: parsed.ok ? parsed.invoice : undefined, methods });
      },
      onFailure: (created, message) =>
        this.#step(created ? { type: 'create-failed' } : { type: 'load-failed', message }),
    });
    host.addController(this);
    // The element adopted its own sheets before the picker arrived: the picker's joins them.
    const root = host.renderRoot as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, pickerStyles.styleSheet!];
  }

  hostUpdate(): void {
    const { methods, orderSrc } = this.#host;
    if (methods !== this.#methods) {
      this.#methods = methods;
      this.#step({ type: 'methods', methods: parseMethods(methods), fromHost: true });
    }
    if (orderSrc !== this.#orderSrc) {
      this.#orderSrc = orderSrc;
      if (orderSrc) this.#load();
    }
  }

  /** The picker's words in the language the element speaks (`lang`, as its locale resolved it). */
  #words(lang: string): PickerMessages {
    return resolveLocale<PickerMessages>([lang], ENGLISH).messages;
  }

  /**
   * The picker's screen while no invoice is shown: the list, its failure to load, or an order with no method;
   * undefined while the methods are not known yet.
   */
  screen(messages: Messages, lang: string): TemplateResult | undefined {
    const state = this.#state;
    if (state.loadFailed) return errorScreen(messages, 'load-failed', undefined, this.#load);
    if (!state.methods) return undefined;
    const words = this.#words(lang);
    if (!state.methods.length) return errorScreen(messages, undefined, undefined, undefined, words.noMethods);
    return pickerScreen(words, messages.orderTotal, state, {
      onSearch: (query) => this.#step({ type: 'search', query }),
      onChoose: (method) => this.#step({ type: 'choose', method }),
      onContinue: () => this.#step({ type: 'continue', busy: this.#order.busy }),
    });
  }

  /** Below the payment: "Pay with another coin", when the order offers more than the method shown. */
  switchMethod(lang: string): TemplateResult | undefined {
    const { methods, switching } = this.#state;
    if (!methods || methods.length < 2) return undefined;
    return switchMethod(this.#words(lang), switching, {
      ask: () => this.#step({ type: 'warn-switch', switching: true }),
      keep: () => this.#step({ type: 'warn-switch', switching: false }),
      confirm: () => this.#step({ type: 'switch' }),
    });
  }

  readonly #load = () => this.#step({ type: 'load' });

  #step(input: PickerInput): void {
    const { state, effects } = step(this.#state, input);
    this.#state = state;
    this.#host.requestUpdate();
    for (const effect of effects) this.#perform(effect);
  }

  #perform(effect: PickerEffect): void {
    switch (effect.type) {
      case 'request-methods':
        return void this.#order.request(this.#orderSrc!);
      case 'select': {
        const { currency, network } = effect.method;
        if (this.#hooks.emit('checkout-method-select', { currency, network }, true))
          this.#step({ type: 'selected', orderSrc: this.#orderSrc });
        return;
      }
      case 'create':
        return void this.#order.request(effect.orderSrc, effect.method);
      case 'load-failed':
        return void this.#hooks.emit('checkout-error', {
          code: 'load-failed',
          message: effect.message,
          path: 'order-src',
        });
      case 'show':
        return this.#hooks.follow(effect.src, effect.document);
      case 'leave':
        return this.#hooks.follow();
      case 'focus':
        return this.#hooks.focus(effect.part);
    }
  }
}
