import { AsyncDirective, directive } from 'lit/async-directive.js';
import { formatCountdown, type CountdownController } from './countdown-controller.js';

/**
 * Renders a countdown's `m:ss` and rewrites just that text on each tick,
 * without a render of the element around it.
 */
class CountdownTextDirective extends AsyncDirective {
  #controller?: CountdownController;
  #unsubscribe?: () => void;

  render(controller: CountdownController): string {
    if (controller !== this.#controller) {
      this.#unsubscribe?.();
      this.#controller = controller;
      if (this.isConnected) this.#subscribe();
    }
    return formatCountdown(controller.remaining);
  }

  #subscribe(): void {
    this.#unsubscribe = this.#controller?.subscribe((remaining) => this.setValue(formatCountdown(remaining)));
  }

  protected override disconnected(): void {
    this.#unsubscribe?.();
  }

  protected override reconnected(): void {
    this.#subscribe();
  }
}

export const countdownText = directive(CountdownTextDirective);
