import { aTimeout, expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
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

  it('R32: writeText is called synchronously inside the click, and permissions are never asked', async () => {
    const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
    const query = sinon.spy(navigator.permissions, 'query');
    const { el } = await mount(invoiceDocument('btc'));
    copyButton(el, /Deposit address/).click();
    expect(writeText.calledOnceWith(ADDRESSES.btc)).to.equal(true);
    expect(query.called).to.equal(false);
  });

  it('R32: without the Clipboard API it falls back to execCommand("copy") on the selected text', async () => {
    sinon.stub(navigator, 'clipboard').value(undefined);
    const execCommand = sinon.stub(document, 'execCommand').callsFake(() => {
      expect(document.getSelection()!.toString()).to.equal(ADDRESSES.btc);
      return true;
    });
    const { el } = await mount(invoiceDocument('btc'));
    const copied = new Promise<CustomEvent>((resolve) => el.addEventListener('checkout-copy', resolve, { once: true }));
    copyButton(el, /Deposit address/).click();
    expect((await copied).detail.ok).to.equal(true);
    expect(execCommand.calledOnceWith('copy')).to.equal(true);
  });

  it('R32: outside a secure context the Clipboard API is not used', async () => {
    sinon.stub(window, 'isSecureContext').value(false);
    const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
    sinon.stub(document, 'execCommand').returns(true);
    const { el } = await mount(invoiceDocument('btc'));
    copyButton(el, /Deposit address/).click();
    await aTimeout(0);
    expect(writeText.called).to.equal(false);
  });
});
