// Default imports: React is CommonJS, and the test server's CommonJS loader finds no named exports in it.
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient, { type Root } from 'react-dom/client';

/**
 * A React root in a fresh container for each test (mocha's beforeEach and afterEach), and `render`, which draws
 * `component` with `props` synchronously and returns the custom element `tag` it made: @lit/react sets
 * properties and listeners in a layout effect, done by the time `flushSync` returns.
 */
export function reactRoot<Props extends object, Tag extends keyof HTMLElementTagNameMap>(
  component: React.ComponentType<Props>,
  tag: Tag,
) {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = ReactDOMClient.createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });
  return (props: Props) => {
    ReactDOM.flushSync(() => root.render(React.createElement(component, props)));
    return container.querySelector<Tag>(tag)!;
  };
}

/**
 * For a wrapper's `on…` props (`callbacks`: event type → prop name), one callback each that records
 * `<tag> <type> <detail as JSON>` in `heard`: which render's callback heard which event.
 */
export function recordingCallbacks(callbacks: Record<string, string>, heard: string[], tag: string) {
  return Object.fromEntries(
    Object.entries(callbacks).map(([type, prop]) => [
      prop,
      (event: CustomEvent) => heard.push(`${tag} ${type} ${JSON.stringify(event.detail)}`),
    ]),
  );
}
