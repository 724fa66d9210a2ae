// Registering the element before React renders lets React 19 see its properties
// (`invoice`, `redirectDelay`) and set them as properties rather than attributes.
import 'crypto-checkout';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
