import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { invoiceDocument } from '../fixtures/invoices.js';
import { $, copyButton, mount } from './helpers/element.js';

afterEach(() => sinon.restore());

describe('clipboard', () => {
  it('the fallback copy puts the exact amount string on the clipboard, not the grouped display', async () => {
    const document_ = invoiceDocument('btc');
    document_.data.attributes.amountCharged = '1234.56780000';
    const { el } = await mount(document_, { lang: 'de' });
    sinon.stub(navigator.clipboard, 'writeText').rejects(new DOMException('denied', 'NotAllowedError'));
    let copied: string | undefined;
    sinon.stub(document, 'execCommand').callsFake(() => {
      const event = new ClipboardEvent('copy', { clipboardData: new DataTransfer(), cancelable: true });
      document.dispatchEvent(event);
      copied = event.clipboardData!.getData('text/plain');
      return true;
    });
    const done = new Promise((resolve) => el.addEventListener('checkout-copy', resolve, { once: true }));
    copyButton(el, /Amount to pay/).click();
    await done;
    expect($(el, '[part~="amount"] .value')!.textContent).to.equal('1234.56780000');
    expect(copied).to.equal('1234.56780000');
  });
});
