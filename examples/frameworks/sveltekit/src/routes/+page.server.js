// The shop's server loads the invoice document; SvelteKit renders the page with it, then hydrates.
import invoice from '../../invoice.json';

export const load = () => ({ invoice });
