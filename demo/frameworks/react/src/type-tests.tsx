// Not part of the app: `tsc -p demo/frameworks/react` proves with these lines that crypto-checkout/react
// types the element in JSX: each @ts-expect-error fails the check if its line stops being an error.
import type {} from 'crypto-checkout/react';

export const checks = (
  <>
    <crypto-checkout
      // @ts-expect-error: pollInterval is a number of seconds
      pollInterval="5"
    ></crypto-checkout>
    <crypto-checkout
      // @ts-expect-error: a status event's detail has status and previous, nothing else
      oncheckout-status={(event) => event.detail.url}
    ></crypto-checkout>
    <crypto-checkout
      ref={(element) => {
        // The ref is the element class, with its properties.
        if (element) element.noRedirect = true;
      }}
      oncheckout-redirect={(event) => event.detail.url.startsWith('https:') && event.preventDefault()}
      poll-interval="10"
      redirect-origins="https://shop.example"
    ></crypto-checkout>
  </>
);
