import { Component, CUSTOM_ELEMENTS_SCHEMA, signal, type ApplicationConfig } from '@angular/core';
import { provideClientHydration } from '@angular/platform-browser';
import 'crypto-checkout';
import type { CheckoutEventMap } from 'crypto-checkout';
import invoice from '../../invoice.json';

@Component({
  selector: 'app-root',
  // <crypto-checkout> is a custom element, not an Angular component: Angular sets [invoice] as a property.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Pay for your order</h1>
      <crypto-checkout [invoice]="invoice" (checkout-status)="onStatus($event)"></crypto-checkout>
      <ol id="events">
        @for (entry of events(); track $index) {
          <li>{{ entry }}</li>
        }
      </ol>
    </main>
  `,
})
export class App {
  protected readonly invoice = invoice;
  protected readonly events = signal<string[]>([]);

  // CUSTOM_ELEMENTS_SCHEMA leaves the element's events untyped: `$event` is an Event.
  protected onStatus(event: Event) {
    const { detail } = event as CheckoutEventMap['checkout-status'];
    this.events.update((events) => [...events, `${detail.previous} → ${detail.status}`]);
  }
}

export const appConfig: ApplicationConfig = { providers: [provideClientHydration()] };
