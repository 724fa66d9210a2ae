// Registering the element before Svelte mounts lets Svelte see its properties
// (`invoice`, `redirectDelay`) and set them as properties rather than attributes.
import 'crypto-checkout';
import { mount } from 'svelte';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
