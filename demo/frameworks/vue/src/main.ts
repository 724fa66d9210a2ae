// Registering the element before Vue mounts lets Vue see its properties
// (`invoice`) and set them as properties rather than attributes.
import 'crypto-checkout';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
