import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { invoiceDocument } from '../fixtures/invoices.js';
import { mount, text } from './helpers/element.js';

afterEach(() => sinon.restore());

describe('redirect controller', () => {
  it('a redirect delay that is no number ("5s") falls back to 5 s and never shows NaN', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { el, navigations } = await mount(invoiceDocument('btc', { status: 'completed' }), {
      'redirect-delay': '5s',
    });
    expect(text(el)).not.to.contain('NaN');
    clock.tick(4_900);
    expect(navigations).to.deep.equal([]);
    clock.tick(200);
    expect(navigations).to.have.length(1);
  });
});
