import { AsyncDirective, directive } from 'lit/async-directive.js';
import { formatCountdown } from '../countdown.js';
import type { CountdownController } from './countdown-controller.js';

/**
 * Renders a countdown's `m:ss` and rewrites just that text on each tick,
 * without a render of the element around it.
 */
class CountdownTextDirective extends AsyncDirective {
  #controller?: CountdownController;
  #lang?: string;
  #unsubscribe?: () => void;

  render(controller: CountdownController, lang?: string): string {
    return formatCountdown(controller.remaining, lang);
  }

  override update(_part: unknown, [controller, lang]: [CountdownController, string | undefined]): string {
    this.#lang = lang;
    if (controller !== this.#controller) {
      this.#unsubscribe?.();
      this.#controller = controller;
      this.#subscribe();
    }
    return this.render(controller, lang);
  }

  #subscribe(): void {
    if (!this.isConnected || !this.#controller) return;
    this.#unsubscribe = this.#controller.subscribe((remaining) =>
      this.setValue(formatCountdown(remaining, this.#lang)),
    );
  }

  protected override disconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  protected override reconnected(): void {
    this.#subscribe();
  }
}

export const countdownText = directive(CountdownTextDirective);
